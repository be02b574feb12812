-- Mail that keeps the sending account's reputation (src/server/outbox/mailGate.ts, caps.ts, suppression.ts).

-- New outbox statuses:
--   'new'        owed to a visitor's address by a form, not yet granted by the per-inbox limit: the grant is
--                taken after the answer, so the answer is the same whatever the address's state;
--   'withheld'   the per-inbox limit refused it (the submission is stored; nothing goes);
--   'capped'     waiting for the sending caps (per recipient domain, per hour): next_attempt_at says when a
--                slot frees;
--   'dropped'    waited for the caps too long and was given up, with a log line and a line in the summary;
--   'suppressed' not sent: the address bounced hard or complained (mail_suppressions).
ALTER TABLE outbox DROP CONSTRAINT outbox_status_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_status_check CHECK (status IN (
  'new', 'pending', 'sending', 'retrying', 'capped', 'sent', 'failed', 'held', 'withheld', 'dropped', 'suppressed'));
DROP INDEX outbox_due;
CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE status IN ('new', 'pending', 'retrying', 'capped', 'sending');
-- The summary counts what the gate stopped since the last summary.
CREATE INDEX outbox_stopped ON outbox (created_at) WHERE status IN ('withheld', 'dropped', 'suppressed');

-- The sending caps' counts: the time of each e-mail sent to a visitor's address in the last hour, per
-- recipient domain ('domain:example.com', the registrable domain with a provider's alias domains as one)
-- and overall ('all'). A domain is not personal data; no address is kept here. Rows with nothing in the
-- last hour are deleted by the daily purge.
CREATE TABLE mail_caps (
  key text PRIMARY KEY CHECK (key = 'all' OR (key LIKE 'domain:%' AND length(key) <= 270)),
  sent_at timestamptz[] NOT NULL CHECK (cardinality(sent_at) <= 5000)
);

-- The suppression list beside the unsubscribed subscribers': inboxes that must never be mailed again,
-- because mail to them bounced hard or their owner marked it as spam (Postmark's bounce, spam-complaint
-- and subscription-change webhooks, functions/postmark-events.ts). inbox: the inbox the address reaches
-- (src/server/inbox.ts), so no other spelling of it is mailed either; email: the address as Postmark
-- reported it. Kept for good (erasing an address keeps it, as it keeps the unsubscribed record), and
-- removed only when the company reactivates the address in Postmark.
CREATE TABLE mail_suppressions (
  inbox text PRIMARY KEY CHECK (inbox = lower(inbox) AND length(inbox) <= 320),
  email text NOT NULL CHECK (email = lower(btrim(email)) AND length(email) <= 320),
  reason text NOT NULL CHECK (reason IN ('hard-bounce', 'spam-complaint', 'manual-suppression')),
  -- The Postmark message stream the event came from, and what Postmark said (its bounce name), one short line.
  stream text NOT NULL DEFAULT '' CHECK (length(stream) <= 100),
  detail text NOT NULL DEFAULT '' CHECK (length(detail) <= 200),
  suppressed_at timestamptz NOT NULL DEFAULT now(),
  -- When the daily summary counted it.
  reported_at timestamptz
);
CREATE INDEX mail_suppressions_email ON mail_suppressions (email);
