/**
 * What an investor checks before trusting the site: a short warning next to every return or security
 * claim (legible, linking to the risks), one "What could go wrong" section before the call to action
 * on every page that promotes the investment and no long warning printed twice, no word the claims
 * rules refuse on any page, security that says which charge it is, a past return with its period,
 * basis and source, comparison rates with their series, date and what cash has that the investment
 * has not, case-study returns beside what lenders were paid rather than savings rates, figures with
 * their "as at" date, and the company's registered details and regulatory status in the footer.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import settings from '../../content/site.json' with { type: 'json' };
import { checkRendered, formatProblems, FACTS_FILE, SITE_FILE } from '../../src/lib/claims';
import { around, entry, group } from '../support/copy';
import { caseStudyRoutes, routes } from './routes';

const paths = [...routes, ...caseStudyRoutes].map((r) => r.path);
const files = [FACTS_FILE, SITE_FILE].map((path) => ({ path, text: readFileSync(path, 'utf8') }));

test.describe('the risk warning stands next to every return and security claim', () => {
  for (const path of paths) {
    test(path, async ({ page }) => {
      await page.goto(path);
      const claims = page.locator('main [data-risk-claim]');
      const problems = await claims.evaluateAll((els) =>
        els.flatMap((el) => {
          // "Next to it": in the same section of the page, after or around it, and shown.
          const scope = el.closest('section, aside, .calc-side') ?? document.body;
          const warnings = [...scope.querySelectorAll<HTMLElement>('[data-risk-warning]')].filter((w) =>
            w.checkVisibility(),
          );
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
      '/book-call': /6–10%/,
      '/inflation-calculator': /6–10%/,
      '/case-studies': /33\.13%/,
      '/contact': /10% a year in interest on a loan to us, 2024–2025/,
    };
    for (const [path, claim] of Object.entries(expected)) {
      await page.goto(path);
      await expect(page.locator('main [data-risk-claim]').filter({ hasText: claim }).first(), path).toBeVisible();
    }
  });
});

test.describe('no page says what a financial promotion must not', () => {
  for (const path of paths) {
    test(path, async ({ page }) => {
      await page.goto(path);
      // The rules the build applies to every built page, applied to everything the page shows once it runs.
      const blocks = (await page.locator('body').innerText()).split('\n').map((text) => ({ where: 'text', text }));
      expect(formatProblems(checkRendered([{ page: path, file: path, blocks }], { files, today: new Date() }))).toBe(
        '',
      );
      await expect(page.locator('meta[name="description"]')).not.toHaveAttribute('content', /\d\s?%|ROI/);
      // One target return, one count of deals and of investors, wherever they appear.
      const text = await page.locator('main').innerText();
      for (const gone of [/8–12%/, /100\+/, /16\+/, /FCA compliant/i, /Trusted by investors since/i])
        expect(text, path).not.toMatch(gone);
    });
  }
});

test('"Secured Against Property" says what the security is and what it is not', async ({ page }) => {
  await page.goto('/invest-with-us');
  const card = page.locator('main li').filter({ has: page.getByRole('heading', { name: 'Secured Against Property' }) });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('legal charge on the property');
  for (const words of around(entry('content/points.yaml', 'why-secured').text)) await expect(card).toContainText(words);
  await expect(page.locator('main')).not.toContainText(/capital protected/i);
});

test('the past return is shown with its period, basis, source and the past-performance warning', async ({ page }) => {
  await page.goto('/invest-with-us');
  const past = entry('content/facts.yaml', 'returns-historical');
  for (const where of [
    page.locator('#why-it-works li').filter({ hasText: 'Proven Track Record' }),
    page.locator('.stats__note'),
  ]) {
    await expect(where).toContainText(`${past.value} ${past.wording}`);
    await expect(where).toContainText(past.basis);
    await expect(where).toContainText(`Source: ${past.source.name}`);
    await expect(where).toContainText('Past performance is not a reliable indicator of future results.');
  }
});

test('cash comparisons name their series and date and say what cash has that the investment has not', async ({
  page,
}) => {
  const [easy, isa] = ['rate-easy-access', 'rate-cash-isa'].map((id) => entry('content/facts.yaml', id));
  const rates = `Rates: ${easy!.source.name}, January 2026 (${easy!.source.series}, ${isa!.source.series}).`;
  await page.goto('/');
  const compare = page.locator('.compare');
  await expect(compare).toContainText(rates);
  await expect(compare).toContainText(settings.cashComparison);
  await expect(compare).toContainText('Investing with us (target, not guaranteed)');
  for (const rate of [easy!, isa!]) await expect(compare).toContainText(`${rate.wording} ${rate.value}`);
  await expect(compare).toContainText(entry('content/facts.yaml', 'returns-target').basis);
  await expect(page.getByText(/^Figures as at November 2026\.$/)).toBeVisible();

  for (const path of ['/landing', '/invest-with-us']) {
    await page.goto(path);
    await expect(page.getByText(/^Figures as at /).first(), path).toBeVisible();
  }
});

test('the landing trust strip makes no regulatory claim', async ({ page }) => {
  await page.goto('/landing');
  const strip = page.getByRole('region', { name: 'Why investors trust us' });
  await expect(strip.locator('.stats__item')).toHaveCount(4);
  await expect(strip).not.toContainText('FCA');
  await expect(strip).toContainText(entry('content/facts.yaml', 'developments-2024').wording);
});

test('the footer gives the registered name, number and office, and the firm’s regulatory status, on every page', async ({
  page,
}) => {
  for (const path of ['/terms', '/landing', '/invest-with-us']) {
    await page.goto(path);
    const footer = page.locator('footer');
    await expect(footer).toContainText(
      `${settings.legalName}. Registered in ${settings.registeredIn}, company number ${settings.companyNumber}. Registered office: ${settings.registeredOffice}.`,
    );
    // One line, not the long warning: the risks are set out once, on the pages that promote the investment.
    await expect(footer.locator('[data-risk-footer]')).toHaveText(settings.riskWarning.footer);
    await expect(footer).not.toContainText(settings.riskWarning.text);
    await expect(footer.locator('[data-regulatory-status]')).toHaveText(settings.regulatory.statement);
  }
});

test('a case study sets the owner’s return beside what our lenders were paid, not beside savings rates', async ({
  page,
}) => {
  for (const slug of ['property-2', '3-bed-to-4-bed-newhaven-nelincs', '4-bed-family-social-housing-nelincs']) {
    await page.goto(`/case-studies/${slug}`);
    const chart = page.locator('figure.return-chart');
    await expect(chart.locator('text.label')).toHaveText(['Owner (this house)', 'Our lenders']);
    const caption = chart.locator('figcaption');
    await expect(caption).toContainText('before our share of the profit and tax: not what a lender to us is paid');
    const past = entry('content/facts.yaml', 'returns-historical');
    await expect(caption).toContainText(`Our lenders: ${past.value} ${past.wording}`);
    await expect(caption).toContainText('Past performance is not a reliable indicator of future results.');
    await expect(chart).not.toContainText(/ISA|savings/i);
  }
  await page.goto('/case-studies');
  for (const card of await page.locator('.case-card__roi').all())
    await expect(card).toContainText(/ROI \(estimate\)to the owner, before our share and tax/);
});

test.describe('one "What could go wrong" section where the decision is made, and no long warning twice', () => {
  for (const path of paths) {
    test(path, async ({ page }) => {
      await page.goto(path);
      const section = page.locator('main [data-risk-section]');
      // What the page states, as its layout read it (src/lib/regulatory/promotion.ts): a return or a product term.
      const promotes = (await page.locator('main').getAttribute('data-promotes')) ?? '';
      if (!/\b(?:return|product-term)\b/.test(promotes)) {
        await expect(section).toHaveCount(0);
        await expect(page.locator('main a[href="#what-could-go-wrong"]')).toHaveCount(0);
        return;
      }
      await expect(section).toHaveCount(1);
      await expect(section.getByRole('heading', { level: 2 })).toHaveText('What could go wrong');
      for (const risk of group('content/points.yaml', 'risks'))
        await expect(section.getByRole('heading', { level: 3, name: risk.title })).toBeVisible();
      // Before the page's call to action.
      const order = await page.evaluate(() => {
        const risk = document.querySelector('[data-risk-section]')!;
        const cta = document.querySelector('main [data-cta]')!;
        return risk.compareDocumentPosition(cta) & Node.DOCUMENT_POSITION_FOLLOWING;
      });
      expect(order, 'the risk section comes before the call to action').toBeTruthy();
      // Each short warning leads to it.
      for (const link of await page.locator('main [data-risk-warning] a').all())
        await expect(link).toHaveAttribute('href', '#what-could-go-wrong');
      // No paragraph of 160 characters or more is printed twice.
      const paragraphs = await page
        .locator('main p, main li, footer p')
        .evaluateAll((els) => els.map((e) => (e.textContent ?? '').replace(/\s+/g, ' ').trim()));
      const long = paragraphs.filter((p) => p.length >= 160);
      expect(long.filter((p, i) => long.indexOf(p) !== i)).toEqual([]);
    });
  }
});

test('a loan says which charge secures it and the combined loan to value, in the security point and on each deal', async ({
  page,
}) => {
  await page.goto('/invest-with-us');
  const point = page
    .locator('main li')
    .filter({ has: page.getByRole('heading', { name: 'Secured Against Property' }) });
  await expect(point).toContainText('second legal charge');
  await expect(point).toContainText(entry('content/facts.yaml', 'loan-combined-ltv').value);
  await page.goto('/case-studies/2-bed-social-housing-nelincs');
  await expect(page.locator('[data-deal-risk]')).toHaveText(
    'In this deal: lenders had a second legal charge, behind a 75% mortgage of £52,500. With the £14,035 they left in, the combined loan to value was 95.05% of the £70,000 end value: a sale for less would not have repaid them in full.',
  );
  await page.goto('/case-studies/manchester-flip');
  await expect(page.locator('[data-deal-risk]')).toContainText(
    'In this deal: partners’ stakes had no charge on the property.',
  );
});
