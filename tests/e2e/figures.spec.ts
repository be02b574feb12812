/**
 * The case studies' figures as a visitor reads them: each list card shows the ROI its page shows,
 * every figure that appears more than once on a page (hero, tables, chart, text) is the same, every
 * working shown under a figure adds up to it, and no amount on a page is one the figures lack.
 */
import { expect, test, type Page } from '@playwright/test';
import { caseStudySlugs } from './routes';

const pounds = (t: string) => Number(t.replace(/[£,\s]/g, ''));

/** The value of a working such as "£24,585 − £10,725 + £175", "75% of £55,700", "12 × £650" or
 * "net annual rent ÷ money left in the deal: £4,650 ÷ £14,035"; undefined for a plain definition. */
function evaluate(how: string): number | undefined {
  let expr = how.includes(': ') ? how.slice(how.lastIndexOf(': ') + 2) : how;
  expr = expr.split(/, | \(/)[0]!.trim();
  const pct = expr.match(/^(\d+(?:\.\d+)?)% of (?:the )?(£[\d,]+)/);
  if (pct) return (Number(pct[1]) / 100) * pounds(pct[2]!);
  if (!/^[£\d,.\s+−×÷]+$/.test(expr)) return undefined;
  const tokens = expr.match(/£?[\d,.]+|[+−×÷]/g)!;
  let value = pounds(tokens[0]!);
  for (let i = 1; i < tokens.length; i += 2) {
    const [op, n] = [tokens[i], pounds(tokens[i + 1]!)];
    value = op === '+' ? value + n : op === '−' ? value - n : op === '×' ? value * n : value / n;
  }
  return value;
}

/** Every [data-figure] on the page, grouped by key. */
async function figures(page: Page): Promise<Map<string, string[]>> {
  const pairs = await page.locator('[data-figure]').evaluateAll((els) => els.map((e) => [e.getAttribute('data-figure')!, e.textContent!.trim()] as const));
  const map = new Map<string, string[]>();
  for (const [key, text] of pairs) map.set(key, [...(map.get(key) ?? []), text]);
  return map;
}

test('each list card shows the ROI its case study works out, and says what ROI is', async ({ page }) => {
  await page.goto('/case-studies');
  const cards = await page.locator('.case-card').evaluateAll((els) =>
    els.map((e) => ({ roi: e.querySelector('[data-figure="roi"]')!.textContent!.trim(), href: e.querySelector('a')!.getAttribute('href')! })),
  );
  // The specification's list-card figures, in its order; the 4-bed card shows what its figures give.
  expect(cards.map((c) => c.roi)).toEqual(['33.13%', '19.16%', '15.48%']);
  await expect(page.getByText(/ROI on each card = net annual rent ÷ money left in the deal/)).toBeVisible();
  for (const card of cards) {
    await page.goto(card.href);
    const roi = (await figures(page)).get('roi');
    expect(roi, `${card.href}: the ROI shown in the hero, tables and chart`).toBeTruthy();
    expect(new Set(roi), card.href).toEqual(new Set([card.roi]));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(card.roi.replace('.', '\\.')));
  }
});

for (const slug of caseStudySlugs) {
  test(`${slug}: card, hero, chart, tables and text agree, and every working adds up`, async ({ page }) => {
    await page.goto(`/case-studies/${slug}`);
    const shown = await figures(page);
    for (const [key, texts] of shown) expect(new Set(texts), `"${key}" is shown as ${texts.join(' and ')}`).toEqual(new Set([texts[0]]));
    expect(shown.get('roi'), 'the return is shown').toBeTruthy();

    // The workings under the table rows add up to the figures beside them.
    const rows = await page.locator('.fin-table tr').evaluateAll((trs) =>
      trs.map((tr) => ({ how: tr.querySelector('.fin-table__how')?.textContent?.trim(), value: tr.querySelector('td')!.textContent!.trim() })),
    );
    let checked = 0;
    for (const row of rows) {
      if (!row.how) continue;
      const result = evaluate(row.how);
      if (result === undefined) continue;
      checked++;
      if (row.value.endsWith('%')) expect(`${(result * 100).toFixed(2)}%`, row.how).toBe(row.value);
      else expect(Math.abs(result - pounds(row.value)), `${row.how} = ${row.value}`).toBeLessThan(0.5);
    }
    expect(checked, 'workings checked').toBeGreaterThanOrEqual(2);

    // The return's own working, wherever it is written out, gives the return.
    const roi = shown.get('roi')![0]!;
    const definition = await page.locator('.fin-table__roi .fin-table__how').first().textContent();
    expect(`${((evaluate(definition!) ?? NaN) * 100).toFixed(2)}%`).toBe(roi);

    // Every amount in the page's text is one of its figures: none is typed in separately.
    const known = new Set([...shown.values()].flat().filter((t) => t.startsWith('£')));
    const amounts = (await page.locator('main').innerText()).match(/£\d{1,3}(?:,\d{3})*(?:\.\d+)?/g) ?? [];
    expect(amounts.length).toBeGreaterThan(3);
    expect(amounts.filter((a) => !known.has(a)), 'amounts that are not one of the figures').toEqual([]);
  });
}
