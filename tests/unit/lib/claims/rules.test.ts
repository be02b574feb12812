/**
 * Every claims rule's own examples (src/lib/claims/rules/, the shape in rule.ts), run as the build reads them: each
 * valid example passes the rule, each invalid one fails it. Plain unit tests: no build, no server.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkExample, formatProblems, rules } from '../../../../src/lib/claims';
import type { Rule } from '../../../../src/lib/claims';

type Example = Rule['examples']['invalid'][number];
const label = (e: Example) =>
  typeof e === 'string'
    ? e
    : 'text' in e
      ? `${e.text}${e.rendered ? ` (on a page${e.where ? `, ${e.where}` : ''})` : ''}`
      : 'files' in e
        ? `files ${Object.keys(e.files).join(', ')}: ${JSON.stringify(Object.values(e.files).at(-1)).slice(0, 90)}`
        : 'studies' in e
          ? `case studies ${JSON.stringify(e.studies).slice(0, 120)}`
          : `page ${e.page}: ${e.html.slice(0, 120)}`;

describe.each(rules.map((r) => [r.id, r] as const))('%s', (_, rule) => {
  it('says what it refuses and why, with examples both ways', () => {
    expect(rule.id).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
    expect(rule.refuses).toMatch(/^\S.{20,}$/);
    expect(rule.why).toMatch(/^\S.{20,}$/);
    expect(rule.examples.valid.length).toBeGreaterThan(0);
    expect(rule.examples.invalid.length).toBeGreaterThan(0);
    expect(rule.text ?? rule.sources ?? rule.page ?? rule.studies).toBeTypeOf('function');
  });

  it.each(rule.examples.valid.map((e) => [label(e), e] as const))('lets through %s', (_, example) => {
    expect(formatProblems(checkExample(rule, example))).toBe('');
  });

  it.each(rule.examples.invalid.map((e) => [label(e), e] as const))('refuses %s', (_, example) => {
    const problems = checkExample(rule, example);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((p) => p.rule === rule.id && p.message.length > 20)).toBe(true);
    // An example that names its message gives it, word for word.
    if (typeof example === 'object' && 'message' in example)
      expect(problems.map((p) => p.message)).toContain(example.message);
  });
});

it('has one rule per id, each with its row in docs/content.md', () => {
  expect(new Set(rules.map((r) => r.id)).size).toBe(rules.length);
  const doc = readFileSync('docs/content.md', 'utf8');
  expect(rules.filter((r) => !doc.includes(`| \`${r.id}\``)).map((r) => r.id)).toEqual([]);
});

/**
 * The statements a careless copywriter typed into a copy of the site, which built green before (17 of 22):
 * each is now an invalid example of some rule.
 */
const tried = [
  'Not one of our investors has ever lost a penny',
  'Backed by the FCA and proud members of the FCA register',
  'your principal is ring-fenced, and you will get every penny back',
  'Your returns are locked in from day one',
  'Double your money in five years',
  'Insured against loss',
  'our lenders have had 12% a year, every year, and it beats any savings account',
  'Income you can count on, whatever happens',
  'Never happened: every lender has always been repaid in full',
  'gilt-edged',
  '100% secure',
  'Loss-proof lending',
  'Every loan is insured against default',
  'grow your wealth with property, like our investors do',
  'We promise you 9% a year, every year.',
];

it.each(tried)('"%s" fails an example of a rule', (phrase) => {
  const text = (e: Example) => (typeof e === 'string' ? e : 'text' in e ? e.text : '');
  const refused = rules.filter((r) =>
    r.examples.invalid.some((e) => text(e).toLowerCase().includes(phrase.toLowerCase())),
  );
  expect(refused.map((r) => r.id)).not.toEqual([]);
  for (const r of refused)
    for (const e of r.examples.invalid.filter((x) => text(x).toLowerCase().includes(phrase.toLowerCase())))
      expect(checkExample(r, e).length).toBeGreaterThan(0);
});
