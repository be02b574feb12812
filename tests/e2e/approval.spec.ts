/**
 * Sign-off by version, end to end (docs/approval.md), in a copy of the project whose words are signed off first
 * (`npm run approval -- sign`), so the test holds whatever the checkout's own sign-off says: a harmless sentence
 * added to the home page stops a production build, naming the page and the sentence, while a preview build marks
 * that page "Awaiting approval", noindex and out of the sitemap, and leaves every other page as it was; the
 * approval pack lists exactly that page; a live site refuses every example value, naming each. And the site as
 * built for the tests says on every page that it is an example while content/site.json says it is a preview.
 * (That a month more at ONS voids no approval: tests/integration/server/ons/build.test.ts.)
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import settings from '../../content/site.json' with { type: 'json' };
import { copyProject, run } from '../support/project-copy';
import { serveStatic } from '../../scripts/test/static-server.mjs';
import { builtHtml } from './built-site';

const SENTENCE = 'Our office in Grimsby is open on weekdays.';
const PREVIEW = { SITE_EDITOR: 'off', FORCE_COLOR: '0' };
const PRODUCTION = { ...PREVIEW, CONTEXT: 'production', ONS_FETCH: '0' };

test.describe('a copy of the project, signed off', () => {
  test.describe.configure({ mode: 'serial', timeout: 600_000 });
  let copy = '';

  test.beforeAll(async () => {
    test.setTimeout(600_000);
    copy = copyProject('approval-');
    const signed = await run('npm', ['run', 'approval', '--', 'sign', '--reference', 'E2E-1'], copy, {
      SITE_EDITOR: 'off',
    });
    expect(signed.status, signed.output).toBe(0);
    expect(signed.output).toMatch(
      /Signed off: \d+ pages and e-mails, fingerprint [0-9a-f]{16}, by .* reference E2E-1\./,
    );
  });
  test.afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  test('a sentence added to the home page stops a production build, naming the page and the sentence', async () => {
    const home = join(copy, 'src/pages/index.astro');
    writeFileSync(
      home,
      readFileSync(home, 'utf8').replace('</BaseLayout>', `<p class="container">${SENTENCE}</p>\n</BaseLayout>`),
    );
    const production = await run('npm', ['run', 'build'], copy, PRODUCTION);
    expect(production.status, production.output).not.toBe(0);
    expect(production.output).toContain('Approval: 1 page or e-mail differs from the words signed off by');
    expect(production.output).toContain(`  / (index.html):\n    + now: text: ${SENTENCE}`);
    expect(production.output).not.toMatch(/ {2}\/about \(about\.html\):/);
  });

  test('a preview build succeeds and marks that page, noindex and out of the sitemap; the others as they were', async ({
    page,
  }) => {
    const preview = await run('npm', ['run', 'build'], copy, PREVIEW);
    expect(preview.status, preview.output).toBe(0);
    expect(preview.output).toMatch(
      /\[claims-check\] 1 of \d+ pages and e-mails differ from the words signed off on [-\d]+ \(E2E-1\), marked "Awaiting approval"[^\n]*: \/ \(/,
    );
    const html = (file: string) => readFileSync(join(copy, 'dist', file), 'utf8');
    expect(html('index.html')).toContain('<meta name="robots" content="noindex">');
    expect(html('about.html')).not.toContain('data-awaiting');
    expect(html('about.html')).not.toContain('name="robots"');
    const sitemap = html('sitemap-0.xml');
    expect(sitemap).not.toContain(`<loc>${new URL('/', settings.siteUrl).href}</loc>`);
    expect(sitemap).toContain(`<loc>${new URL('/about', settings.siteUrl).href}</loc>`);

    const site = await serveStatic(join(copy, 'dist'));
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${site.url}/`);
      const banner = page.locator('main > [data-awaiting]');
      await expect(banner).toHaveText(/^Awaiting approval: not for publication\./);
      await expect(banner).toBeInViewport();
      await expect(page.getByText(SENTENCE)).toBeVisible();
      await page.goto(`${site.url}/about`);
      await expect(page.locator('[data-awaiting]')).toHaveCount(0);
    } finally {
      await site.close();
    }
  });

  test('the approval pack opens in a browser and lists exactly the changed page', async ({ page }) => {
    const out = join(copy, 'approval-pack.html');
    const pack = await run('npm', ['run', 'approval', '--', 'pack', '--no-build', '--out', out], copy);
    expect(pack.status, pack.output).toBe(0);
    expect(pack.output).toMatch(/1 of \d+ pages and e-mails changed since the last sign-off: \/\./);
    await page.goto(pathToFileURL(out).href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /^Approval pack: 1 page or e-mail whose words changed/,
    );
    await expect(page.locator('section[data-item]')).toHaveCount(1);
    await expect(page.locator('section[data-item]')).toHaveAttribute('data-item', '/');
    await expect(page.locator('section[data-item] ins')).toHaveText([`text: ${SENTENCE}`]);
  });

  test('"status": "live" stops the build, listing every example value with its file', async () => {
    const file = join(copy, 'content/site.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"status": "preview"', '"status": "live"'));
    const live = await run('npm', ['run', 'build'], copy, PREVIEW);
    expect(live.status, live.output).not.toBe(0);
    expect(live.output).toMatch(/Live site \(content\/site\.json, status: live\): \d+ values are still examples/);
    for (const example of [
      /content\/site\.json:\d+: siteUrl is an example: "https:\/\/www\.example\.com"/,
      /content\/approval\.json:\d+: approver is an example/,
      /content\/facts\.yaml:\d+: fact "[\w-]+" .* is marked example: true/,
      /content\/testimonials\.yaml:\d+: testimonial "[\w-]+" .* has no givenOn or consentOn/,
      /content\/case-studies\/[\w-]+\.mdx:\d+: a case study whose figures are not yet checked/,
      /content\/case-studies\/[\w-]+\.mdx:\d+: a placeholder photo/,
    ])
      expect(live.output).toMatch(example);
  });
});

test('while the site is a preview, every page says at its top that it is an example', () => {
  test.skip(settings.status !== 'preview', 'content/site.json says the site is live');
  for (const file of builtHtml()) {
    const html = readFileSync(file, 'utf8');
    expect(html, file).toMatch(
      /<main id="main" tabindex="-1"[^>]*>(?:<p class="notice-bar notice-bar--awaiting"[^>]*>.*?<\/p>)?\s*<p class="notice-bar" role="note">An example site: /,
    );
  }
});
