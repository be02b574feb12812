/**
 * The runner of the claims rules (src/lib/claims/run.ts): what the editor and the build print, at which file and
 * line, and how a built page or e-mail is named with the source line its words came from. What each rule
 * refuses is in its own examples (rules.test.ts).
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
} from '../../../../src/lib/claims';
import { sourceText } from '../../../../src/lib/claims/sourceText';

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
/** A page's code, read as the build reads it. */
const code = (path: string, text: string): ContentFile => ({ path, text, runs: sourceText(path, text) });
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
const rate = [
  '- id: rate-easy-access',
  '  kind: rate',
  '  value: "2.48%"',
  '  wording: "Easy-access savings account (average)"',
  '  asAt: 2026-01-01',
  '  maxAgeMonths: 12',
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
const said = (text: string) => formatProblems(check(points(text)));

describe('what the editor sees', () => {
  it('the file and line, the words, why, what to write instead, and the rule', () => {
    expect(said('No voids, guaranteed rent for five years.')).toBe(
      'content/points.yaml:3: "guaranteed": nothing an investor is paid is guaranteed: say who pays and what could stop it (e.g. "paid by the provider under the lease"), or "not guaranteed" [unqualified-claim]',
    );
    expect(said('Every investment is secured.')).toBe(
      'content/points.yaml:3: "Every investment is secured" unqualified: say what secures it and what that does not do, in the same sentence (e.g. "secured by a legal charge on the property: it reduces the risk, it does not remove it") [unqualified-safety]',
    );
    expect(said('Lenders have received 8–15% a year since 2017.')).toBe(
      'content/points.yaml:3: a past return typed into the text ("8–15%"): a past return is a return fact with `timing: historic`, its period and source (content/facts.yaml), named as {{id}} with {{id.basis}} [historic-return]',
    );
  });

  it('allows the regulatory words only when the site settings say the firm is authorised', () => {
    const text = points('Authorised and regulated by the Financial Conduct Authority.');
    expect(where(text)).toEqual(['content/points.yaml:3 unqualified-claim']);
    expect(checkClaims({ files: [site(true), text], today })).toEqual([]);
  });

  it("reads a fact's value and wording together, its detail too, and names the fact", () => {
    const fca = facts(
      '- id: fca',
      '  kind: claim',
      '  value: "FCA"',
      '  wording: "Compliant"',
      '  asAt: 2026-06-30',
      '  maxAgeMonths: 12',
    );
    expect(formatProblems(check(fca))).toMatch(
      /^content\/facts\.yaml:2: fact "fca" reads "FCA Compliant": .* \[unqualified-claim\]$/,
    );
    const detail = facts(
      '- id: loan-charge-rank',
      '  kind: security',
      '  value: "Second legal charge"',
      '  wording: "Security"',
      '  detail: "Your capital protected by the property."',
      '  asAt: 2026-11-26',
    );
    expect(where(detail)).toContain('content/facts.yaml:2 unqualified-claim');
    // A security fact's qualification is its wording.
    expect(check(facts(security))).toEqual([]);
  });

  it('checks MDX frontmatter and body at their own lines, and skips comments and editor notes', () => {
    const mdx: ContentFile = {
      path: 'content/posts/p.mdx',
      text: '---\ntitle: T\n# guaranteed, in a comment\nlead: Risk-free.\n---\n\nIntro.\n\nGuaranteed rent.\n',
    };
    expect(where(mdx)).toEqual(['content/posts/p.mdx:4 unqualified-claim', 'content/posts/p.mdx:9 unqualified-claim']);
    expect(check(facts(goodTarget, '  note: "Not capital protected"'))).toEqual([]);
  });

  it('reads a Markdown paragraph whole, and names the line of the claim in it', () => {
    const mdx: ContentFile = {
      path: 'content/posts/p.mdx',
      text: '---\ntitle: T\n---\n\nNot one of our investors\nhas ever lost a penny. And\nyour money is safe with us.\n',
    };
    expect(where(mdx)).toEqual(['content/posts/p.mdx:5 perfect-record', 'content/posts/p.mdx:7 unqualified-safety']);
  });

  it('names the line of a claim inside a YAML value folded over several lines', () => {
    const folded: ContentFile = {
      path: 'content/points.yaml',
      text: '- id: a\n  text: >\n    Property is an investment\n    like any other, and\n    your money is safe.\n',
    };
    expect(where(folded)).toEqual(['content/points.yaml:5 unqualified-safety']);
  });

  it('lists the past return facts missing their period and source at the fact', () => {
    const bare = facts(goodTarget, historic.replace(/\n {2}period: .*/, '').replace(/\n {2}source: .*/, ''));
    expect(check(bare).map((p) => `${p.line} ${p.message.split(':')[0]}`)).toEqual([
      '10 past return "returns-historical" has no period',
      '10 past return "returns-historical" has no source',
    ]);
  });

  it('says exactly what to update when a rate has expired', () => {
    const sourced = facts(
      rate.replace(
        /source: .*/,
        'source: { name: "Moneyfacts", series: "average easy access rate", url: "https://moneyfactsgroup.co.uk/" }',
      ),
    );
    expect(checkClaims({ files: [site(), sourced], today: new Date('2026-12-31T23:59:59Z') })).toEqual([]);
    expect(checkClaims({ files: [site(), sourced], today: new Date('2027-01-01T00:00:00Z') })).toEqual([
      {
        file: 'content/facts.yaml',
        line: 2,
        rule: 'stale-rate',
        message:
          'rate "rate-easy-access" (Easy-access savings account (average) 2.48%, as at 1 January 2026) could be shown until 1 January 2027, 12 months after its date, and it is now 1 January 2027. Update its value, asAt and source from the latest Moneyfacts, average easy access rate (https://moneyfactsgroup.co.uk/), or take it off the pages that compare with it.',
      },
    ]);
    expect(expiringKinds).toEqual(['rate', 'return', 'security', 'money', 'count', 'duration', 'claim']);
  });
});

describe('the sources of pages and components', () => {
  const landing = (line: string) =>
    code(
      'src/pages/landing.astro',
      `---\nimport Hero from '../components/Hero.astro';\nconst n = 3;\n---\n<Hero title="Free calculator">\n  <p class="lead">\n    ${line}\n  </p>\n</Hero>\n`,
    );

  it("reads a page's text, attributes and strings, naming the line", () => {
    expect(formatProblems(check(landing('FCA compliant, with guaranteed income')))).toBe(
      [
        'src/pages/landing.astro:7: "guaranteed": nothing an investor is paid is guaranteed: say who pays and what could stop it (e.g. "paid by the provider under the lease"), or "not guaranteed" [unqualified-claim]',
        'src/pages/landing.astro:7: "FCA compliant": the firm is not authorised (content/site.json, regulatory.authorised): state its status as the footer does, and imply no regulation [unqualified-claim]',
      ].join('\n'),
    );
    const card = code(
      'src/components/Card.astro',
      '---\nconst lead = `Loans ${"to us"} are fully secured.`;\n---\n<p title="A risk-free investment">{lead}</p>\n',
    );
    expect(where(card)).toEqual([
      'src/components/Card.astro:2 unqualified-safety',
      'src/components/Card.astro:4 unqualified-claim',
    ]);
  });

  it('keeps a sentence whole across lines and a value written into it', () => {
    const page = code(
      'src/pages/about.astro',
      '---\nconst y = 2020;\n---\n<p>\n  Since {y} investors have funded our projects, as loans secured\n  against the properties, and are paid from the rent.\n</p>\n',
    );
    expect(where(page)).toEqual(['src/pages/about.astro:5 unqualified-safety']);
  });

  it('reads the strings and JSX text of an island, not its comments or module names', () => {
    const island = code(
      'src/features/quiz/Result.tsx',
      "import x from './guaranteed returns';\n// Your money is safe: a comment\nexport function Result() {\n  const note = 'Well done.';\n  return <p>{note} Your money is safe with us.</p>;\n}\n",
    );
    expect(where(island)).toEqual(['src/features/quiz/Result.tsx:5 unqualified-safety']);
  });

  it('asks for the code to be read first, so the editor never loads a compiler', () => {
    expect(() => check({ path: 'src/pages/x.astro', text: '<p>Hi</p>' })).toThrow(/sourceText/);
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
  const files = [site(), facts(goodTarget, historic, rate, security, share)];
  const page = (text: string, where = 'text'): Rendered => ({
    page: '/landing',
    file: 'dist/landing.html',
    blocks: [{ where, text }],
  });
  const read = (...pages: Rendered[]) => formatProblems(checkRendered(pages, { files, today }));

  it('names the page, where on it, the sentence, and the source line its words came from', () => {
    const sources = [
      ...files,
      code('src/pages/landing.astro', '---\n---\n<p>\n  FCA compliant, with guaranteed income\n</p>\n'),
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
    ['alt', 'A guaranteed income from bricks and mortar', 'unqualified-claim'],
    ['aria-label', 'Capital protected investments', 'unqualified-claim'],
    ['island', 'Your money is safe with us.', 'unqualified-safety'],
    // A security fact's figure alone ("100%", content/facts.yaml) qualifies nothing.
    ['text', 'Your money is 100% safe.', 'unqualified-safety'],
    ['text', 'Lenders have received 8–15% a year since 2017.', 'historic-return'],
  ])('reads the %s: "%s"', (where, text, rule) => {
    expect(checkRendered([page(text, where)], { files, today })).toEqual([
      expect.objectContaining({ page: '/landing', rule, where: expect.stringContaining(text.slice(0, 20)) }),
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
      code('src/server/outbox/templates.ts', "const p = {\n  p: 'You will now receive guaranteed returns.',\n};\n"),
    ];
    expect(formatProblems(checkRendered([mail], { files: sources, today }))).toMatch(
      /^e-mail newsletter\/welcome \(src\/server\/outbox\/templates\.ts\), text part: "You will now receive guaranteed returns\.": "guaranteed": .*\[unqualified-claim\]; written at src\/server\/outbox\/templates\.ts:2$/,
    );
  });
});

it('runs the rules of the build, the old ones among them', () => {
  expect(rules.map((r) => r.id)).toEqual(
    expect.arrayContaining([
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
      'repeated-paragraph',
      'risk-section',
    ]),
  );
});
