import { describe, expect, it } from 'vitest';
import { deliverableAddress, isDeliverableAddress } from '../../../src/lib/email';
import { contactSchema } from '../../../src/lib/forms/contactSchema';
import { dealLeadSchema } from '../../../src/lib/forms/dealLeadSchema';
import { calculationSchemas } from '../../../src/lib/forms/calculatorSchema';
import { calculatorReportSchema } from '../../../src/lib/forms/calculatorReportSchema';
import { newsletterSchema } from '../../../src/lib/forms/newsletterSchema';

/** [input, the address stored and sent] */
const accepted: [string, string][] = [
  ['x@example.com', 'x@example.com'],
  ['  priya@example.com  ', 'priya@example.com'],
  ['first.last@example.co.uk', 'first.last@example.co.uk'],
  ['jane+newsletter@example.com', 'jane+newsletter@example.com'],
  ["o'brien@example.ie", "o'brien@example.ie"],
  ['user_name-1@mail.sub.example.org', 'user_name-1@mail.sub.example.org'],
  ['x@a-b.example', 'x@a-b.example'],
  ['Mixed.Case@Example.COM', 'Mixed.Case@example.com'],
  ['x@example.xn--p1ai', 'x@example.xn--p1ai'],
  // Internationalised domains, sent in the ASCII form browsers also submit.
  ['anna@bücher.de', 'anna@xn--bcher-kva.de'],
  ['ivan@пример.рф', 'ivan@xn--e1afmkfd.xn--p1ai'],
  ['kim@ｅxample.com', 'kim@example.com'],
  [`${'l'.repeat(64)}@example.com`, `${'l'.repeat(64)}@example.com`],
];

/** [input, why it cannot be delivered as one mailbox] */
const refused: [string, string][] = [
  ['a,b@example.com', 'a comma makes it a list of two recipients'],
  ['x@example.com.', 'a trailing dot is an empty last label'],
  ['x@example..com', 'an empty label'],
  ['<x@example.com', 'angle bracket'],
  ['x@example.com>', 'angle bracket'],
  ['Jo Bloggs <jo@example.com>', 'display name'],
  ['"jo"@example.com', 'quoted local part'],
  ['jo bloggs@example.com', 'space'],
  ['jo@exa mple.com', 'space in the domain'],
  ['x@example.com, y@example.com', 'two addresses'],
  ['x@example.com;y@example.com', 'two addresses'],
  ['x@y@example.com', 'two at signs'],
  ['@example.com', 'empty local part'],
  ['x@', 'empty domain'],
  ['x', 'no at sign'],
  ['x@example', 'one label'],
  ['x@localhost', 'one label'],
  ['x@.example.com', 'empty first label'],
  ['.x@example.com', 'leading dot'],
  ['x.@example.com', 'trailing dot in the local part'],
  ['x..y@example.com', 'doubled dot in the local part'],
  ['x@-example.com', 'label starting with a hyphen'],
  ['x@example-.com', 'label ending with a hyphen'],
  ['x@example.c', 'one-letter top-level label'],
  ['x@example.123', 'numeric top-level label'],
  ['x@127.0.0.1', 'IP address'],
  ['x@[127.0.0.1]', 'address literal'],
  ['x@exa_mple.com', 'underscore in the domain'],
  ['x@example.com\r\nBcc: victim@example.com', 'header injection'],
  ['x\u0000@example.com', 'control character'],
  ['x@exam\u202eple.com', 'bidi override'],
  ['x\u200b@example.com', 'zero-width space'],
  ['jösé@example.com', 'non-ASCII local part (SMTPUTF8)'],
  ['x@bü/cher.de', 'slash in an internationalised domain'],
  ['x@%65xample.com', 'percent escape'],
  [`${'l'.repeat(65)}@example.com`, 'local part over 64'],
  [`x@${'a'.repeat(64)}.com`, 'label over 63'],
  [`x@${Array.from({ length: 50 }, () => 'abcd').join('.')}.com`, 'domain over 253'],
  [`${'l'.repeat(60)}@${Array.from({ length: 38 }, () => 'abcde').join('.')}.com`, 'address over 254'],
  ['', 'empty'],
];

describe('the e-mail address rule', () => {
  it.each(accepted)('accepts %j as %j', (input, sent) => {
    expect(deliverableAddress(input)).toBe(sent);
    expect(isDeliverableAddress(input)).toBe(true);
  });

  it.each(refused)('refuses %j (%s)', (input) => {
    expect(deliverableAddress(input)).toBeNull();
    expect(isDeliverableAddress(input)).toBe(false);
  });

  it('refuses what is not text', () => {
    for (const value of [undefined, null, 42, ['x@example.com'], { email: 'x@example.com' }])
      expect(isDeliverableAddress(value)).toBe(false);
  });
});

describe('every form schema applies it', () => {
  const schemas = {
    newsletter: (email: string) => newsletterSchema.safeParse({ email }),
    contact: (email: string) =>
      contactSchema.safeParse({
        name: 'Priya',
        email,
        investmentAmount: '25k-50k',
        interest: 'questions',
        message: 'Hello there, a question.',
      }),
    dealLead: (email: string) => dealLeadSchema.safeParse({ name: 'Priya', email }),
    calculator: (email: string) =>
      calculationSchemas.calculator.safeParse({ name: 'P', email, amount: '100', year: '2020', month: '1' }),
    landing: (email: string) =>
      calculationSchemas.landing.safeParse({
        name: 'Pr',
        email,
        amount: '100',
        year: '2020',
        month: '1',
        source: 'Landing Page',
      }),
    report: (email: string) =>
      calculatorReportSchema.safeParse({ name: 'P', email, amount: '100', year: '2020', month: '1', chartImage: 'x' }),
  };

  it.each(Object.entries(schemas))('%s: refuses the probe’s addresses and stores the ASCII form', (_name, parse) => {
    for (const bad of ['a,b@example.com', 'x@example.com.', 'x@example..com', '<x@example.com']) {
      const result = parse(bad);
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues.map((i) => i.path[0])).toEqual(['email']);
    }
    const good = parse(' anna@Bücher.de ');
    expect(good.success).toBe(true);
    expect((good.data as { email: string }).email).toBe('anna@xn--bcher-kva.de');
  });
});
