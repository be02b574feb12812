-- One word per feature (docs/architecture.md, "Features"): the calculator's report requests become table
-- calculator_reports, and the calculator's kinds are 'calculator-lead' and 'calculator-report' (they were
-- 'inflation-lead' and 'inflation-report'). Outbox rows owed under the old names (mail, webhook
-- deliveries, held notifications) are renamed with them, so they are still sent, retried and reported.
ALTER TABLE report_requests RENAME TO calculator_reports;
ALTER TABLE calculator_reports RENAME CONSTRAINT report_requests_pkey TO calculator_reports_pkey;
ALTER TABLE calculator_reports RENAME CONSTRAINT report_requests_calculation_key_key TO calculator_reports_calculation_key_key;
ALTER TABLE calculator_reports RENAME CONSTRAINT report_requests_variant_check TO calculator_reports_variant_check;
ALTER TABLE calculator_reports RENAME CONSTRAINT report_requests_attribution_check TO calculator_reports_attribution_check;

UPDATE outbox SET submission_kind = 'calculator-lead' WHERE submission_kind = 'inflation-lead';
UPDATE outbox SET submission_kind = 'calculator-report' WHERE submission_kind = 'inflation-report';
