/**
 * A landing page with two variants, added to content/ in a copy of the site and built there, as a marketer
 * adds one: it builds at its own address; 200 visits are split evenly between the variants (40–60%), each
 * visit sees the one it was given on reload and no more, nothing moves once drawn, and each lead records the
 * variant its visitor saw (the copy's forms post to the test server's functions). A browser that asks not to
 * be followed sees the page as written and keeps nothing. Each visit's Math.random is seeded, so the split is
 * the same every run; the page's own script makes the choice.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { stringify } from 'yaml';
import { buildSiteCopy } from '../../scripts/test/site-copy.mjs';
import { serveStatic } from '../../scripts/test/static-server.mjs';
import { axeViolations } from '../support/axe';
import { frontmatter } from '../support/copy';
import { storedQuery } from '../support/stored';
import { unique } from '../support/unique';
import { ignorable, validateHtml } from '../support/vnu';

const PAGE = '/landing/test-two-variants';
const HEADLINES = { a: 'Keep Your Savings Working Harder', b: 'Is Cash Still Working For You?' };
/** The campaign page at /landing, with its headline as variant a and a second headline as variant b. */
const landing = frontmatter<{ hero: Record<string, unknown> }>('content/landing/index.yaml');
const entry = stringify({
  ...landing,
  title: 'Two Variants',
  description: 'A campaign page with two headlines, built in a copy of the site by the browser tests.',
  hero: { ...landing.hero, headline: HEADLINES.a },
  variants: [{ id: 'b', headline: HEADLINES.b }],
});

test.describe.configure({ mode: 'serial', timeout: 600_000 });
let site: { url: string; close: () => Promise<void> };
let removeCopy: () => void;
let built: string;

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(600_000);
  const copy = await buildSiteCopy({ 'content/landing/test-two-variants.yaml': entry });
  removeCopy = copy.remove;
  built = `${copy.dir}/dist${PAGE}.html`;
  site = await serveStatic(`${copy.dir}/dist`, 0, { api: baseURL });
});
test.afterAll(async () => {
  await site?.close();
  removeCopy?.();
});

/** Each page load's Math.random, seeded from a count of loads kept in localStorage (which a visit never clears). */
const seeded = (context: BrowserContext) =>
  context.addInitScript(() => {
    const n = Number(localStorage.getItem('test:loads') ?? 0) + 1;
    localStorage.setItem('test:loads', String(n));
    let t = n * 0x9e3779b9;
    Math.random = () => {
      t = (t + 0x6d2b79f5) | 0;
      let r = Math.imul(t ^ (t >>> 15), 1 | t);
      r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
      return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
    };
  });

const shown = (page: Page) =>
  page.evaluate(() => ({
    variant: document.documentElement.dataset.variant,
    headline: document.querySelector('h1')!.innerText.trim(),
    touch: JSON.parse(sessionStorage.getItem('first_touch') ?? 'null'),
  }));

test('builds at its own address; 200 visits split evenly, each kept for its visit, nothing moving once drawn', async ({
  context,
  page,
}) => {
  await seeded(context);
  const counts = { a: 0, b: 0 };
  const shifts: number[] = [];
  await page.goto(`${site.url}${PAGE}`);
  for (let visit = 0; visit < 200; visit++) {
    // A new visit: the tab's session storage is empty, as in a new tab.
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    const seen = await shown(page);
    const v = seen.variant as 'a' | 'b';
    counts[v]++;
    expect(seen.headline).toBe(HEADLINES[v]);
    expect(seen.touch).toEqual({ landing_page: PAGE, landing_variant: v });
    if (visit < 3) {
      // Stable for the visit: a reload shows the same.
      await page.reload();
      expect((await shown(page)).variant).toBe(v);
      shifts.push(
        await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              let total = 0;
              new PerformanceObserver((list) => {
                for (const e of list.getEntries()) total += (e as PerformanceEntry & { value: number }).value;
              }).observe({ type: 'layout-shift', buffered: true });
              setTimeout(() => resolve(total), 500);
            }),
        ),
      );
    }
  }
  expect(counts.a + counts.b).toBe(200);
  expect(counts.a, JSON.stringify(counts)).toBeGreaterThanOrEqual(80);
  expect(counts.a, JSON.stringify(counts)).toBeLessThanOrEqual(120);
  expect(shifts).toEqual([0, 0, 0]);
});

test('is valid HTML, runs under its CSP with no error, and passes axe with either variant shown', async ({ page }) => {
  const html = readFileSync(built, 'utf8');
  expect((await validateHtml([built])).filter((m) => !ignorable(m, html))).toEqual([]);
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  for (const variant of ['a', 'b']) {
    await page.goto(`${site.url}${PAGE}`);
    await page.evaluate((v) => sessionStorage.setItem(`variant:${location.pathname}`, v), variant);
    await page.reload();
    expect((await shown(page)).variant).toBe(variant);
    expect(await axeViolations(page), variant).toEqual([]);
  }
  expect(problems).toEqual([]);
});

test('each lead records the variant its visitor saw', async ({ browser }) => {
  for (const want of ['a', 'b'] as const) {
    const context = await browser.newContext();
    try {
      await seeded(context);
      const page = await context.newPage();
      await page.goto(`${site.url}${PAGE}?utm_campaign=variant-test`);
      while ((await shown(page)).variant !== want) {
        await page.evaluate(() => sessionStorage.clear());
        await page.reload();
      }
      const email = unique(`variant-${want}`);
      const id = 'landing-calc';
      await page.locator(`#${id}-name`).scrollIntoViewIfNeeded();
      await expect(page.locator(`astro-island:has(#${id}-name)`)).not.toHaveAttribute('ssr', /.*/, { timeout: 60_000 });
      await page.locator(`#${id}-name`).fill('Jo Variant');
      await page.locator(`#${id}-email`).fill(email);
      await page.locator(`#${id}-amount`).fill('5000');
      await page.locator(`#${id}-month`).selectOption('6');
      await page.locator(`#${id}-year`).fill('2012');
      await page.getByRole('button', { name: 'Calculate', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Your inflation report' })).toBeVisible({ timeout: 60_000 });
      const [lead] = await storedQuery('SELECT attribution FROM calculator_leads WHERE email = $1', [email]);
      expect(lead.attribution).toMatchObject({
        landing_page: PAGE,
        landing_variant: want,
        utm_campaign: 'variant-test',
      });
    } finally {
      await context.close();
    }
  }
});

test('a browser that asks not to be followed sees the page as written, and nothing is kept', async ({ browser }) => {
  const context = await browser.newContext();
  try {
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    );
    const page = await context.newPage();
    for (let i = 0; i < 5; i++) {
      await page.goto(`${site.url}${PAGE}?gclid=Cj0KCQiA_private-visit`);
      expect(await shown(page)).toEqual({ variant: 'a', headline: HEADLINES.a, touch: null });
      expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    }
  } finally {
    await context.close();
  }
});
