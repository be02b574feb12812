-- Mail limits that hold per person (src/server/outbox/recipients.ts, digest.ts), and sign-ups answered alike.

-- The per-recipient cap counted address strings (name+1@, na.me@… each had its own five) and exempted
-- a "proven" address for 24 months, even after it unsubscribed. It is replaced by a limit per inbox,
-- subscribers included, so the old counts and marks go: for the rest of the day they were kept, an
-- inbox may get up to one more day's share.
DROP TABLE mail_recipients;

-- The mail each inbox was granted in the last 24 hours, one time per e-mail, taken by the statement
-- that owes it. inbox: a keyed digest (HMAC-SHA-256, base64url) of the inbox the address reaches,
-- never the address itself; the company's notifications are counted under a key of their own, over
-- an hour. A row with nothing in the last day is deleted by the daily purge.
CREATE TABLE mail_inboxes (
  inbox text PRIMARY KEY CHECK (inbox ~ '^[A-Za-z0-9_-]{43}$'),
  mailed_at timestamptz[] NOT NULL CHECK (cardinality(mailed_at) <= 1000)
);

-- 'held': a company notification past the hourly limit, waiting to go in the next digest.
ALTER TABLE outbox DROP CONSTRAINT outbox_status_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_status_check
  CHECK (status IN ('pending', 'sending', 'retrying', 'sent', 'failed', 'held'));
CREATE INDEX outbox_held ON outbox (created_at) WHERE status = 'held';

-- A newsletter or checklist sign-up as it came, stored before the answer and acted on after it
-- (src/server/newsletter/signups.ts): every sign-up is this one insert, whatever the address's
-- state, so the answer takes the same time for a new, pending, subscribed or unsubscribed address.
-- The statement that acts on a row deletes it; the retry job acts on any left after two minutes.
CREATE TABLE sign_up_requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  email text NOT NULL CHECK (email = lower(btrim(email)) AND length(email) <= 320),
  source text NOT NULL CHECK (length(source) <= 200)
);
CREATE INDEX sign_up_requests_created ON sign_up_requests (created_at);
