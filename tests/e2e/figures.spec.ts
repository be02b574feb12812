/**
 * The case studies' figures as a visitor reads them: each list card shows the return its page shows,
 * every figure that appears more than once on a page (hero, tables, chart, text) is the same, every
 * working shown under a figure adds up to it from the figures beside it, costs included, and no
 * amount on a page is one the figures lack.
 */
import { expect, test, type Page } from '@playwright/test';
import settings from '../../content/site.json' with { type: 'json' };
import { caseStudySlugs } from './routes';

const pounds = (t: string) => Number(t.replace(/[£,\s]/g, ''));
const AMOUNT = /£\d{1,3}(?:,\d{3})*(?:\.\d+)?/g;

/** The value of an arithmetic working: "£24,585 − £10,725 + £175", "12 × £650", "£4,650 ÷ £14,035". */
function arithmetic(expr: string): number | undefined {
  // "5% of £125,000" becomes the pounds it stands for, so stamp duty's bands add up too.
  const e = expr.replace(
    /(\d+(?:\.\d+)?)% of (?:the )?(£[\d,]+(?:\.\d+)?)/g,
    (_, pct: string, amount: string) => `£${(Number(pct) / 100) * pounds(amount)}`,
  );
  if (!/^[£\d,.\s+−×÷]+$/.test(e) || !/\d/.test(e)) return undefined;
  const tokens = e.match(/£?[\d,.]+|[+−×÷]/g)!;
  let value = pounds(tokens[0]);
  for (let i = 1; i < tokens.length; i += 2) {
    const [op, n] = [tokens[i], pounds(tokens[i + 1]!)];
    value = op === '+' ? value + n : op === '−' ? value - n : op === '×' ? value * n : value / n;
  }
  return value;
}

/**
 * The value of a working as a row shows it: the arithmetic after a definition ("rent less mortgage
 * interest ÷ money left in the deal: £4,650 ÷ £14,035") or before an explanation ("£24,585 − … :
 * the rest of the cash invested"), without a trailing ", before tax" or "(…)"; "nothing due" is £0.
 */
function evaluate(how: string): number | undefined {
  if (/^nothing due\b/.test(how)) return 0;
  const parts = how.includes(': ') ? [how.slice(how.lastIndexOf(': ') + 2), how.slice(0, how.indexOf(': '))] : [how];
  for (const part of parts) {
    const value = arithmetic(part.split(/, | \(/)[0]!.trim());
    if (value !== undefined) return value;
  }
  return undefined;
}

/** Every [data-figure] on the page, grouped by key. */
async function figures(page: Page): Promise<Map<string, string[]>> {
  const pairs = await page
    .locator('[data-figure]')
    .evaluateAll((els) => els.map((e) => [e.getAttribute('data-figure')!, e.textContent.trim()] as const));
  const map = new Map<string, string[]>();
  for (const [key, text] of pairs) map.set(key, [...(map.get(key) ?? []), text]);
  return map;
}

test('each list card shows the return its case study headlines, as its page shows it, and no description states one', async ({
  page,
}) => {
  await page.goto('/case-studies');
  const cards = await page.locator('.case-card').evaluateAll((els) =>
    els.map((e) => ({
      returns: [...e.querySelectorAll('[data-figure]')].map((f) => [
        f.getAttribute('data-figure'),
        f.textContent.trim(),
      ]),
      href: e.querySelector('a')!.getAttribute('href')!,
    })),
  );
  expect(cards.length).toBe(caseStudySlugs.length);
  await expect(page.locator('meta[name="description"]')).not.toHaveAttribute('content', /%|ROI/);
  for (const card of cards) {
    await page.goto(card.href);
    const shown = await figures(page);
    for (const [key, text] of card.returns) expect(shown.get(key!), `${card.href}: ${key}`).toContain(text);
    await expect(
      page.locator('meta[name="description"]'),
      'search results show no return without its warning',
    ).not.toHaveAttribute('content', /%|ROI/);
  }
});

for (const slug of caseStudySlugs) {
  test(`${slug}: card, hero, chart, tables and text agree, and every working adds up from the figures beside it`, async ({
    page,
  }) => {
    await page.goto(`/case-studies/${slug}`);
    const shown = await figures(page);
    for (const [key, texts] of shown)
      expect(new Set(texts), `"${key}" is shown as ${texts.join(' and ')}`).toEqual(new Set([texts[0]]));
    expect(shown.get('roi'), 'the return is shown').toBeTruthy();
    const known = new Set([...shown.values()].flat().filter((t) => t.startsWith('£')));

    // Every working under a table row gives the figure beside it, from figures the page shows.
    const rows = await page.locator('.fin-table tr').evaluateAll((trs) =>
      trs.map((tr) => ({
        key: tr.querySelector('td')!.getAttribute('data-figure'),
        how: tr.querySelector('.fin-table__how')?.textContent?.trim(),
        value: tr.querySelector('td')!.textContent.trim(),
      })),
    );
    const stampDuty = rows.find((r) => r.key === 'stampDuty');
    expect(stampDuty?.how, 'stamp duty is shown, with its working').toBeTruthy();
    let checked = 0;
    for (const row of rows) {
      if (!row.how || !/[£%\d]/.test(row.how)) continue;
      const result = evaluate(row.how);
      expect(result, `the working "${row.how}" can be recomputed`).not.toBeUndefined();
      checked++;
      if (row.value.endsWith('%')) expect(`${(result! * 100).toFixed(2)}%`, row.how).toBe(row.value);
      else expect(Math.abs(result! - pounds(row.value)), `${row.how} = ${row.value}`).toBeLessThan(0.5);
      // Stamp duty's bands are slices of the price; every other working uses figures shown on the page.
      if (row.key !== 'stampDuty')
        expect(
          (row.how.match(AMOUNT) ?? []).filter((a) => !known.has(a)),
          `${row.how} uses only figures shown`,
        ).toEqual([]);
    }
    expect(checked, 'workings checked').toBeGreaterThanOrEqual(3);

    // The return's own working, wherever it is written out, gives the return; what it leaves out is said beside it.
    const roi = shown.get('roi')![0]!;
    const definition = await page.locator('.fin-table__roi .fin-table__how').first().textContent();
    expect(`${((evaluate(definition!) ?? NaN) * 100).toFixed(2)}%`).toBe(roi);
    await expect(page.locator('.fin-table__left-out').first()).toContainText(/^Not included: /);
    // The hero says whose the return is, whether or not it is a headline there.
    await expect(page.locator('.case-hero')).toContainText(/before our share of the profit and tax/);

    // How far the figures can be relied on is said in the hero.
    await expect(page.locator('.case-hero [data-evidence]')).toContainText(/Illustrative figures|Figures checked/);

    // Every amount in the page's text is one of its figures: none is typed in separately (bar the
    // stamp duty bands and the deposit-protection limit).
    const allowed = new Set([
      ...known,
      ...(stampDuty!.how!.match(AMOUNT) ?? []),
      ...(settings.cashComparison.match(AMOUNT) ?? []),
    ]);
    const amounts = (await page.locator('main').innerText()).match(AMOUNT) ?? [];
    expect(amounts.length).toBeGreaterThan(3);
    expect(
      amounts.filter((a) => !allowed.has(a)),
      'amounts that are not one of the figures',
    ).toEqual([]);
  });
}
