import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import contact from '../../../functions/contact';
import newsletter from '../../../functions/newsletter';
import dealLead from '../../../functions/deal-lead';
import calculator from '../../../functions/calculator';
import calculatorReport from '../../../functions/calculator-report';
import { calculationSchemas } from '../../../src/lib/forms/calculatorSchema';
import { calculatorReportSchema } from '../../../src/lib/forms/calculatorReportSchema';
import { contactSchema, interestOptions, investmentAmountOptions } from '../../../src/lib/forms/contactSchema';
import { dealLeadSchema } from '../../../src/lib/forms/dealLeadSchema';
import { newsletterSchema } from '../../../src/lib/forms/newsletterSchema';
import { postJson } from '../../support/handlers';
import { useHarness } from '../../support/setup';

const h = useHarness();
const FIELDS = [
  'name',
  'email',
  'phone',
  'investmentAmount',
  'interest',
  'message',
  'source',
  'company_website',
  '__proto__',
  'constructor',
  'amount',
  'year',
  'month',
  'chartImage',
  'calculationData',
];

/** Bodies a client might send: known and unknown keys with values of any JSON type, any text. */
const anyBody = fc.oneof(
  fc.dictionary(
    fc.oneof(fc.constantFrom(...FIELDS), fc.string()),
    fc.oneof(fc.jsonValue(), fc.string({ unit: 'grapheme', maxLength: 300 })),
  ),
  fc.jsonValue(),
);

const word = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 20 })
  .filter((s) => /\S/.test(s) && !/[\p{Cc}\s]/u.test(s));
/** Addresses the address rule accepts (src/lib/email.ts): dot-atom local parts, LDH labels. */
const validEmail = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9_%+'-]{1,10}(\.[a-z0-9_%+'-]{1,10}){0,2}$/),
    fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,18}[a-z0-9])?$/),
    fc.constantFrom('com', 'co.uk', 'org'),
  )
  .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);
const validContact = fc.record({
  name: fc.tuple(word, word).map(([a, b]) => `${a} ${b}`),
  email: validEmail,
  phone: fc.constantFrom('', '07700 900123', '+44 1632 960123'),
  investmentAmount: fc.constantFrom(...investmentAmountOptions.map((o) => o.value)),
  interest: fc.constantFrom(...interestOptions.map((o) => o.value)),
  message: fc.array(word, { minLength: 3, maxLength: 30 }).map((w) => `Hello there, ${w.join(' ')}`),
});

describe('schemas', () => {
  it('never throw, whatever they are given', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        for (const schema of [
          newsletterSchema,
          contactSchema,
          dealLeadSchema,
          calculationSchemas.calculator,
          calculationSchemas.landing,
          calculatorReportSchema,
        ]) {
          expect(() => schema.safeParse(value)).not.toThrow();
        }
      }),
      { numRuns: 300 },
    );
  });

  it('accept every valid contact body unchanged', () => {
    fc.assert(
      fc.property(validContact, (body) => {
        expect(contactSchema.parse(body)).toEqual(body);
      }),
      { numRuns: 200 },
    );
  });
});

describe('handlers', () => {
  it.each([
    ['/api/newsletter', newsletter],
    ['/api/contact', contact],
    ['/api/send-deal-lead', dealLead],
    ['/api/inflation', calculator],
    ['/api/inflation-email', calculatorReport],
  ] as const)('%s never answers 5xx to a random body', async (path, handler) => {
    await fc.assert(
      fc.asyncProperty(anyBody, async (body) => {
        const res = await postJson(handler, path, JSON.stringify(body));
        expect([200, 400, 409]).toContain(res.status);
        const json = await res.json();
        expect(typeof json.success).toBe('boolean');
        if (!json.success) expect(typeof json.message).toBe('string');
      }),
      { numRuns: 40 },
    );
  });

  it('stores every valid contact body exactly once', async () => {
    let expected = 0;
    await fc.assert(
      fc.asyncProperty(validContact, async (body) => {
        const res = await postJson(contact, '/api/contact', body);
        expect(res.status).toBe(200);
        expected++;
        const records = await h.db.records('contact');
        expect(records).toHaveLength(expected);
        expect(records.filter((r) => JSON.stringify(r.data) === JSON.stringify(body))).not.toHaveLength(0);
      }),
      { numRuns: 20 },
    );
  });

  it('stores one subscriber per distinct address, however it is spelled', async () => {
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(validEmail, fc.constantFrom('', ' ', '  '), fc.boolean(), async (email, pad, upper) => {
        const typed = `${pad}${upper ? email.toUpperCase() : email}${pad}`;
        const res = await postJson(newsletter, '/api/newsletter', { email: typed, source: 'footer-newsletter' });
        expect(res.status).toBe(seen.has(email) ? 409 : 200);
        seen.add(email);
        expect(await h.db.rows('subscribers')).toHaveLength(seen.size);
      }),
      { numRuns: 30 },
    );
  });
});
