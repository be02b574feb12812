/**
 * Each claims rule with a bad example that fails it (naming file and line) and the nearest good
 * wording that passes.
 */
import { describe, expect, it } from 'vitest';
import { checkClaims, checkPageDescriptions, formatProblems, rules, type ContentFile } from '../../../src/lib/claims';

const today = new Date('2026-11-24T00:00:00Z');
const site = (authorised = false) => ({
  path: 'content/site.json',
  text: JSON.stringify({ description: 'Property investment in Lincolnshire.', regulatory: { authorised } }, null, 2),
});

/** A facts file whose entries are given as YAML lines after a comment line. */
const facts = (...entries: string[]): ContentFile => ({
  path: 'content/facts.yaml',
  text: ['# Facts', ...entries].join('\n'),
});
const goodTarget = [
  '- id: returns-target',
  '  kind: return',
  '  value: "6–10%"',
  '  wording: "Target annual return"',
  '  asAt: 2025-06-30',
  '  timing: target',
  '  basis: "The yearly interest we aim to pay, before tax. Not guaranteed."',
].join('\n');

const check = (...files: ContentFile[]) => checkClaims({ files: [site(), ...files], today });
const where = (...files: ContentFile[]) => check(...files).map((p) => `${p.file}:${p.line} ${p.rule}`);

describe('unqualified-claim', () => {
  const points = (text: string): ContentFile => ({
    path: 'content/points.yaml',
    text: `- id: a\n  title: "Why"\n  text: "${text}"`,
  });

  it.each([
    ['A 5-year lease with the rent guaranteed whether or not the house is occupied.'],
    ['Guaranteed income from a Registered Provider.'],
    ['Capital Protected by asset-backed security.'],
    ['A risk-free way to beat inflation.'],
    ['Property is a safe investment.'],
    ['We are FCA compliant.'],
    ['Our promotions are approved by the FCA.'],
  ])('refuses "%s"', (text) => {
    expect(where(points(text))).toEqual(['content/points.yaml:3 unqualified-claim']);
  });

  it.each([
    ['Returns are not guaranteed.'],
    ['No rate of growth is guaranteed: the figures are examples.'],
    ['Simple is not the same as risk-free.'],
    ['A personal guarantee from the directors adds a further layer.'],
    ['We are not authorised or regulated by the FCA.'],
    ['Paid by the housing provider under the lease, including when a room is empty.'],
  ])('accepts "%s"', (text) => {
    expect(check(points(text))).toEqual([]);
  });

  it('allows the regulatory words only when the site settings say the firm is authorised', () => {
    const text = points('Authorised and regulated by the Financial Conduct Authority.');
    expect(where(text)).toEqual(['content/points.yaml:3 unqualified-claim']);
    expect(checkClaims({ files: [site(true), text], today })).toEqual([]);
  });

  it("reads a fact's value and wording together, and names the fact", () => {
    const problems = check(
      facts('- id: fca', '  kind: claim', '  value: "FCA"', '  wording: "Compliant"', '  asAt: 2025-06-30'),
    );
    expect(formatProblems(problems)).toMatch(
      /^content\/facts\.yaml:2: fact "fca" reads "FCA Compliant": .* \[unqualified-claim\]$/,
    );
  });

  it('checks MDX frontmatter and body at their own lines, and skips comments and editor notes', () => {
    const mdx: ContentFile = {
      path: 'content/posts/p.mdx',
      text: '---\ntitle: T\n# guaranteed, in a comment\nlead: Risk-free.\n---\n\nIntro.\n\nGuaranteed rent.\n',
    };
    expect(where(mdx)).toEqual(['content/posts/p.mdx:4 unqualified-claim', 'content/posts/p.mdx:9 unqualified-claim']);
    expect(check(facts(goodTarget, '  note: "Not capital protected"'))).toEqual([]);
  });
});

describe('return-basis', () => {
  it('refuses a return fact with no basis or timing, at its line', () => {
    const problems = check(
      facts(
        '- id: returns-calculator',
        '  kind: return',
        '  value: "8–12%"',
        '  wording: "Target annual returns"',
        '  asAt: 2025-06-30',
      ),
    );
    expect(problems.map((p) => [p.line, p.rule, p.message.split(':')[0]])).toEqual([
      [2, 'return-basis', 'return fact "returns-calculator" has no basis'],
      [2, 'return-basis', 'return fact "returns-calculator" has no timing'],
    ]);
  });

  it('accepts one with both', () => {
    expect(check(facts(goodTarget))).toEqual([]);
  });
});

describe('historic-return', () => {
  const historic = (...more: string[]) =>
    facts(
      goodTarget,
      '- id: returns-historical',
      '  kind: return',
      '  value: "8–15%"',
      '  wording: "Paid to lenders a year"',
      '  asAt: 2025-06-30',
      '  timing: historic',
      '  basis: "Interest paid, before tax."',
      ...more,
    );

  it('refuses a past return with no period and no source', () => {
    expect(check(historic()).map((p) => `${p.line} ${p.message.split(':')[0]}`)).toEqual([
      '9 past return "returns-historical" has no period',
      '9 past return "returns-historical" has no source',
    ]);
  });

  it('refuses a period that ends after the figure was true', () => {
    expect(
      check(historic('  period: { from: 2020-01-01, to: 2025-12-31 }', '  source: { name: "Our loan records" }'))[0]
        ?.message,
    ).toMatch(/must run forwards and end by its asAt/);
  });

  it('accepts a complete period and a source', () => {
    expect(
      check(historic('  period: { from: 2020-01-01, to: 2024-12-31 }', '  source: { name: "Our loan records" }')),
    ).toEqual([]);
  });

  it('refuses a past return named without its basis, period and source', () => {
    const facts2 = historic('  period: { from: 2020-01-01, to: 2024-12-31 }', '  source: { name: "Our loan records" }');
    const bare: ContentFile = {
      path: 'content/points.yaml',
      text: '- id: a\n  text: "Our past deals have returned investors {{returns-historical}} annually since 2017."',
    };
    expect(check(facts2, bare).map((p) => `${p.line} ${p.rule} ${p.message.split(':')[0]}`)).toEqual([
      '2 historic-return {{returns-historical}} is a past return',
    ]);
    const full: ContentFile = {
      path: 'content/points.yaml',
      text: '- id: a\n  text: "{{returns-historical}} {{returns-historical.wording}}. {{returns-historical.basis}}"',
    };
    expect(check(facts2, full)).toEqual([]);
  });

  it('refuses a past return typed into text, and a target written as a past result', () => {
    const text: ContentFile = {
      path: 'content/points.yaml',
      text: '- id: a\n  text: "Our past deals have returned investors 8–15% annually."\n- id: b\n  text: "Our deals have returned investors {{returns-target}} a year."',
    };
    expect(check(facts(goodTarget), text).map((p) => `${p.line} ${p.rule}`)).toEqual([
      '2 historic-return',
      '4 historic-return',
    ]);
  });
});

describe('return-in-description', () => {
  const study = (description: string): ContentFile => ({
    path: 'content/case-studies/x.mdx',
    text: `---\ntitle: X\ndescription: "${description}"\n---\nBody.\n`,
  });

  it.each([
    ['A 2-bed let on a 5-year lease: costs, works and a {{roi}} ROI.'],
    ['Bought, refurbished and sold: {{profit}} profit.'],
    ['Targeting 6–10% annual returns from property.'],
    ['Investors target {{returns-target}} a year.'],
  ])('refuses "%s"', (description) => {
    expect(where(facts(goodTarget), study(description))).toEqual([
      'content/case-studies/x.mdx:3 return-in-description',
    ]);
  });

  it('accepts a description without a return, even with another percentage', () => {
    expect(check(study('How inflation of 3.8% erodes cash, and what to check before you invest.'))).toEqual([]);
  });

  it('checks the site description and built pages too', () => {
    const settings = {
      path: 'content/site.json',
      text: '{\n  "description": "Up to 15% ROI on UK property.",\n  "regulatory": { "authorised": false }\n}',
    };
    expect(checkClaims({ files: [settings], today }).map((p) => `${p.file}:${p.line} ${p.rule}`)).toEqual([
      'content/site.json:2 return-in-description',
    ]);
    expect(
      checkPageDescriptions([
        { file: 'dist/index.html', description: 'Social housing in Lincolnshire, targeting 6–10% annual returns.' },
      ]),
    ).toMatchObject([{ file: 'dist/index.html', rule: 'return-in-description' }]);
    expect(
      checkPageDescriptions([
        { file: 'dist/about.html', description: 'Meet the two co-founders, investing since 2017.' },
      ]),
    ).toEqual([]);
  });
});

describe('stale-rate', () => {
  const rate = (...more: string[]) =>
    facts(
      '- id: rate-easy-access',
      '  kind: rate',
      '  value: "2.48%"',
      '  wording: "Easy-access savings account (average)"',
      '  asAt: 2026-01-01',
      ...more,
    );
  const sourced = rate(
    '  maxAgeMonths: 12',
    '  source: { name: "Moneyfacts UK Savings Trends Treasury Report", series: "average easy access rate", url: "https://moneyfactsgroup.co.uk/" }',
  );

  it('passes until maxAgeMonths after its date, then says exactly what to update', () => {
    expect(checkClaims({ files: [site(), sourced], today: new Date('2026-12-31T23:59:59Z') })).toEqual([]);
    const [problem, ...rest] = checkClaims({ files: [site(), sourced], today: new Date('2027-01-01T00:00:00Z') });
    expect(rest).toEqual([]);
    expect(problem).toEqual({
      file: 'content/facts.yaml',
      line: 2,
      rule: 'stale-rate',
      message:
        'rate "rate-easy-access" (Easy-access savings account (average) 2.48%, as at 1 January 2026) could be shown until 1 January 2027, 12 months after its date, and it is now 1 January 2027. Update its value, asAt and source from the latest Moneyfacts UK Savings Trends Treasury Report, average easy access rate (https://moneyfactsgroup.co.uk/), or take it off the pages that compare with it.',
    });
  });

  it('a product term with a maximum age expires the same way, and asks for the company to confirm it', () => {
    const term = facts(
      '- id: loan-term',
      '  kind: duration',
      '  value: "24 months"',
      '  wording: "Term"',
      '  asAt: 2026-11-26',
      '  maxAgeMonths: 12',
      '  example: true',
    );
    expect(checkClaims({ files: [site(), term], today: new Date('2027-11-25T00:00:00Z') })).toEqual([]);
    expect(checkClaims({ files: [site(), term], today: new Date('2027-11-26T00:00:00Z') })).toEqual([
      {
        file: 'content/facts.yaml',
        line: 2,
        rule: 'stale-rate',
        message:
          'fact "loan-term" (Term 24 months, as at 26 November 2026) could be shown until 26 November 2027, 12 months after its date, and it is now 26 November 2027. Have the company confirm it (docs/launch.md), then update its value and asAt.',
      },
    ]);
  });

  it('checks a fact’s detail for words a promotion must not use', () => {
    const detail = facts(
      '- id: loan-charge-rank',
      '  kind: security',
      '  value: "Second legal charge"',
      '  wording: "Security"',
      '  detail: "Your capital protected by the property."',
      '  asAt: 2026-11-26',
    );
    expect(where(detail)).toContain('content/facts.yaml:2 unqualified-claim');
  });

  it('refuses a rate with no source or no maximum age', () => {
    expect(check(rate('  source: { name: "Moneyfacts" }')).map((p) => p.message)).toEqual([
      expect.stringMatching(/needs `asAt` and `maxAgeMonths`/),
    ]);
    expect(check(rate('  maxAgeMonths: 12')).map((p) => p.message)).toEqual([expect.stringMatching(/has no source/)]);
  });
});

it('every rule has a one-line summary for docs/content.md', () => {
  expect(rules.map((r) => r.id)).toEqual([
    'unqualified-claim',
    'return-basis',
    'historic-return',
    'return-in-description',
    'stale-rate',
  ]);
  for (const r of rules) expect(r.summary).toMatch(/^\S.{20,}$/);
});
