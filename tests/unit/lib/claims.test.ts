/**
 * Each claims rule with bad examples that fail it, naming file and line with the message the editor
 * sees, and the nearest good wording that passes. Every way past the rules that was tried once is here
 * as a failing example.
 */
import { describe, expect, it } from 'vitest';
import {
  checkClaims,
  checkRendered,
  expiringKinds,
  formatProblems,
  rules,
  type ContentFile,
  type Rendered,
} from '../../../src/lib/claims';

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
  '  asAt: 2026-06-30',
  '  maxAgeMonths: 12',
  '  timing: target',
  '  basis: "The yearly interest we aim to pay, before tax. Not guaranteed."',
].join('\n');
const historic = [
  '- id: returns-historical',
  '  kind: return',
  '  value: "8–15%"',
  '  wording: "a year paid to our lenders, 2020–2024"',
  '  asAt: 2026-06-30',
  '  maxAgeMonths: 12',
  '  timing: historic',
  '  period: { from: 2020-01-01, to: 2024-12-31 }',
  '  basis: "Interest paid, after fees and before tax."',
  '  source: { name: "our records of interest paid to lenders" }',
].join('\n');
const rate = (asAt = '2026-01-01', maxAgeMonths = 12) =>
  [
    '- id: rate-easy-access',
    '  kind: rate',
    '  value: "2.48%"',
    '  wording: "Easy-access savings account (average)"',
    `  asAt: ${asAt}`,
    `  maxAgeMonths: ${maxAgeMonths}`,
    '  source: { name: "Moneyfacts UK Savings Trends Treasury Report", series: "average easy access rate" }',
  ].join('\n');
const security = [
  '- id: secured-against-property',
  '  kind: security',
  '  value: "Secured Against Property"',
  '  wording: "a legal charge on the property: it reduces the risk, it does not remove it"',
  '  asAt: 2026-06-30',
  '  maxAgeMonths: 12',
].join('\n');

const check = (...files: ContentFile[]) => checkClaims({ files: [site(), ...files], today });
const where = (...files: ContentFile[]) => check(...files).map((p) => `${p.file}:${p.line} ${p.rule}`);
/** A points file with one text, at line 3. */
const points = (text: string): ContentFile => ({
  path: 'content/points.yaml',
  text: `- id: a\n  title: "Why"\n  text: "${text}"`,
});
/** What the editor and the build print for one bad text in content/points.yaml. */
const said = (text: string) => formatProblems(check(points(text)));

describe('unqualified-claim: guarantees by meaning, negation only in its own clause', () => {
  it.each([
    ['A 5-year lease with the rent guaranteed whether or not the house is occupied.'],
    ['Guaranteed income from a Registered Provider.'],
    ['No voids, guaranteed rent for five years.'],
    ['No voids and guaranteed rent for five years.'],
    ['A 5-year rent guarantee from the housing provider.'],
    ['We guarantee your rent for five years.'],
    ['Your income is guaranteed by the council.'],
    ["Don't miss our guaranteed returns."],
    ['Capital Protected by bricks-and-mortar security.'],
    ['A risk-free way to beat inflation.'],
    ['There is no risk to your capital.'],
    ['Assured returns from social housing.'],
    ['We are FCA compliant.'],
    ['FCA compliant, with guaranteed income'],
    ['Our promotions are approved by the FCA.'],
    ['We are registered with the Financial Conduct Authority.'],
    ['Your investment is FSCS protected.'],
    ['Loans covered by the Financial Services Compensation Scheme.'],
    ['F.C.A. approved lending.'],
    // A "no" of another phrase negates nothing here.
    ['No doubt your returns are guaranteed.'],
    ["There's no question your income is guaranteed."],
    ['With no fees your rent is guaranteed.'],
    // What a reader sees, however it is spelt or encoded.
    ['Guarenteed rent for five years.'],
    ['A riskfree return.'],
    ['Guar\u00ADanteed rent (a soft hyphen).'],
    ['Guаranteed rent (a Cyrillic "а").'],
  ])('refuses "%s"', (text) => {
    expect(where(points(text))).toEqual(expect.arrayContaining(['content/points.yaml:3 unqualified-claim']));
    expect(check(points(text)).every((p) => p.rule === 'unqualified-claim')).toBe(true);
  });

  it('says what the editor sees: the word, why, and what to write instead', () => {
    expect(said('No voids, guaranteed rent for five years.')).toBe(
      'content/points.yaml:3: "guaranteed": nothing an investor is paid is guaranteed: say who pays and what could stop it (e.g. "paid by the provider under the lease"), or "not guaranteed" [unqualified-claim]',
    );
    expect(said('A 5-year rent guarantee from the housing provider.')).toMatch(
      /^content\/points\.yaml:3: "guarantee": nothing an investor is paid is guaranteed/,
    );
  });

  it.each([
    ['Returns are not guaranteed.'],
    ['No rate of growth is guaranteed: the figures are examples.'],
    ['No part of the rent is guaranteed.'],
    ['Investing with us (target, not guaranteed).'],
    ['There is no guarantee that a tenant stays.'],
    ['Neither your capital nor the returns are guaranteed.'],
    ['“Asset-backed” does not mean your money is guaranteed.'],
    ['Payments are not fixed or guaranteed.'],
    ['Simple is not the same as risk-free.'],
    ['No investment is without risk.'],
    ['We are not authorised or regulated by the FCA.'],
    ['Paid by the housing provider under the lease, including when a room is empty.'],
    ['A grant from the council paid for the insulation; the guarantor is the parent company.'],
    ['Cash deposits with UK banks are protected by the Financial Services Compensation Scheme up to its limit.'],
    ['There is no FSCS protection for property investments.'],
    ['Learn more about FSCS protection here.'],
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
      facts(
        '- id: fca',
        '  kind: claim',
        '  value: "FCA"',
        '  wording: "Compliant"',
        '  asAt: 2026-06-30',
        '  maxAgeMonths: 12',
      ),
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

describe('unqualified-safety: secured, repaid, holds its value, safe, only with their limits', () => {
  it.each([
    ['Every investment is secured.', 'Every investment is secured'],
    ['Your capital is repaid at the end of the term.', 'capital is repaid'],
    ['We buy assets that hold their value.', 'hold their value'],
    ['Our loans are fully secured against UK homes.', 'loans are fully secured'],
    ['Loans secured on property.', 'secured on'],
    ['Property is a safe investment.', 'safe investment'],
    ['Your money is safe with us.', 'money is safe'],
    // A "which" or "why" that states, not asks.
    ['We lend on property, which means your money is safe.', 'money is safe'],
    ["That's why your money is safe.", 'money is safe'],
    ['A personal guarantee from the directors adds a further layer.', 'personal guarantee'],
  ])('refuses "%s"', (text, claim) => {
    expect(check(points(text))).toEqual([
      expect.objectContaining({ file: 'content/points.yaml', line: 3, rule: 'unqualified-safety' }),
    ]);
    expect(said(text)).toContain(`"${claim}" unqualified: `);
  });

  it('tells the editor how to qualify it', () => {
    expect(said('Every investment is secured.')).toBe(
      'content/points.yaml:3: "Every investment is secured" unqualified: say what secures it and what that does not do, in the same sentence (e.g. "secured by a legal charge on the property: it reduces the risk, it does not remove it") [unqualified-safety]',
    );
  });

  it.each([
    ['A loan to us is secured by a second legal charge on the property: it reduces the risk, it does not remove it.'],
    ['Each loan is secured by a legal charge on a specific UK property, registered at HM Land Registry.'],
    ['We aim to repay your capital at the end of the term; it depends on the sale.'],
    ['A second charge ranks behind the mortgage lender and is repaid only after them.'],
    ['Over long periods property has tended to hold its value, though prices can fall.'],
    ['A personal guarantee from the directors adds a further layer but depends on their own means.'],
    ['Talk to us about how your money is secured.'],
    ['They found the property and secured the lease to a housing provider.'],
    ['If a loan is not repaid, the property can be sold.'],
  ])('accepts "%s"', (text) => {
    expect(check(points(text))).toEqual([]);
  });

  it("takes a security fact's qualification from its wording", () => {
    expect(check(facts(security))).toEqual([]);
    const bare = security.replace(/ {2}wording: .*/, '  wording: "Your money, secured"');
    expect(where(facts(bare))).toEqual(['content/facts.yaml:2 unqualified-safety']);
  });
});

describe('historic-return', () => {
  const historicFacts = (...more: string[]) =>
    facts(
      goodTarget,
      '- id: returns-historical',
      '  kind: return',
      '  value: "8–15%"',
      '  wording: "Paid to lenders a year"',
      '  asAt: 2026-06-30',
      '  maxAgeMonths: 12',
      '  timing: historic',
      '  basis: "Interest paid, before tax."',
      ...more,
    );

  it('refuses a past return with no period and no source', () => {
    expect(check(historicFacts()).map((p) => `${p.line} ${p.message.split(':')[0]}`)).toEqual([
      '10 past return "returns-historical" has no period',
      '10 past return "returns-historical" has no source',
    ]);
  });

  it('refuses a period that ends after the figure was true', () => {
    expect(
      check(
        historicFacts('  period: { from: 2020-01-01, to: 2026-12-31 }', '  source: { name: "Our loan records" }'),
      )[0]?.message,
    ).toMatch(/must run forwards and end by its asAt/);
  });

  it('accepts a complete period and a source', () => {
    expect(check(facts(goodTarget, historic))).toEqual([]);
  });

  it('refuses a past return relabelled as a target, whatever its label', () => {
    const relabelled = facts(historic.replace('timing: historic', 'timing: target'));
    expect(formatProblems(check(relabelled))).toBe(
      'content/facts.yaml:2: return fact "returns-historical" is labelled `timing: target` but it has a period: a return that was paid is historic whatever its label. Set `timing: historic` with its period and source, or word it as what you aim to pay [historic-return]',
    );
    const noPeriod = facts(
      historic
        .replace('timing: historic', 'timing: target')
        .replace(/\n {2}period: .*/, '')
        .replace(/\n {2}source: .*/, ''),
    );
    expect(formatProblems(check(noPeriod))).toMatch(
      /return fact "returns-historical" is labelled `timing: target` but "8–15% a year paid to our lenders, 2020–2024" reads as a past result/,
    );
  });

  it('refuses a past return named without its basis, period and source', () => {
    const bare: ContentFile = {
      path: 'content/points.yaml',
      text: '- id: a\n  text: "Our lenders were paid {{returns-historical}} a year."',
    };
    expect(check(facts(historic), bare).map((p) => `${p.line} ${p.rule} ${p.message.split(':')[0]}`)).toEqual([
      '2 historic-return {{returns-historical}} is a past return',
    ]);
    const full: ContentFile = {
      path: 'content/points.yaml',
      text: '- id: a\n  text: "{{returns-historical}} {{returns-historical.wording}}. {{returns-historical.basis}}"',
    };
    expect(check(facts(historic), full)).toEqual([]);
  });

  it.each([
    ['Lenders have received 8–15% a year since 2017.', '8–15%'],
    ['Our past deals have returned investors 12% annually.', '12%'],
    ['Our investors earned 12% last year.', '12%'],
    ['Returns were 9% in 2024.', '9%'],
    ["I've received a 10% return each year.", '10%'],
    ['If you had invested with us in 2017 you would have made 8% a year.', '8%'],
    ['Investors pocketed 12% a year.', '12%'],
    ['Our lenders took home 10%.', '10%'],
    ['Our loans saw 9% returns.', '9%'],
  ])('refuses a past return typed into text, whatever the verb: "%s"', (text, figure) => {
    expect(said(text)).toBe(
      `content/points.yaml:3: a past return typed into the text ("${figure}"): a past return is a return fact with \`timing: historic\`, its period and source (content/facts.yaml), named as {{id}} with {{id.basis}} [historic-return]`,
    );
  });

  it.each([
    ['We aim to pay 6–10% a year.'],
    ['Prices rose 64%, so cash that earned no interest lost 39% of its buying power.'],
    ['In October 2022 the annual rate of inflation reached 11.1%.'],
    ['The house was refinanced at 75% of its end value in 2024.'],
    ['A saver earning, say, 1% that year would have lost about a tenth of their buying power.'],
    ['Our targeted return is 6–10% a year.'],
    ['We sold 40% of the units in 2023.'],
    ['Bank Rate stayed around 5% through 2024.'],
  ])('accepts "%s"', (text) => {
    expect(check(points(text))).toEqual([]);
  });

  it('refuses a target written as a past result', () => {
    const text: ContentFile = {
      path: 'content/points.yaml',
      text: '- id: a\n  text: "Our deals have returned investors {{returns-target}} a year."',
    };
    expect(check(facts(goodTarget), text).map((p) => `${p.line} ${p.rule} ${p.message}`)).toEqual([
      '2 historic-return {{returns-target}} is a target, written here as a past result',
    ]);
  });
});

describe('typed-rate: cash, savings and ISA rates only through the dated facts file', () => {
  it('refuses a rate typed into text, each figure', () => {
    expect(said('You could earn 0.2% in a bank savings account or 4.5% in a cash ISA.')).toBe(
      [
        'content/points.yaml:3: a cash, savings or ISA rate typed into the text ("0.2%"): rates change, so they come only from a dated `rate` fact in content/facts.yaml (its source and maxAgeMonths), shown as {{id}} [typed-rate]',
        'content/points.yaml:3: a cash, savings or ISA rate typed into the text ("4.5%"): rates change, so they come only from a dated `rate` fact in content/facts.yaml (its source and maxAgeMonths), shown as {{id}} [typed-rate]',
      ].join('\n'),
    );
    expect(where(points('Easy-access accounts pay around 4% now.'))).toEqual(['content/points.yaml:3 typed-rate']);
  });

  it('accepts a rate shown through its fact, and a worked example that says so', () => {
    expect(check(facts(rate()), points('Easy access {{rate-easy-access}} beside our target.'))).toEqual([]);
    expect(check(points('For example, a 4% savings rate with 3% inflation is a real return of about 1%.'))).toEqual([]);
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

  it('checks the site description', () => {
    const settings = {
      path: 'content/site.json',
      text: '{\n  "description": "Up to 15% ROI on UK property.",\n  "regulatory": { "authorised": false }\n}',
    };
    expect(checkClaims({ files: [settings], today }).map((p) => `${p.file}:${p.line} ${p.rule}`)).toEqual([
      'content/site.json:2 return-in-description',
    ]);
  });
});

describe('stale-rate', () => {
  it('passes until maxAgeMonths after its date, then says exactly what to update', () => {
    const sourced = facts(
      rate().replace(
        /source: .*/,
        'source: { name: "Moneyfacts", series: "average easy access rate", url: "https://moneyfactsgroup.co.uk/" }',
      ),
    );
    expect(checkClaims({ files: [site(), sourced], today: new Date('2026-12-31T23:59:59Z') })).toEqual([]);
    const [problem, ...rest] = checkClaims({ files: [site(), sourced], today: new Date('2027-01-01T00:00:00Z') });
    expect(rest).toEqual([]);
    expect(problem).toEqual({
      file: 'content/facts.yaml',
      line: 2,
      rule: 'stale-rate',
      message:
        'rate "rate-easy-access" (Easy-access savings account (average) 2.48%, as at 1 January 2026) could be shown until 1 January 2027, 12 months after its date, and it is now 1 January 2027. Update its value, asAt and source from the latest Moneyfacts, average easy access rate (https://moneyfactsgroup.co.uk/), or take it off the pages that compare with it.',
    });
  });

  it('refuses a maximum age above 12 months: a rate from 2021 is not kept alive by maxAgeMonths 120', () => {
    expect(formatProblems(check(facts(rate('2021-01-01', 120))))).toBe(
      'content/facts.yaml:2: rate "rate-easy-access" (Easy-access savings account (average) 2.48%, as at 1 January 2021): maxAgeMonths is 120, but a comparison rate may be shown at most 12 months after its date, so it could be shown until 1 January 2022, 12 months after its date, and it is now 24 November 2026. Update its value, asAt and source from the latest Moneyfacts UK Savings Trends Treasury Report, average easy access rate, or take it off the pages that compare with it. [stale-rate]',
    );
    // Even while it is young, a promise of more than 12 months is refused.
    expect(where(facts(rate('2026-10-01', 24)))).toEqual(['content/facts.yaml:2 stale-rate']);
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
        rule: 'stale-figure',
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
    const bare = (...more: string[]) =>
      facts('- id: r', '  kind: rate', '  value: "2.48%"', '  wording: "Easy access"', '  asAt: 2026-01-01', ...more);
    expect(check(bare('  source: { name: "Moneyfacts" }')).map((p) => p.message)).toEqual([
      expect.stringMatching(/needs `asAt` and `maxAgeMonths`/),
    ]);
    expect(check(bare('  maxAgeMonths: 12')).map((p) => p.message)).toEqual([expect.stringMatching(/has no source/)]);
  });
});

describe('stale-figure: company figures expire as comparison rates do, once they carry a maximum age', () => {
  const raised = (asAt: string, ...more: string[]) =>
    facts('- id: raised', '  kind: money', '  value: "£1.2M+"', '  wording: "Raised"', `  asAt: ${asAt}`, ...more);

  it('holds a company figure to its maxAgeMonths, at most 12', () => {
    expect(formatProblems(check(raised('2025-06-30', '  maxAgeMonths: 12')))).toBe(
      'content/facts.yaml:2: fact "raised" (Raised £1.2M+, as at 30 June 2025) could be shown until 30 June 2026, 12 months after its date, and it is now 24 November 2026. Have the company confirm it (docs/launch.md), then update its value and asAt. [stale-figure]',
    );
    expect(check(raised('2026-06-30', '  maxAgeMonths: 12'))).toEqual([]);
    expect(formatProblems(check(raised('2026-06-30', '  maxAgeMonths: 36')))).toBe(
      'content/facts.yaml:2: fact "raised" (Raised £1.2M+, as at 30 June 2026): maxAgeMonths is 36, but a company figure may be shown at most 12 months after its date. Have the company confirm it (docs/launch.md), then update its value and asAt. [stale-figure]',
    );
  });

  it('asks every company figure for a maximum age: the June 2025 figures, put back, stop the build', () => {
    expect(expiringKinds).toEqual(['rate', 'return', 'security', 'money', 'count', 'duration', 'claim']);
    expect(formatProblems(check(raised('2025-06-30')))).toBe(
      'content/facts.yaml:2: fact "raised" needs `maxAgeMonths` (at most 12): how long after its asAt it may be shown [stale-figure]',
    );
    expect(where(raised('2025-06-30', '  maxAgeMonths: 12'))).toEqual(['content/facts.yaml:2 stale-figure']);
  });

  it('lets a record of a past year stand without one, if it names the year it is of', () => {
    const record = (wording: string) =>
      facts(
        '- id: deals-2023',
        '  kind: count',
        '  value: "7"',
        `  wording: "${wording}"`,
        '  asAt: 2023-12-31',
        '  record: true',
      );
    expect(check(record('Deals transacted by the end of 2023'))).toEqual([]);
    expect(formatProblems(check(record('Deals transacted')))).toBe(
      'content/facts.yaml:2: fact "deals-2023" is a record (record: true), which never expires, but neither its value nor its wording names the year it is of (2023): say the year ("by the end of 2023"), or make it a current figure with a recent asAt and maxAgeMonths [stale-figure]',
    );
  });
});

describe('the sources of pages and components', () => {
  const landing = (line: string): ContentFile => ({
    path: 'src/pages/landing.astro',
    text: `---\nimport Hero from '../components/Hero.astro';\nconst n = 3;\n---\n<Hero title="Free calculator">\n  <p class="lead">\n    ${line}\n  </p>\n</Hero>\n`,
  });

  it("reads a page's text, attributes and strings, naming the line", () => {
    expect(formatProblems(check(landing('FCA compliant, with guaranteed income')))).toBe(
      [
        'src/pages/landing.astro:7: "guaranteed": nothing an investor is paid is guaranteed: say who pays and what could stop it (e.g. "paid by the provider under the lease"), or "not guaranteed" [unqualified-claim]',
        'src/pages/landing.astro:7: "FCA compliant": the firm is not authorised (content/site.json, regulatory.authorised): state its status as the footer does, and imply no regulation [unqualified-claim]',
      ].join('\n'),
    );
    const attribute: ContentFile = {
      path: 'src/components/Card.astro',
      text: '---\nconst lead = `Loans ${"to us"} are fully secured.`;\n---\n<p title="A risk-free investment">{lead}</p>\n',
    };
    expect(where(attribute)).toEqual([
      'src/components/Card.astro:2 unqualified-safety',
      'src/components/Card.astro:4 unqualified-claim',
    ]);
  });

  it('keeps a sentence whole across lines and a value written into it', () => {
    const page: ContentFile = {
      path: 'src/pages/about.astro',
      text: '---\nconst y = 2020;\n---\n<p>\n  Since {y} investors have funded our projects, as loans secured\n  against the properties, and are paid from the rent.\n</p>\n',
    };
    expect(where(page)).toEqual(['src/pages/about.astro:5 unqualified-safety']);
  });

  it('reads the strings and JSX text of an island', () => {
    const island: ContentFile = {
      path: 'src/features/quiz/Result.tsx',
      text: "export function Result() {\n  const note = 'Well done.';\n  return <p>{note} Your money is safe with us.</p>;\n}\n",
    };
    expect(where(island)).toEqual(['src/features/quiz/Result.tsx:3 unqualified-safety']);
  });
});

describe('what visitors receive', () => {
  /** A security fact whose value is a figure: alone, it qualifies nothing. */
  const share = [
    '- id: loans-secured',
    '  kind: security',
    '  value: "100%"',
    '  wording: "Of our loans secured by a legal charge on the property: it reduces the risk, it does not remove it"',
    '  asAt: 2026-06-30',
    '  maxAgeMonths: 12',
  ].join('\n');
  const files = [site(), facts(goodTarget, historic, rate(), security, share)];
  const page = (text: string, where = 'text'): Rendered => ({
    page: '/landing',
    file: 'dist/landing.html',
    blocks: [{ where, text }],
  });
  const read = (...pages: Rendered[]) => formatProblems(checkRendered(pages, { files, today }));

  it('names the page, where on it, the sentence, and the source line its words came from', () => {
    const sources = [
      ...files,
      { path: 'src/pages/landing.astro', text: '---\n---\n<p>\n  FCA compliant, with guaranteed income\n</p>\n' },
    ];
    expect(
      formatProblems(checkRendered([page('FCA compliant, with guaranteed income')], { files: sources, today })),
    ).toBe(
      [
        '/landing (dist/landing.html), "FCA compliant, with guaranteed income": "guaranteed": nothing an investor is paid is guaranteed: say who pays and what could stop it (e.g. "paid by the provider under the lease"), or "not guaranteed" [unqualified-claim]; written at src/pages/landing.astro:4',
        '/landing (dist/landing.html), "FCA compliant, with guaranteed income": "FCA compliant": the firm is not authorised (content/site.json, regulatory.authorised): state its status as the footer does, and imply no regulation [unqualified-claim]; written at src/pages/landing.astro:4',
      ].join('\n'),
    );
  });

  it.each([
    ['meta description', 'Social housing in Lincolnshire, targeting 6–10% annual returns.', 'return-in-description'],
    ['og:description', 'Up to 15% ROI on UK property.', 'return-in-description'],
    ['meta description', 'Lend to us at 8 per cent a year.', 'return-in-description'],
    ['alt', 'A guaranteed income from bricks and mortar', 'unqualified-claim'],
    ['aria-label', 'Capital protected investments', 'unqualified-claim'],
    ['island', 'Your money is safe with us.', 'unqualified-safety'],
    // A security fact's figure alone ("100%", content/facts.yaml) qualifies nothing.
    ['text', 'Your money is 100% safe.', 'unqualified-safety'],
    ['text', 'Lenders have received 8–15% a year since 2017.', 'historic-return'],
    ['text', '0.2% in a bank savings account or 4.5% in a cash ISA', 'typed-rate'],
  ])('reads the %s: "%s"', (where, text, rule) => {
    expect(checkRendered([page(text, where)], { files, today })).toEqual([
      expect.objectContaining({ page: '/landing', rule, where: expect.stringContaining(text.slice(0, 20)) }),
      ...(rule === 'typed-rate' ? [expect.objectContaining({ rule })] : []),
    ]);
  });

  it('accepts the facts as the pages show them: a rate, a past return with its source and warning, a security claim', () => {
    expect(read(page('Easy-access savings account (average) 2.48%'))).toBe('');
    expect(read(page('Secured Against Property'))).toBe('');
    const withBasis: Rendered = {
      page: '/invest-with-us',
      file: 'dist/invest-with-us.html',
      blocks: [
        { where: 'text', text: 'Investing since 2017: 8–15% a year paid to our lenders, 2020–2024.' },
        {
          where: 'text',
          text: 'Source: our records of interest paid to lenders. Past performance is not a reliable indicator of future results.',
        },
      ],
    };
    expect(read(withBasis)).toBe('');
    // Without its source and warning on the page, the same words are a bare past return.
    expect(read({ ...withBasis, blocks: withBasis.blocks.slice(0, 1) })).toMatch(
      /: a past return typed into the text \("8–15%"\): .*\[historic-return\]$/,
    );
  });

  it('names an e-mail and the template its words came from', () => {
    const mail: Rendered = {
      page: 'e-mail newsletter/welcome',
      file: 'src/server/outbox/templates.ts',
      blocks: [{ where: 'text part', text: 'You will now receive guaranteed returns.' }],
    };
    const sources = [
      ...files,
      {
        path: 'src/server/outbox/templates.ts',
        text: "const p = {\n  p: 'You will now receive guaranteed returns.',\n};\n",
      },
    ];
    expect(formatProblems(checkRendered([mail], { files: sources, today }))).toMatch(
      /^e-mail newsletter\/welcome \(src\/server\/outbox\/templates\.ts\), text part: "You will now receive guaranteed returns\.": "guaranteed": .*\[unqualified-claim\]; written at src\/server\/outbox\/templates\.ts:2$/,
    );
  });
});

describe('blanket-security: no "asset-backed" label, and a charge of ours says its rank', () => {
  it.each([
    ['Invest alongside us in asset-backed social housing projects.', 'blanket-security'],
    ['Asset-backed property investment is one option; like any investment it carries risk.', 'blanket-security'],
    ['100% of our loans are secured by a legal charge on property.', 'blanket-security'],
    ['Investors lend to us with a legal charge registered at HM Land Registry.', 'blanket-security'],
  ])('refuses "%s"', (text, rule) => {
    expect(check(points(text)).map((p) => p.rule)).toEqual([rule]);
  });

  it('says what the editor sees', () => {
    expect(said('Invest alongside us in asset-backed social housing projects.')).toBe(
      'content/points.yaml:3: "asset-backed": say what secures what instead ("a loan secured by a second legal charge on the property, behind its mortgage"); a joint-venture stake has no charge [blanket-security]',
    );
    expect(said('100% of our loans are secured by a legal charge on property.')).toBe(
      'content/points.yaml:3: "secured by a legal charge" does not say which charge: ours is a second legal charge, behind the mortgage lender\'s first. Say so in the same sentence, and give the combined loan to value ({{loan-combined-ltv}}) on the page [blanket-security]',
    );
  });

  it.each([
    ['\u201cAsset-backed\u201d should mean something you can point to.'],
    ['Our loans are secured by a second legal charge on the property, behind its mortgage.'],
    ['You lend at a fixed rate, ideally secured on the property with a legal charge.'],
    ['A joint-venture stake has no charge on the property.'],
  ])('accepts "%s"', (text) => {
    expect(check(points(text))).toEqual([]);
  });
});

describe('how-paid: one account of how lenders and partners are paid', () => {
  it.each([
    ['Your return does not depend on rent or prices.'],
    ['Lending on property: a fixed return agreed in advance.'],
    ['Lending for fixed returns'],
    ['Once the sale completed the profit after costs was distributed to investors within 30 days.'],
  ])('refuses "%s"', (text) => {
    expect(check(points(text)).map((p) => p.rule)).toEqual(['how-paid']);
  });

  it('says what the editor sees', () => {
    expect(said('Your return does not depend on rent or prices.')).toBe(
      'content/points.yaml:3: "return does not depend on rent": we pay lenders and partners out of the rent, refinancing and sales of the properties, so what they are paid depends on them: say so, as {{how-paid}} does [how-paid]',
    );
  });

  it.each([
    ['Interest at a fixed rate, paid out of the rent and sales, so it can be late or missed.'],
    ['Interest is at a fixed rate; it is not a fixed return.'],
    ['Lending at a fixed interest rate'],
    ['Within 30 days of the sale investors were paid their stake and their share of the profit after costs.'],
  ])('accepts "%s"', (text) => {
    expect(check(points(text))).toEqual([]);
  });
});

describe('investment-advice: a score says what someone knows, never that they should invest', () => {
  it.each([
    ["Excellent! You're ready to start investing!"],
    ['You are now ready to invest.'],
    ['With this score you should invest.'],
  ])('refuses "%s"', (text) => {
    expect(check(points(text)).map((p) => p.rule)).toEqual(['investment-advice']);
  });

  it('says what the editor sees', () => {
    expect(said("Excellent! You're ready to start investing!")).toBe(
      'content/points.yaml:3: "You\'re ready to start investing": a score, a quiz or a calculator cannot say someone should invest: praise what they know and point them to learning more (the Learning Hub) [investment-advice]',
    );
  });

  it.each([
    ['Good job! Consider learning more before investing.'],
    ['Not sure whether you should invest? Talk to us.'],
    ["You're not ready to invest if you need the money within five years."],
  ])('accepts "%s"', (text) => {
    expect(check(points(text))).toEqual([]);
  });
});

describe('stale-goal: no goal for a year that has ended', () => {
  it('refuses a goal for a past year, saying what to do', () => {
    expect(said('We sourced 12 developments in 2024, and our goal for 2025 is 12 more.')).toBe(
      'content/points.yaml:3: a goal for 2025, which has ended ("goal for 2025"): say what happened, or take the goal out [stale-goal]',
    );
    expect(where(points('We aim to source 12 more developments in 2025.'))).toEqual([
      'content/points.yaml:3 stale-goal',
    ]);
  });

  it('accepts a goal for this year or later, and a result', () => {
    expect(check(points('Our goal for 2027 is 15 deals.'))).toEqual([]);
    expect(check(points('We sourced 12 developments in 2025.'))).toEqual([]);
  });
});

describe('inflation: a return does not "stay ahead of rising prices"', () => {
  it.each([['Returns that stay ahead of rising prices.'], ['An investment that beats inflation.']])(
    'refuses "%s"',
    (text) => {
      expect(check(points(text)).map((p) => p.rule)).toEqual(['unqualified-safety']);
      expect(said(text)).toMatch(
        /a return can fall behind inflation \(CPI ran above 9% from June 2022 to March 2023\)/,
      );
    },
  );

  it.each([['Aim To Beat Inflation With UK Property'], ['Want your money to outpace inflation?']])(
    'accepts "%s"',
    (text) => {
      expect(check(points(text))).toEqual([]);
    },
  );
});

describe('testimonial-return: a testimonial gives a figure only as a past return fact', () => {
  const testimonials = (...lines: string[]): ContentFile => ({
    path: 'content/testimonials.yaml',
    text: [
      '# Testimonials',
      '- id: lender',
      '  quote: "Every payment has arrived on time."',
      '  author: "J."',
      ...lines,
    ].join('\n'),
  });
  const lenderFact = [
    '- id: testimonial-j',
    '  kind: return',
    '  value: "10%"',
    '  wording: "a year in interest on a loan to us, 2024–2025"',
    '  asAt: 2026-06-30',
    '  maxAgeMonths: 12',
    '  timing: historic',
    '  period: { from: 2024-01-01, to: 2025-12-31 }',
    '  basis: "The rate fixed in one lender\'s agreement, before tax."',
    '  source: { name: "our records of his loan" }',
  ].join('\n');

  it('refuses a bare figure, naming the line and what to write', () => {
    expect(formatProblems(check(testimonials('  returns: "12% annual return"')))).toBe(
      'content/testimonials.yaml:5: testimonial "lender" gives a figure ("12% annual return") that is not a past return fact: add a `timing: historic` return to content/facts.yaml whose wording names the product and period (e.g. "a year in interest on a loan to us, 2024–2025"), with its basis and source, and name its id here; or quote no figure [testimonial-return]',
    );
  });

  it('refuses a figure in the quote itself', () => {
    const quoted: ContentFile = {
      path: 'content/testimonials.yaml',
      text: '- id: lender\n  quote: "A 9% return each year, and ahead of prices."\n  author: "H."',
    };
    expect(where(quoted)).toEqual(['content/testimonials.yaml:2 testimonial-return']);
  });

  it('accepts a past return fact, named by id', () => {
    expect(check(facts(lenderFact), testimonials('  returns: testimonial-j'))).toEqual([]);
  });
});

describe("whose-return: a case study's return says whose it is", () => {
  const study = (line: string): ContentFile => ({
    path: 'content/case-studies/x.mdx',
    text: `---\ntitle: X\nsummary:\n  - "${line}"\n---\nBody.\n`,
  });

  it('refuses the return without its owner and our share', () => {
    expect(formatProblems(check(study('A {{roi}} return a year on the {{moneyLeftIn}} left in.')))).toBe(
      'content/case-studies/x.mdx:4: the return is named without whose it is ("A {{roi}} return a year on the {{moneyLeftIn}} left in."): say it is the owner\'s return (on the cash left in, raised by the mortgage) and that it is before our share of the profit and tax [whose-return]',
    );
    expect(
      where({ path: 'content/case-studies/x.mdx', text: '---\ntitle: X\n---\n\nROI is the rent less interest.\n' }),
    ).toEqual(['content/case-studies/x.mdx:5 whose-return']);
  });

  it('accepts it with both', () => {
    expect(check(study('A {{roi}} return a year to the owner, before our share of the profit and tax.'))).toEqual([]);
  });
});

describe('since-date: a "since" agrees with the fact that dates it', () => {
  const since = facts(
    '- id: social-housing-since',
    '  kind: claim',
    '  value: "2021"',
    '  wording: "Social housing since"',
    '  asAt: 2021-12-31',
    '  record: true',
    '  since: social housing',
  );

  it('refuses an earlier year, in the sources and on a page', () => {
    expect(formatProblems(check(since, points('Social housing & buy-to-let since 2017.')))).toBe(
      'content/points.yaml:3: "since 2017" beside social housing, which we began in 2021 (fact "social-housing-since"): date it {{social-housing-since}}, or say what began in 2017 [since-date]',
    );
    const page: Rendered = {
      page: '/',
      file: 'dist/index.html',
      blocks: [{ where: 'text', text: 'Social housing & buy-to-let since 2017' }],
    };
    expect(checkRendered([page], { files: [site(), since], today }).map((p) => p.rule)).toEqual(['since-date']);
  });

  it('accepts each activity dated by its own year', () => {
    expect(check(since, points('Buy-to-let since 2018, social housing since 2021.'))).toEqual([]);
    expect(check(since, points('Buy-to-let since 2018 · social housing since 2021'))).toEqual([]);
  });
});

describe('pages: one risk section before the call to action, no long paragraph twice', () => {
  const files = [site(), facts(goodTarget)];
  const long =
    'Your capital is at risk. You could lose some or all of the money you invest. Returns are not guaranteed, and past performance is not a reliable indicator of future results.';
  const built = (page: string, html: string, blocks = [{ where: 'text', text: 'Hello there.' }]): Rendered => ({
    page,
    file: `dist${page}.html`,
    blocks,
    html,
  });
  const rules = (...pages: Rendered[]) => checkRendered(pages, { files, today }).map((p) => `${p.rule}: ${p.message}`);

  it('refuses the same long paragraph twice on a page', () => {
    const twice = built('/terms', '<main></main>', [
      { where: 'text', text: long },
      { where: 'text', text: 'Our numbers.' },
      { where: 'text', text: long },
    ]);
    expect(rules(twice)).toEqual([
      `repeated-paragraph: the same ${long.length}-character paragraph is printed 2 times: say it once, where it matters (the risk section), and a short line beside each figure`,
    ]);
    // A short warning beside each figure is not a long paragraph.
    const short = { where: 'text', text: 'Your capital is at risk. Returns are not guaranteed. What could go wrong' };
    expect(rules(built('/terms', '<main></main>', [short, short]))).toEqual([]);
  });

  it('refuses a promoting page without its risk section, or with it after the call to action', () => {
    expect(
      rules(built('/invest-with-us', '<main data-promotes="product-term"><section data-cta></section></main>')),
    ).toEqual([
      'risk-section: /invest-with-us promotes the investment (it states a return or a product term: src/lib/regulatory/promotion.ts) but has no "What could go wrong" section: put <RiskSection /> before its call to action',
    ]);
    // A page that only invites a call carries the route's words (BaseLayout), not a risk section.
    expect(rules(built('/updates/x', '<main data-promotes="invitation"><section data-cta></section></main>'))).toEqual(
      [],
    );
    expect(
      rules(
        built(
          '/case-studies/x',
          '<main data-promotes="invitation return"><section data-cta></section><section data-risk-section></section></main>',
        ),
      ),
    ).toEqual([
      'risk-section: /case-studies/x: the "What could go wrong" section comes after the call to action: move <RiskSection /> before it, where the decision is made',
    ]);
    expect(rules(built('/terms', '<p><a href="#what-could-go-wrong">What could go wrong</a></p>'))).toEqual([
      'risk-section: /terms links to "What could go wrong" but has no such section: put <RiskSection /> on it',
    ]);
  });

  it('accepts one risk section before the call to action', () => {
    expect(
      rules(
        built(
          '/invest-with-us',
          '<main data-promotes="return"><section data-risk-section></section><section data-cta></section></main>',
        ),
      ),
    ).toEqual([]);
  });
});

it('every rule has a one-line summary for docs/content.md', () => {
  expect(rules.map((r) => r.id)).toEqual([
    'unqualified-claim',
    'unqualified-safety',
    'return-basis',
    'historic-return',
    'typed-rate',
    'return-in-description',
    'stale-rate',
    'stale-figure',
    'blanket-security',
    'how-paid',
    'investment-advice',
    'stale-goal',
    'testimonial-return',
    'whose-return',
    'since-date',
  ]);
  for (const r of rules) expect(r.summary).toMatch(/^\S.{20,}$/);
});
