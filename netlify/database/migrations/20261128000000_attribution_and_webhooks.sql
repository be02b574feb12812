-- Where each lead came from, and leads delivered to the company's webhooks through the outbox.

-- First-touch attribution (src/lib/attribution.ts, checked by src/lib/forms/attribution.ts): a JSON
-- object of the campaign parameters (utm_source, utm_medium, utm_campaign, utm_term, utm_content), the
-- referring host (referrer) and the visit's first path (landing_page), each one short line; NULL when
-- the form sent none (a plain form post, or a browser that keeps no session storage). A sign-up request
-- carries it to the subscriber row or checklist request it becomes; an unsubscribed row loses it.
ALTER TABLE enquiries ADD COLUMN attribution jsonb
  CHECK (attribution IS NULL OR (jsonb_typeof(attribution) = 'object' AND length(attribution::text) <= 1200));
ALTER TABLE deal_leads ADD COLUMN attribution jsonb
  CHECK (attribution IS NULL OR (jsonb_typeof(attribution) = 'object' AND length(attribution::text) <= 1200));
ALTER TABLE calculator_leads ADD COLUMN attribution jsonb
  CHECK (attribution IS NULL OR (jsonb_typeof(attribution) = 'object' AND length(attribution::text) <= 1200));
ALTER TABLE report_requests ADD COLUMN attribution jsonb
  CHECK (attribution IS NULL OR (jsonb_typeof(attribution) = 'object' AND length(attribution::text) <= 1200));
ALTER TABLE checklist_requests ADD COLUMN attribution jsonb
  CHECK (attribution IS NULL OR (jsonb_typeof(attribution) = 'object' AND length(attribution::text) <= 1200));
ALTER TABLE subscribers ADD COLUMN attribution jsonb
  CHECK (attribution IS NULL OR (jsonb_typeof(attribution) = 'object' AND length(attribution::text) <= 1200));
ALTER TABLE sign_up_requests ADD COLUMN attribution jsonb
  CHECK (attribution IS NULL OR (jsonb_typeof(attribution) = 'object' AND length(attribution::text) <= 1200));

-- The outbox owes two kinds of delivery: 'mail' (every row so far) and 'webhook', a lead posted to the
-- company's webhook (src/server/outbox/webhook.ts), whose `mail` is then the event ('lead',
-- 'subscribed', 'unsubscribed'). delivery_id is the delivery's idempotency key, the same on every
-- attempt, which the receiver uses to drop a repeat.
ALTER TABLE outbox ADD COLUMN channel text NOT NULL DEFAULT 'mail' CHECK (channel IN ('mail', 'webhook'));
ALTER TABLE outbox ADD COLUMN delivery_id uuid NOT NULL DEFAULT gen_random_uuid();
CREATE UNIQUE INDEX outbox_delivery_id ON outbox (delivery_id);
