/**
 * Invest With Us as a cautious first-time investor reads it on a 320 px phone: at most 12 screens tall,
 * every key fact still on the page (folded under the terms asked first), each caveat said once (the
 * short warning before the risk section, the section itself, the account of how investors are paid, the
 * past-performance warning, each testimonial's line), and no call to invest above the first risk
 * statement, here and on the home page. The words come from content/, not from this file.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { loadYaml as load } from '../../src/lib/contentYaml.ts';
import settings from '../../content/site.json' with { type: 'json' };

const SCREEN = { width: 320, height: 640 };
const facts = load(readFileSync('content/facts.yaml', 'utf8')) as { id: string; value: string }[];
const howPaid = facts.find((f) => f.id === 'how-paid')!.value;
const keyFactIds = facts.filter((f) => /^(loan|jv)-/.test(f.id) && !/-risk$/.test(f.id));

/** How many times `text` occurs in the page's main content (hidden folds included). */
const count = (page: Page, text: string) =>
  page.locator('main').evaluate((m, t) => (m.textContent ?? '').replace(/\s+/g, ' ').split(t).length - 1, text);

test.use({ viewport: SCREEN });

test('at 320 px the page is at most 12 screens tall, and every key fact is still on it', async ({ page }) => {
  await page.goto('/invest-with-us');
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height, `${height} px is ${(height / SCREEN.height).toFixed(1)} screens`).toBeLessThanOrEqual(
    12 * SCREEN.height,
  );
  // Folded, not lost: every row of both boxes is on the page, and opening a box shows them.
  await expect(page.locator('.key-facts__row')).toHaveCount(keyFactIds.length);
  const loan = page.locator('#key-facts-loan');
  await loan.locator('summary').click();
  await expect(loan.locator('.key-facts__row').first()).toBeVisible();
});

test('each caveat is said once', async ({ page }) => {
  await page.goto('/invest-with-us');
  await expect(page.locator('main [data-risk-section]')).toHaveCount(1);
  expect(await count(page, settings.riskWarning.lead), 'the short warning').toBe(1);
  expect(await count(page, howPaid), 'how investors are paid').toBe(1);
  expect(await count(page, 'Past performance is not a reliable indicator'), 'the past-performance warning').toBe(1);
  const testimonials = await page.locator('main blockquote').count();
  expect(testimonials).toBeGreaterThan(0);
  expect(await count(page, settings.testimonialCaveat), 'one line per testimonial').toBe(testimonials);
  // The short warning comes before the section, not after it.
  const order = await page.evaluate(() => {
    const warning = document.querySelector('main [data-risk-warning]:not([data-risk-section] *)')!;
    return warning.compareDocumentPosition(document.querySelector('[data-risk-section]')!);
  });
  expect(order & 4, 'the short warning precedes the risk section').toBeTruthy();
});

for (const path of ['/invest-with-us', '/']) {
  test(`${path}: no call to invest above the first risk statement`, async ({ page }) => {
    await page.goto(path);
    const problem = await page.evaluate(() => {
      const risk = document.querySelector('main [data-risk-warning], main [data-risk-section]');
      if (!risk) return 'no risk statement';
      const calls = [...document.querySelectorAll('main a')].filter((a) =>
        /^\/(?:book-call|contact|invest)(?:$|[?#])/.test(a.getAttribute('href') ?? ''),
      );
      const early = calls.find((a) => risk.compareDocumentPosition(a) & Node.DOCUMENT_POSITION_PRECEDING);
      return early ? `"${early.textContent?.trim()}" comes before the first risk statement` : '';
    });
    expect(problem).toBe('');
  });
}

test('How It Works is true of each product: joint-venture stakes are paid once, at the sale or refinance', async ({
  page,
}) => {
  await page.goto('/invest-with-us');
  const steps = page.locator('#how-it-works li');
  await expect(steps).toHaveCount(3);
  await expect(steps.last()).not.toContainText(/regular returns/i);
  await expect(steps.last()).toContainText(/Partners: one payment/);
});
