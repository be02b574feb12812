/**
 * What an investor checks before trusting the site: the capital-at-risk warning next to every
 * return or security claim (legible, not only in the footer), 'Capital Protected' qualified,
 * comparison rates with their source and date, figures with their "as at" date, and the company's
 * registered details in the footer.
 */
import { expect, test } from '@playwright/test';
import settings from '../../content/site.json' with { type: 'json' };
import { caseStudyRoutes, routes } from './routes';

const paths = [...routes, ...caseStudyRoutes].map((r) => r.path);

test.describe('the risk warning stands next to every return and security claim', () => {
  for (const path of paths) {
    test(path, async ({ page }) => {
      await page.goto(path);
      const claims = page.locator('main [data-risk-claim]');
      const problems = await claims.evaluateAll((els) =>
        els.flatMap((el) => {
          // "Next to it": in the same section of the page, after or around it, and shown.
          const scope = el.closest('section, aside, .calc-side') ?? document.body;
          const warnings = [...scope.querySelectorAll<HTMLElement>('[data-risk-warning]')].filter((w) => w.checkVisibility());
          const what = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
          if (!warnings.length) return [`no warning in the section of "${what}"`];
          const small = warnings.filter((w) => parseFloat(getComputedStyle(w).fontSize) < 14);
          return small.length ? [`warning beside "${what}" is smaller than 14px`] : [];
        }),
      );
      expect(problems).toEqual([]);
    });
  }

  test('claims are marked where the pages make them', async ({ page }) => {
    const expected: Record<string, RegExp> = {
      '/': /6–10%/,
      '/invest-with-us': /8–15%/,
      '/book-call': /8–12%/,
      '/inflation-calculator': /8–12%/,
      '/case-studies': /33\.13%/,
      '/contact': /10% annual return/,
    };
    for (const [path, claim] of Object.entries(expected)) {
      await page.goto(path);
      await expect(page.locator('main [data-risk-claim]').filter({ hasText: claim }).first(), path).toBeVisible();
    }
  });
});

test('"Capital Protected" is always qualified as asset-backed security', async ({ page }) => {
  await page.goto('/invest-with-us');
  const card = page.locator('main li').filter({ hasText: 'Capital Protected' });
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading')).toHaveText('Capital Protected by asset-backed security');
  await expect(card).toContainText('It is not a guarantee');
});

test('comparison rates name their source and date; strips of figures say when they were true', async ({ page }) => {
  await page.goto('/');
  const compare = page.locator('.compare');
  await expect(compare).toContainText(/Bank savings account 0\.2% and Cash ISA 4\.5%: .+, as at June 2025\./);
  await expect(page.getByText(/^Figures as at June 2025; capital raised as at December 2023\.$/)).toBeVisible();

  await page.goto('/case-studies/4-bed-family-social-housing-nelincs');
  await expect(page.locator('figure.return-chart figcaption')).toContainText(/Bank savings account 0\.2% and Cash ISA 4\.5%: .+, as at June 2025\./);

  for (const path of ['/landing', '/invest-with-us']) {
    await page.goto(path);
    await expect(page.getByText(/^Figures as at /).first(), path).toBeVisible();
  }
});

test('the footer gives the registered name, number and office', async ({ page }) => {
  await page.goto('/terms');
  const footer = page.locator('footer');
  await expect(footer).toContainText(
    `${settings.legalName}. Registered in ${settings.registeredIn}, company number ${settings.companyNumber}. Registered office: ${settings.registeredOffice}.`,
  );
  await expect(footer.getByText('Your capital is at risk.')).toBeVisible();
});
