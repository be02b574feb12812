/**
 * Sign-off by version on fixtures (scripts/build/approval-check.mjs, src/lib/approvalRecord.ts): what a page and an e-mail are
 * fingerprinted as, figures that change by themselves read as the sentence around them, what a production build
 * says of a changed page, how a preview marks it, the approval pack, and the values a live site refuses. No build:
 * the build end to end is tests/e2e/approval.spec.ts.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  approvalLines,
  approvalRecordSchema,
  changedLines,
  documentLines,
  routeWithApproval,
} from '../../../src/lib/approvalRecord';
import { parseHtml, writeHtml } from '../../../src/lib/html';
import { fingerprintOf, mailLines } from '../../../src/server/fingerprint';
import { markAwaiting, refusal, unapproved, type Item } from '../../../scripts/build/approval-check.mjs';
import { approvalPack } from '../../../scripts/build/approval-pack.mjs';
import { exampleValues } from '../../../scripts/build/example-values.mjs';

const page = (main: string, head = '') =>
  `<!doctype html><html lang="en-GB"><head><title>Home | Co</title>${head}</head><body><header><a href="/">Co</a></header><main id="main">${main}</main><footer><p>© <span data-live>2026</span> Co Ltd</p></footer></body></html>`;
const lines = (html: string) => documentLines(parseHtml(html));
const item = (name: string, html: string): Item => {
  const l = lines(html);
  return { name, kind: 'page', file: `${name.slice(1) || 'index'}.html`, lines: l, fingerprint: fingerprintOf(l) };
};
const record = (pages: Record<string, string>) =>
  approvalRecordSchema.parse({
    approver: 'Test Approvals Ltd',
    frn: '654321',
    approvedOn: '2026-11-02',
    validMonths: 12,
    reference: 'T-1',
    fingerprint: '0123456789abcdef',
    pages,
    emails: {},
  });

describe('what a page is signed off as', () => {
  it('each sentence with where it is, in order', () => {
    expect(
      lines(page('<h1>Property investment</h1><p>We lend. You could lose money.</p><img alt="A house" src="/a.jpg">')),
    ).toEqual([
      'title: Home | Co',
      'text: Co',
      'text: Property investment',
      'text: We lend.',
      'text: You could lose money.',
      'alt: A house',
      'text: © … Co Ltd',
    ]);
  });

  it('a figure that changes by itself as the sentence around it, wherever the page repeats it', () => {
    const month = (label: string, rate: string, year: string) =>
      page(
        `<p>Current UK inflation <strong data-live>${rate}</strong> ONS CPI, 12 months to <span data-live>${label}</span></p><select><option>${year}</option><option>2025</option></select><astro-island props="{&quot;latestLabel&quot;:[0,&quot;Uses figures up to ${label}&quot;]}"></astro-island>`,
      );
    const august = lines(month('August 2026', '3.1%', '2026'));
    expect(august).toContain('text: Current UK inflation … ONS CPI, 12 months to …');
    expect(august).toContain('island: Uses figures up to …');
    expect(lines(month('September 2026', '3.4%', '2027'))).toEqual(august);
    // A word changed around the figure is a change.
    expect(lines(month('August 2026', '3.1%', '2026').replace('Current UK', 'Today’s UK'))).not.toEqual(august);
  });

  it("the approval note's approver, firm reference number and date as the sentence around them", () => {
    const note = (date: string, who: string, frn: string) =>
      page(
        `<p class="approval">Approved on <span data-live>${date}</span> by <span data-live>${who}</span>, FCA firm reference number <span data-live>${frn}</span>.</p>`,
      );
    const signed = lines(note('2 November 2026', 'Test Approvals Ltd', '654321'));
    expect(signed).toEqual(lines(note('28 November 2026', 'Other Approvals LLP', '123456')));
    expect(signed).toContain('text: Approved on … by …, FCA firm reference number ….');
  });

  it("a value like the record's elsewhere as written: a date, a number that holds the firm reference number", () => {
    const legal = page(
      '<p>Last updated <time datetime="2026-11-02">2 November 2026</time></p><p>Company number 16543217.</p>',
    );
    expect(lines(legal)).toEqual(
      expect.arrayContaining(['text: Last updated 2 November 2026', 'text: Company number 16543217.']),
    );
  });

  it('a bare number repeated elsewhere is not taken for the live figure', () => {
    expect(lines(page('<p>Since 2026 we lend.</p>'))).toContain('text: Since 2026 we lend.');
  });
});

describe('what an e-mail is signed off as', () => {
  it('its subject, its HTML as a page and its text part, a link spelt out read as where it leads', () => {
    const mail = {
      subject: 'Welcome to Co',
      html: '<html><head><title>Welcome</title></head><body><h1>Thanks</h1><p>Read our case studies.</p></body></html>',
      text: 'Co\n\nThanks\n\nRead our case studies:\nhttps://www.example.com/case-studies?utm_source=e',
    };
    const here = mailLines(mail);
    expect(here).toEqual([
      'subject: Welcome to Co',
      'text: Thanks',
      'text: Read our case studies.',
      'text part: Co',
      'text part: Thanks',
      'text part: Read our case studies: …',
    ]);
    expect(mailLines({ ...mail, text: mail.text.replace('https://www.example.com', 'http://localhost:8911') })).toEqual(
      here,
    );
  });
});

describe('a production build and a preview', () => {
  const before = page('<h1>Property investment</h1><p>We lend on property.</p>');
  const after = page('<h1>Property investment</h1><p>We lend on property.</p><p>Ask us anything.</p>');
  const signed = record({
    '/': item('/', before).fingerprint,
    '/about': item('/about', page('<h1>About</h1>')).fingerprint,
  });
  const text = { '/': lines(before) };

  it('finds exactly the pages whose words changed, with the sentences that changed', () => {
    const changed = unapproved([item('/', after), item('/about', page('<h1>About</h1>'))], { record: signed, text });
    expect(changed.map((c) => c.name)).toEqual(['/']);
    expect(changed[0]!.changes).toEqual([{ kind: 'added', line: 'text: Ask us anything.' }]);
    const said = refusal(changed, signed);
    expect(said).toMatch(
      /^Approval: 1 page or e-mail differs from the words signed off by Test Approvals Ltd on 2026-11-02 \(T-1\)/,
    );
    expect(said).toContain('  / (index.html):\n    + now: text: Ask us anything.');
  });

  it('marks a changed page "Awaiting approval" at the top of its content, with noindex, once', () => {
    const built = { document: parseHtml(after), changed: () => {} } as unknown as Parameters<typeof markAwaiting>[0];
    markAwaiting(built);
    markAwaiting(built);
    const html = writeHtml(built.document);
    expect(html).toContain('<meta name="robots" content="noindex"></head>');
    expect(html).toMatch(
      /<main id="main"><p class="notice-bar notice-bar--awaiting" role="note" data-awaiting><strong>Awaiting approval: not for publication\.<\/strong>/,
    );
    expect(html.match(/data-awaiting/g)).toHaveLength(1);
  });

  it('compares line by line: what was removed beside what was added', () => {
    expect(changedLines(['a', 'b', 'c'], ['a', 'B', 'c', 'd'])).toEqual([
      { kind: 'removed', line: 'b' },
      { kind: 'added', line: 'B' },
      { kind: 'added', line: 'd' },
    ]);
    expect(approvalLines([{ where: 'text', text: 'One. Two!' }])).toEqual(['text: One.', 'text: Two!']);
  });

  it('the approval pack lists exactly the changed pages, old beside new, in one file that needs nothing else', () => {
    const items = [item('/', after), item('/about', page('<h1>About</h1>'))];
    const changed = unapproved(items, { record: signed, text });
    // The rules' notes, on the sentence that changed and on one that did not.
    const note = (where: string) => ({
      file: 'dist/index.html',
      line: 0,
      page: '/',
      rule: 'figure-to-check',
      message: 'states a figure',
      where,
      note: true,
    });
    const notes = [note('"Ask us anything."'), note('"We lend on property."')];
    const html = approvalPack({
      state: { builtAt: '2026-11-28T10:00:00Z', items, notes },
      changed,
      record: signed,
      text,
      fingerprint: 'abcdef0123456789',
    });
    expect([...html.matchAll(/<section id="item-\d+" data-item="([^"]+)">/g)].map((m) => m[1])).toEqual(['/']);
    expect(html).toContain('<ins>text: Ask us anything.</ins>');
    expect(html).not.toMatch(/<script|<link|src="http|url\(/);
    expect(html).toContain('Test Approvals Ltd (FRN 654321), 2026-11-02, reference T-1');
    // Only the note on what changed, under its rule and the rule's reason.
    expect(html).toContain('<li>&quot;Ask us anything.&quot;: states a figure</li>');
    expect(html).not.toContain('We lend on property.&quot;: states a figure');
    expect(html).toMatch(/<strong>figure-to-check<\/strong> \(A figure in a promotion must be accurate/);
  });
});

describe('the route and the record', () => {
  it('under an approved route, the approval is the record; without one the build cannot name the approver', () => {
    const signed = record({});
    expect(routeWithApproval({ kind: 'approved-promotion' }, signed)).toEqual({
      kind: 'approved-promotion',
      approval: { approver: 'Test Approvals Ltd', frn: '654321', approvedOn: '2026-11-02', validMonths: 12 },
    });
    expect(() => routeWithApproval({ kind: 'approved-promotion' }, undefined)).toThrow(/record the sign-off first/);
    const exempt = { kind: 'exempt-audience' as const, audiences: ['high-net-worth' as const], validMonths: 12 };
    expect(routeWithApproval(exempt, undefined)).toEqual(exempt);
  });
});

describe('a live site', () => {
  const project = mkdtempSync(join(tmpdir(), 'examples-'));
  afterAll(() => rmSync(project, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(project, path)), { recursive: true });
    writeFileSync(join(project, path), text);
  };

  it('lists every value still marked as an example, with its file and line', () => {
    write(
      'content/site.json',
      JSON.stringify({ companyName: 'Example Co', siteUrl: 'https://www.example.com', email: 'hi@realco.uk' }, null, 2),
    );
    write(
      'content/facts.yaml',
      '- id: raised\n  value: "£1M"\n  wording: "Raised"\n  example: true\n- id: real\n  value: "7"\n  wording: "Deals"\n',
    );
    write(
      'content/testimonials.yaml',
      '- id: a\n  quote: "Good."\n  author: "A."\n- id: b\n  quote: "Fine."\n  author: "B."\n  givenOn: 2026-01-02\n  consentOn: 2026-01-03\n',
    );
    write(
      'content/case-studies/x.mdx',
      '---\ntitle: X\nevidence:\n  status: illustrative\nhero:\n  src: ../../src/assets/placeholders/a.jpg\n  alt: A house\n---\nBody.\n',
    );
    expect(exampleValues(project).map((e) => `${e.file}:${e.line} ${e.what.split(':')[0]}`)).toEqual([
      'content/case-studies/x.mdx:4 a case study whose figures are not yet checked (evidence.status',
      'content/case-studies/x.mdx:6 a placeholder photo',
      'content/facts.yaml:1 fact "raised" (Raised £1M) is marked example',
      'content/site.json:2 companyName is an example',
      'content/site.json:3 siteUrl is an example',
      'content/testimonials.yaml:1 testimonial "a" (A.) has no givenOn or consentOn',
    ]);
  });
});
