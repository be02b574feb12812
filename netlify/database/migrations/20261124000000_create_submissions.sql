-- Every kind of submission, and the mail each one owes (the outbox), in one schema.
-- Applied by Netlify on deploy (and for deploy previews), and by `npm start` and the tests locally.

-- One row per normalised address (trimmed, lower case): the unique constraint makes sign-ups exactly-once.
-- An unsubscribed row is kept (address and date only) so that the address is not mailed again.
CREATE TABLE subscribers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL UNIQUE CHECK (email = lower(btrim(email)) AND length(email) <= 320),
  source text NOT NULL,
  status text NOT NULL CHECK (status IN ('subscribed', 'unsubscribed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  subscribed_at timestamptz,
  unsubscribed_at timestamptz,
  -- A re-subscription waiting for its confirmation link to be followed (issued at, and the form used).
  resubscribe_requested_at timestamptz,
  resubscribe_source text,
  -- The last checklist e-mailed to this address: at most one a day.
  last_checklist_at timestamptz
);

CREATE TABLE checklist_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_at timestamptz NOT NULL DEFAULT now(),
  email text NOT NULL,
  source text NOT NULL,
  subscriber_id uuid REFERENCES subscribers (id) ON DELETE SET NULL
);
CREATE INDEX checklist_requests_email ON checklist_requests (email, created_at);

CREATE TABLE enquiries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_at timestamptz NOT NULL DEFAULT now(),
  name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL DEFAULT '',
  investment_amount text NOT NULL,
  interest text NOT NULL,
  message text NOT NULL
);

CREATE TABLE deal_leads (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_at timestamptz NOT NULL DEFAULT now(),
  name text NOT NULL,
  email text NOT NULL,
  message text NOT NULL DEFAULT ''
);

-- Every calculation on the inflation calculator: what was asked and what it answered.
CREATE TABLE calculator_leads (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_at timestamptz NOT NULL DEFAULT now(),
  name text NOT NULL,
  email text NOT NULL,
  amount numeric(14, 2) NOT NULL,
  year integer NOT NULL,
  month integer NOT NULL,
  source text,
  result jsonb NOT NULL
);

-- One report e-mail per calculation (calculation_key: digest of address, amount, start and data months).
-- The chart the browser drew is kept with it (a JPEG, at most 512 KB), so a retry attaches the same image.
CREATE TABLE report_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  calculation_key text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  name text NOT NULL,
  email text NOT NULL,
  amount numeric(14, 2) NOT NULL,
  year integer NOT NULL,
  month integer NOT NULL,
  result jsonb NOT NULL,
  chart bytea CHECK (chart IS NULL OR octet_length(chart) <= 524288),
  chart_width integer,
  chart_height integer
);

-- The outbox: each e-mail a submission owes, written in the same statement as the submission.
-- last_error never holds personal data (addresses are masked before it is written).
CREATE TABLE outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  submission_kind text NOT NULL,
  submission_id uuid NOT NULL,
  mail text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'retrying', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  -- While status is 'sending': until when the sender holds it.
  claimed_until timestamptz,
  postmark_message_id text,
  sent_at timestamptz,
  failed_at timestamptz,
  -- When the daily summary of failed mail reported this row.
  reported_at timestamptz,
  last_error text
);
CREATE INDEX outbox_submission ON outbox (submission_kind, submission_id);
CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE status IN ('pending', 'retrying', 'sending');
CREATE INDEX outbox_failed ON outbox (failed_at) WHERE status = 'failed';
