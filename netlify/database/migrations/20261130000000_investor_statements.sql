-- Investor statements made on the site under the exempt-audience route (docs/regulatory-route.md): the
-- evidence that a promotion was shown to someone who had signed the Financial Promotion Order's statement
-- within the last twelve months. What the visitor was shown (the wording's version), what they ticked and
-- specified, their signature and date, when, and a keyed digest of their e-mail address (never the address:
-- `npm run erase` finds a person's statements by computing the same digest). The signed cookie that opens
-- the certified pages names its row, so an erased statement opens nothing.
CREATE TABLE investor_statements (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_at timestamptz NOT NULL DEFAULT now(),
  audience text NOT NULL CHECK (audience IN ('high-net-worth', 'self-certified-sophisticated')),
  wording text NOT NULL CHECK (length(wording) <= 64),
  answers jsonb NOT NULL CHECK (jsonb_typeof(answers) = 'array' AND length(answers::text) <= 4000),
  signature text NOT NULL CHECK (length(signature) BETWEEN 2 AND 100),
  signed_on date NOT NULL,
  email_key text NOT NULL CHECK (length(email_key) <= 64),
  page text NOT NULL CHECK (length(page) <= 300),
  valid_until timestamptz NOT NULL
);
CREATE INDEX investor_statements_email_key ON investor_statements (email_key);
CREATE INDEX investor_statements_valid_until ON investor_statements (valid_until);
