/**
 * The claims check as the build runs it: the committed content, pages and e-mails pass today; content
 * that is code is refused before any of it runs; a bad claim in a content file or a page's source
 * stops the build at its file and line; one that only shows in the built page stops it after the
 * build, naming the page and the source line.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkClaims, checkRendered, formatProblems } from '../../../src/lib/claims';
import { checkContentCode } from '../../../src/lib/contentCode';
import { renderSamples } from '../../../src/server/outbox/samples';
import {
  claimsCheck,
  contentFiles,
  mailBlocks,
  renderedPages,
  siteFiles,
} from '../../../scripts/build/claims-check.mjs';

const today = new Date();

describe('the committed sources', () => {
  it('pass every claims rule today, and no MDX file is code', async () => {
    const files = [...contentFiles(), ...siteFiles()];
    expect(files.filter((f) => f.path.startsWith('content/')).length).toBeGreaterThan(30);
    expect(files.some((f) => f.path === 'content/landing/index.yaml')).toBe(true);
    expect(files.some((f) => f.path.endsWith('.test.ts'))).toBe(false);
    expect(formatProblems(checkClaims({ files, today }))).toBe('');
    expect(formatProblems(await checkContentCode(files))).toBe('');
  });

  it('every e-mail the site sends, rendered from sample data, passes too', async () => {
    const mails = await renderSamples();
    expect(mails.length).toBeGreaterThanOrEqual(12);
    const rendered = mails.map(({ name, message: m }) => ({
      page: name,
      file: 'src/server/outbox/templates.ts',
      blocks: mailBlocks({ subject: m.subject, html: m.html, text: m.text }),
    }));
    expect(formatProblems(checkRendered(rendered, { files: contentFiles(), today }))).toBe('');
    // Both parts are read: the subject, the HTML's blocks and the text's paragraphs.
    const report = rendered.find((r) => r.page.startsWith('e-mail calculator-report/report'))!;
    expect(new Set(report.blocks.map((b) => b.where))).toEqual(new Set(['subject', 'text', 'alt', 'text part']));
  });
});

describe('the build step', () => {
  const project = mkdtempSync(join(tmpdir(), 'claims-'));
  afterAll(() => rmSync(project, { recursive: true, force: true }));
  const logger = { info: () => {}, warn: () => {} };
  type Hook = (o: Record<string, unknown>) => unknown;
  const hook =
    (name: string, options: Record<string, unknown> = {}) =>
    () =>
      (claimsCheck({ root: project }).hooks[name as 'astro:build:start'] as unknown as Hook)({ logger, ...options });
  const write = (path: string, text: string) => {
    mkdirSync(join(project, path, '..'), { recursive: true });
    writeFileSync(join(project, path), text);
  };
  write('content/site.json', JSON.stringify({ regulatory: { authorised: false } }));
  write('src/pages/index.astro', '---\n---\n<h1>Property investment</h1>\n');
  for (const dir of ['layouts', 'components', 'features']) mkdirSync(join(project, 'src', dir), { recursive: true });

  it('refuses an MDX file that is code before any of it runs, naming file and line', async () => {
    const marker = join(project, 'ran');
    write(
      'content/posts/x.mdx',
      `---\ntitle: X\n---\n\nimport { execSync } from 'node:child_process'\n\n{execSync('touch ${marker}')}\n`,
    );
    await expect(hook('astro:config:setup', { command: 'build' })()).rejects.toThrow(
      /^Claims check: 2 problems in content\/: content must not be code[\s\S]*\ncontent\/posts\/x\.mdx:5: "import \{ execSync \} from 'node:child_process'": a body cannot import or export[^\n]*\[content-code\]\ncontent\/posts\/x\.mdx:7: "\{execSync\('touch [^']*'\)\}" is code, not text[^\n]*\[content-code\]$/,
    );
    expect(existsSync(marker)).toBe(false);
    rmSync(join(project, 'content/posts/x.mdx'));
  });

  it('keeps the verdict on MDX files found free of code, and never on files that are not', async () => {
    write('content/posts/ok.mdx', '---\ntitle: Ok\n---\n\nJust **text**.\n');
    await hook('astro:config:setup', { command: 'build' })();
    expect(
      readdirSync(join(project, 'node_modules/.cache/claims-check')).filter((f) => f.startsWith('mdx-')),
    ).toHaveLength(1);
    await hook('astro:config:setup', { command: 'build' })();
    write('content/posts/ok.mdx', '---\ntitle: Ok\n---\n\nJust **text**. {process.exit(1)}\n');
    await expect(hook('astro:config:setup', { command: 'build' })()).rejects.toThrow(/content\/posts\/ok\.mdx:5: /);
    await expect(hook('astro:config:setup', { command: 'build' })()).rejects.toThrow(/is code, not text/);
    rmSync(join(project, 'content/posts/ok.mdx'));
  });

  it('fails naming file and line when a bad claim comes back in content or in a page', () => {
    write(
      'content/points.yaml',
      '- id: why-protected\n  title: "Capital Protected"\n  text: "No voids, guaranteed rent for five years."\n',
    );
    write('content/case-studies/x.mdx', '---\ntitle: X\ndescription: "A flip: {{profit}} profit."\n---\n');
    write('src/pages/landing.astro', '---\n---\n<p>\n  FCA compliant, with guaranteed income\n</p>\n');
    expect(hook('astro:build:start')).toThrow(
      /^Claims check: 5 problems in the sources[\s\S]*\ncontent\/case-studies\/x\.mdx:3: [^\n]*\[return-in-description\]\ncontent\/points\.yaml:2: "Capital Protected": [^\n]*\[unqualified-claim\]\ncontent\/points\.yaml:3: "guaranteed": [^\n]*\[unqualified-claim\]\nsrc\/pages\/landing\.astro:4: "guaranteed": [^\n]*\nsrc\/pages\/landing\.astro:4: "FCA compliant": [^\n]*\[unqualified-claim\]$/,
    );
  });

  it('passes once the wording is true', () => {
    write(
      'content/points.yaml',
      '- id: why-secured\n  title: "Secured By A Legal Charge"\n  text: "A legal charge reduces the risk; it does not remove it."\n',
    );
    write(
      'content/case-studies/x.mdx',
      '---\ntitle: X\ndescription: "A flip in Manchester: the works, the costs and the sale."\n---\n',
    );
    write('src/pages/landing.astro', '---\n---\n<p>\n  Find out what inflation has cost your savings.\n</p>\n');
    expect(hook('astro:build:start')).not.toThrow();
  });

  it('stops at a lapsed approval of the promotions, from the sign-off record or from SITE_ROUTE, saying what to do', () => {
    const approval = { approver: 'Test Approvals Ltd', frn: '654321', approvedOn: '2020-01-01', validMonths: 12 };
    const record = (approvedOn: string) =>
      JSON.stringify(
        { ...approval, approvedOn, reference: 'T-1', fingerprint: '0123456789abcdef', pages: {}, emails: {} },
        null,
        2,
      );
    const settings = { regulatory: { authorised: false }, route: { kind: 'approved-promotion' } };
    write('content/site.json', JSON.stringify(settings, null, 2));
    write('content/approval.json', record('2020-01-01'));
    expect(hook('astro:build:start')).toThrow(
      /^Claims check: 1 problem in the regulatory route[\s\S]*\ncontent\/approval\.json:4: the approval of the site's promotions by Test Approvals Ltd \(FRN 654321\) on 1 January 2020 lasted 12 months, until 1 January 2021, [^\n]*Ask the approver to review the pages[^\n]*npm run approval -- sign[^\n]*\[stale-approval\]$/,
    );
    write('content/approval.json', record(today.toISOString().slice(0, 10)));
    expect(hook('astro:build:start')).not.toThrow();
    process.env.SITE_ROUTE = JSON.stringify({ ...settings.route, approval });
    try {
      expect(hook('astro:build:start')).toThrow(/\nSITE_ROUTE:0: the approval of the site's promotions/);
    } finally {
      delete process.env.SITE_ROUTE;
    }
    write('content/site.json', JSON.stringify({ regulatory: { authorised: false } }));
    rmSync(join(project, 'content/approval.json'));
  });

  it('reads every built page after the build, naming the page and where its words were written', async () => {
    // Words put together by code: no source line holds the sentence, but the built page does.
    write('src/pages/landing.astro', "---\nconst word = 'guaran' + 'teed';\n---\n<p>Rent {word} for five years.</p>\n");
    expect(hook('astro:build:start')).not.toThrow();
    write(
      'dist/landing.html',
      '<!DOCTYPE html><html lang="en-GB"><head><title>Landing</title><meta name="description" content="Targeting 6–10% annual returns."><script type="application/ld+json">{"@type":"WebPage","abstract":"Your money is safe with us."}</script></head><body><main data-promotes="return"><p>Rent guaranteed for five years.</p><img alt="Assets that hold their value" src="a.png"></main></body></html>',
    );
    write(
      'dist/rss.xml',
      '<?xml version="1.0"?><rss><channel><title>Updates</title><item><title>A post</title><description>Earn 12% annual returns.</description></item></channel></rss>',
    );
    write(
      'dist/lessons/a.json',
      JSON.stringify({ steps: [{ content: 'Lenders have received 8–15% a year since 2017.' }] }),
    );
    write('dist/admin/index.html', '<p>Guaranteed, but the editor is not a page.</p>');
    const done = hook('astro:build:done', { dir: new URL(`file://${join(project, 'dist')}/`) });
    await expect(done()).rejects.toThrow(
      /^Claims check: 8 problems in what visitors receive[\s\S]*\n\/landing \(dist\/landing\.html\), the page: \/landing promotes the investment \(it states a return or a product term: src\/lib\/regulatory\/promotion\.ts\) but has no "What could go wrong" section[^\n]*\[risk-section\]\n\/landing \(dist\/landing\.html\), the page: \/landing promotes the investment but marks no call to action[^\n]*\[risk-section\]\n\/landing \(dist\/landing\.html\), structured data: "Your money is safe with us\.": "money is safe" unqualified[^\n]*\[unqualified-safety\]\n\/landing \(dist\/landing\.html\), meta description: "Targeting 6–10% annual returns\.": the meta description states a return[^\n]*\[return-in-description\]\n\/landing \(dist\/landing\.html\), "Rent guaranteed for five years\.": "guaranteed": [^\n]*\[unqualified-claim\]\n\/landing \(dist\/landing\.html\), alt: "Assets that hold their value": "hold their value" unqualified[^\n]*\[unqualified-safety\]\n\/lessons\/a\.json \(dist\/lessons\/a\.json\), lesson: "Lenders have received 8–15% a year since 2017\.": a past return typed into the text[^\n]*\[historic-return\]\n\/rss\.xml \(dist\/rss\.xml\), feed description: "Earn 12% annual returns\.": the feed description states a return[^\n]*\[return-in-description\]$/,
    );
    expect(renderedPages(join(project, 'dist'), project).map((p) => p.page)).toEqual([
      '/landing',
      '/lessons/a.json',
      '/rss.xml',
    ]);
  });
});
