-- Mail that cannot be turned against anyone (src/server/recipients.ts, subscriptions.ts, chartImage.ts).

-- The report's chart is drawn by the server from the stored figures each time the mail is sent, so
-- nothing a browser sent is kept. Rows stored before this lose their image; a retry draws the chart.
ALTER TABLE report_requests DROP COLUMN chart, DROP COLUMN chart_width, DROP COLUMN chart_height;

-- Double opt-in: a sign-up is 'pending' until the confirmation link e-mailed to the address is
-- followed. Only 'subscribed' rows are subscribers.
ALTER TABLE subscribers DROP CONSTRAINT subscribers_status_check;
ALTER TABLE subscribers ADD CONSTRAINT subscribers_status_check CHECK (status IN ('pending', 'subscribed', 'unsubscribed'));
-- The signed link the address was last sent (confirm while pending, re-subscribe once unsubscribed):
-- when, and the nonce it carries. A link works only while its nonce is stored here, so it dies when it
-- is used, when a newer one is sent, when the address is erased, and after it expires.
ALTER TABLE subscribers RENAME COLUMN resubscribe_requested_at TO link_sent_at;
ALTER TABLE subscribers ADD COLUMN link_nonce text CHECK (link_nonce IS NULL OR link_nonce ~ '^[A-Za-z0-9_-]{22}$');
-- The proof of consent: when the address confirmed, and how.
ALTER TABLE subscribers ADD COLUMN confirmed_at timestamptz;
ALTER TABLE subscribers ADD COLUMN confirmed_via text;
UPDATE subscribers SET confirmed_via = 'signed up before sign-ups were confirmed' WHERE status = 'subscribed';
CREATE INDEX subscribers_pending ON subscribers (created_at) WHERE status = 'pending';

-- The per-recipient cap: mail to an address nobody has proven they own, counted per address in a
-- window of one day, in the same statement that owes the mail. proven_at: the address followed one of
-- our single-use signed links, so it is no longer capped. Keyed by the normalised address.
CREATE TABLE mail_recipients (
  email text PRIMARY KEY CHECK (email = lower(btrim(email)) AND length(email) <= 320),
  window_started_at timestamptz NOT NULL DEFAULT now(),
  mail_in_window integer NOT NULL DEFAULT 0,
  proven_at timestamptz
);
