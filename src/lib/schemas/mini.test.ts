/** The zod/mini bodies the islands use must judge every input exactly as the functions' schemas do. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contactMessages, contactSchema, interestOptions, investmentAmountOptions } from './contact';
import { dealLeadMessages, dealLeadSchema } from './dealLead';
import { fieldErrors } from './fields';
import * as mini from './mini';
import { newsletterMessages, newsletterSchema } from './newsletter';

const verdict = (schema: { safeParse(v: unknown): any }, body: unknown) => {
  const r = schema.safeParse(body);
  return r.success ? { ok: true, data: r.data } : { ok: false, errors: fieldErrors(r.error) };
};
const viaMini = (schema: Parameters<typeof mini.check>[0], body: any) => {
  const r = mini.check(schema, body);
  return r.ok ? { ok: true, data: r.data } : { ok: false, errors: r.errors };
};

// Strings that reach every branch: empty, blank, control characters, near-addresses, over-long.
const text = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom('', '   ', ' a ', 'ab', 'a\nb', 'x\u0000y', 'a@b.co', ' A@B.COM ', 'a@b', 'a @b.co', 'a@b.c d', 'short', 'long enough message'),
  fc.emailAddress(),
  fc.string({ minLength: 95, maxLength: 260 }),
  fc.string({ minLength: 4990, maxLength: 5010 }),
);
const value = fc.oneof({ weight: 6, arbitrary: text }, fc.constant(undefined), fc.integer(), fc.constant(null));
const choice = (options: readonly { value: string }[]) => fc.oneof(fc.constantFrom(...options.map((o) => o.value)), value);
const source = fc.oneof(fc.constantFrom('footer-newsletter', ' updates-page ', 'checklist-2-bed-social-housing', 'checklist-', 'Checklist-x'), value);

describe('zod/mini bodies match the shared schemas', () => {
  it('share the messages and option lists', () => {
    expect(mini.messages).toEqual({ newsletter: newsletterMessages, contact: contactMessages, dealLead: dealLeadMessages });
    expect(mini.bandOptions).toEqual(investmentAmountOptions);
    expect(mini.interestChoices).toEqual(interestOptions);
  });

  it('newsletter: same verdict, output and first message per field', () => {
    fc.assert(fc.property(fc.record({ email: value, source }, { requiredKeys: [] }), (body) => {
      expect(viaMini(mini.newsletterSchema, body)).toEqual(verdict(newsletterSchema, body));
    }), { numRuns: 600 });
  });

  it('contact: same verdict, output and first message per field', () => {
    const body = fc.record({
      name: value, email: value, phone: value, message: value,
      investmentAmount: choice(investmentAmountOptions), interest: choice(interestOptions),
    }, { requiredKeys: [] });
    fc.assert(fc.property(body, (b) => {
      expect(viaMini(mini.contactSchema, b)).toEqual(verdict(contactSchema, b));
    }), { numRuns: 600 });
  });

  it('deal lead: same verdict, output and first message per field', () => {
    fc.assert(fc.property(fc.record({ name: value, email: value, message: value }, { requiredKeys: [] }), (b) => {
      expect(viaMini(mini.dealLeadSchema, b)).toEqual(verdict(dealLeadSchema, b));
    }), { numRuns: 600 });
  });

  it('accepts a valid enquiry and normalises it the same way', () => {
    const b = { name: ' Ann\tLee ', email: ' ann@example.co.uk ', investmentAmount: '250k+', interest: 'lending', message: 'Hello there,\r\nplease call.' };
    expect(viaMini(mini.contactSchema, b)).toEqual(verdict(contactSchema, b));
    expect(mini.check(mini.contactSchema, b)).toMatchObject({ ok: true, data: { name: 'Ann Lee', email: 'ann@example.co.uk', phone: '' } });
  });
});
