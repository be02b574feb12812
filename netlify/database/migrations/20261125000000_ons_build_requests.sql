-- Production builds the scheduled ONS check (functions/ons-check.ts) asked Netlify for, one row per
-- new ONS month. The row is written before the build hook is called, and the primary key makes a
-- second run for the same month insert nothing: a new month starts at most one build. A row is
-- removed only when the hook certainly started no build (Netlify refused it or could not be reached),
-- so the next run asks again. The daily summary reads the newest row to tell a build that kept the
-- committed figures from one still to come.
CREATE TABLE ons_build_requests (
  -- The newest month ONS had for a series the deploy lacked, 'YYYY-MM'.
  month text PRIMARY KEY CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  -- What ONS and the deploy held, e.g. 'D7BT 2026-10 (deployed 2026-08), CHAW 2026-10 (deployed 2026-07)'.
  detail text NOT NULL CHECK (length(detail) <= 500),
  requested_at timestamptz NOT NULL DEFAULT now(),
  -- Netlify's answer to the hook: its HTTP status, or NULL while unknown (no answer in time).
  hook_status integer
);
