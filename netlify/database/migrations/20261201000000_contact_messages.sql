-- One word per feature (docs/architecture.md, "Features"): the contact form's messages, stored as table
-- enquiries, become table contact_messages, under the feature's word (its kind, function, export and
-- webhook kind are all 'contact'). A rename keeps every row, and the outbox rows owed for them point at
-- them by id, so they are still sent, retried and exported.
ALTER TABLE enquiries RENAME TO contact_messages;
ALTER TABLE contact_messages RENAME CONSTRAINT enquiries_pkey TO contact_messages_pkey;
ALTER TABLE contact_messages RENAME CONSTRAINT enquiries_attribution_check TO contact_messages_attribution_check;
