-- Campaigns: the first touch now also keeps an ad platform's click id (gclid, fbclid, li_fat_id, msclkid,
-- each up to 512 characters) and the landing page's variant shown (landing_variant), so the bound on
-- each table's attribution object grows from 1,200 to 4,000 characters. Still a JSON object of short
-- values, checked by src/lib/forms/attributionSchema.ts before it is stored.
ALTER TABLE enquiries DROP CONSTRAINT enquiries_attribution_check, ADD CONSTRAINT enquiries_attribution_check
  CHECK (attribution IS NULL OR (jsonb_typeof(attribution) = 'object' AND length(attribution::text) <= 4000));
ALTER TABLE deal_leads DROP CONSTRAINT deal_leads_attribution_check, ADD CONSTRAINT deal_leads_attribution_check
  CHECK (attribution IS NULL OR (jsonb_typeof(attribution) = 'object' AND length(attribution::text) <= 4000));
ALTER TABLE calculator_leads DROP CONSTRAINT calculator_leads_attribution_check,
  ADD CONSTRAINT calculator_leads_attribution_check
  CHECK (attribution IS NULL OR (jsonb_typeof(attribution) = 'object' AND length(attribution::text) <= 4000));
ALTER TABLE calculator_reports DROP CONSTRAINT calculator_reports_attribution_check,
  ADD CONSTRAINT calculator_reports_attribution_check
  CHECK (attribution IS NULL OR (jsonb_typeof(attribution) = 'object' AND length(attribution::text) <= 4000));
ALTER TABLE checklist_requests DROP CONSTRAINT checklist_requests_attribution_check,
  ADD CONSTRAINT checklist_requests_attribution_check
  CHECK (attribution IS NULL OR (jsonb_typeof(attribution) = 'object' AND length(attribution::text) <= 4000));
ALTER TABLE subscribers DROP CONSTRAINT subscribers_attribution_check, ADD CONSTRAINT subscribers_attribution_check
  CHECK (attribution IS NULL OR (jsonb_typeof(attribution) = 'object' AND length(attribution::text) <= 4000));
ALTER TABLE sign_up_requests DROP CONSTRAINT sign_up_requests_attribution_check,
  ADD CONSTRAINT sign_up_requests_attribution_check
  CHECK (attribution IS NULL OR (jsonb_typeof(attribution) = 'object' AND length(attribution::text) <= 4000));
