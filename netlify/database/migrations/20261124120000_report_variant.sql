-- Which calculator a report was asked for (the calculator page's, or /landing's): the report e-mail
-- labels its figures as that page does. Reports stored before this were all from the calculator page.
ALTER TABLE report_requests
  ADD COLUMN variant text NOT NULL DEFAULT 'calculator' CHECK (variant IN ('calculator', 'landing'));
