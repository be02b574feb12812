/**
 * The page a plain form post gets back when something needs fixing draws the form's own fields,
 * from the same definitions as its island (src/lib/forms): same labels, options and hints.
 */
import { describe, expect, it } from 'vitest';
import contact from '../../../functions/contact';
import dealLead from '../../../functions/send-deal-lead';
import { contactFields } from '../../../src/lib/forms/contact';
import { dealLeadFields } from '../../../src/lib/forms/dealLead';
import { api } from '../../../src/lib/paths';
import { escapeHtml } from '../../../src/server/text';
import { postForm } from '../../support/handlers';
import { useHarness } from '../../support/setup';

useHarness();

describe('fix pages', () => {
  it('the contact page has the island’s labels, options and radio group', async () => {
    const res = await postForm(contact, api.contact, { name: 'A', email: 'a@example.com', message: 'short', interest: 'sourcing' });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('<label for="f-name">Full Name</label>');
    expect(html).toContain('<label for="f-phone">Phone Number (optional)</label>');
    expect(html).toContain(`<legend>${escapeHtml(contactFields.interest.label)}</legend>`);
    expect(html).toContain('<input type="radio" name="interest" value="sourcing" checked>Sourcing deals');
    expect(html).toMatch(/<option value=""( selected)?>Select an amount<\/option>/);
    for (const o of contactFields.investmentAmount.options) expect(html).toContain(`>${escapeHtml(o.label)}</option>`);
    expect(html).not.toMatch(/I am interested in|>Name</);
  });

  it('the waitlist page has the island’s labels and hint', async () => {
    const res = await postForm(dealLead, api.dealLead, { name: '', email: 'nope' });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(`${dealLeadFields.message.label} (optional)</label>`);
    expect(html).toContain('What kind of deals are you looking for?');
    expect(html).toContain(escapeHtml(dealLeadFields.message.hint));
  });
});
