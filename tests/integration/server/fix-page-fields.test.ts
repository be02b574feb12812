/**
 * The page a plain form post gets back when something needs fixing draws the form's own fields,
 * from the same definitions as its island (src/lib/forms): same labels, options and hints.
 */
import { describe, expect, it } from 'vitest';
import contact from '../../../functions/contact';
import dealLead from '../../../functions/deal-lead';
import { contactFields, contactMessages } from '../../../src/lib/forms/contactSchema';
import { dealLeadFields } from '../../../src/lib/forms/dealLeadSchema';
import { api } from '../../../src/lib/paths';
import { escapeHtml } from '../../../src/server/text';
import { postForm } from '../../support/handlers';
import { useHarness } from '../../support/setup';

useHarness();

describe('fix pages', () => {
  it('the contact page has the island’s labels, options and radio group', async () => {
    const res = await postForm(contact, api.contact, {
      name: 'A',
      email: 'a@example.com',
      message: 'short',
      interest: 'sourcing',
    });
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

  it('lists each problem as a link to its field, and marks every field in error with its message', async () => {
    const res = await postForm(contact, api.contact, { name: 'A', email: 'a@example.com', message: 'short' });
    const html = await res.text();
    expect(html).toContain('<h2 id="problems-title">There is a problem</h2>');
    const links = [...html.matchAll(/<li><a href="#([^"]+)">([^<]+)<\/a><\/li>/g)].map((m) => [m[1], m[2]]);
    expect(links).toEqual([
      ['f-name', contactMessages.name],
      ['f-investmentAmount', contactMessages.investmentAmount],
      ['f-interest-0', escapeHtml(contactMessages.interest)],
      ['f-message', contactMessages.message],
    ]);
    // Each link leads to an element of the page, and each field in error is marked and described by its message.
    for (const [target] of links) expect(html).toContain(`id="${target}"`);
    expect(html).toContain('<input id="f-name" name="name" aria-invalid="true" aria-describedby="f-name-error"');
    expect(html).toContain(
      `<p class="error" id="f-name-error"><span class="visually-hidden">Error: </span>${contactMessages.name}</p>`,
    );
    expect(html).toMatch(/<fieldset aria-invalid="true" aria-describedby="f-interest-error"><legend>/);
    expect(html).toContain('<input id="f-email" name="email" type="email"');
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
