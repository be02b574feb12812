/**
 * One record per property, and what an investor in it got first: on every built case study and on its
 * card the investors' outcome (each way money was taken in, each row labelled) comes before any owner's
 * or whole deal's return, which is named as such; the list shows every built study and the sitemap no
 * study the list leaves out; the two old addresses of studies told twice answer a permanent redirect
 * to the record of their property.
 */
import { readdirSync } from 'node:fs';
import { expect, test, type Locator } from '@playwright/test';
import { caseStudySlugs } from './routes';

/** The built case-study pages, as the build wrote them. */
const built = readdirSync('dist/case-studies')
  .filter((f) => f.endsWith('.html'))
  .map((f) => `/case-studies/${f.replace(/\.html$/, '')}`)
  .sort();

/**
 * Problems with the order and labels inside `scope`: the outcome missing or unlabelled, a return of the
 * owner's (or the whole deal's) before it or without its name.
 */
async function outcomeFirst(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const out: string[] = [];
    const outcome = root.querySelector('[data-investor-outcome]');
    if (!outcome) return ['no investors’ outcome'];
    if (!/(Lenders|Partners|Investors) in this deal/.test(outcome.textContent ?? ''))
      out.push('the outcome does not say whose it is');
    for (const row of outcome.querySelectorAll('dl > div'))
      if (!row.querySelector('dt')?.textContent?.trim()) out.push('an outcome row without its label');
    for (const ret of root.querySelectorAll('[data-owner-return], [data-figure="roi"]')) {
      const text = (ret.closest('[data-owner-return], tr, p, div') ?? ret).textContent ?? '';
      if (!(outcome.compareDocumentPosition(ret) & Node.DOCUMENT_POSITION_FOLLOWING))
        out.push(`"${text.trim().slice(0, 50)}" comes before what investors got`);
      if (!/owner|whole deal/i.test(text)) out.push(`"${text.trim().slice(0, 50)}" does not say whose return it is`);
    }
    return out;
  });
}

test('the build makes a page of every case study in content/, and no other', () => {
  expect(built).toEqual(caseStudySlugs.map((s) => `/case-studies/${s}`));
});

for (const path of built) {
  test(`${path}: what investors got comes first, labelled, and the owner's return after it, named`, async ({
    page,
  }) => {
    await page.goto(path);
    const outcome = page.locator('.case-hero [data-investor-outcome]');
    await expect(outcome).toBeVisible();
    expect(await outcomeFirst(page.locator('body'))).toEqual([]);
    // The table's return is the owner's (or the whole deal's), and comes after the outcome too.
    await expect(page.locator('.fin-table__roi th').first()).toContainText(/Owner’s|Whole deal’s/);
  });
}

test('the list shows every built case study, each card with what its investors got before any return', async ({
  page,
}) => {
  await page.goto('/case-studies');
  const cards = page.locator('.case-card');
  const hrefs = await cards.locator('a.btn').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  expect([...hrefs].sort()).toEqual(built);
  for (let i = 0; i < (await cards.count()); i++) expect(await outcomeFirst(cards.nth(i)), `card ${i + 1}`).toEqual([]);
});

test('the sitemap lists every case study the list shows, and none it leaves out', async ({ page, request }) => {
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>[^<]*?(\/case-studies\/[^<]+)<\/loc>/g)].map((m) => m[1]!).sort();
  await page.goto('/case-studies');
  const shown = await page.locator('.case-card a.btn').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  expect(listed).toEqual([...shown].sort());
});

for (const [old, record] of [
  ['/case-studies/property-1', '/case-studies/2-bed-social-housing-nelincs'],
  ['/case-studies/property-2', '/case-studies/4-bed-family-social-housing-nelincs'],
] as const) {
  test(`${old} answers a permanent redirect to the record of its property`, async ({ request, page }) => {
    const response = await request.get(old, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(new URL(response.headers().location!, 'http://x').pathname).toBe(record);
    await page.goto(old);
    await expect(page).toHaveURL(new RegExp(`${record}$`));
  });
}
