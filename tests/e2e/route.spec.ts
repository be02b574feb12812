/**
 * The regulatory route (docs/regulatory-route.md) under each of its settings. The route content/site.json
 * names is the build every other test runs on; the other two are built here with SITE_ROUTE set
 * (scripts/test/route-build.mjs, about 15 s each on a quiet machine, kept until dist/ is built again) and
 * served as static files. At 320, 390 and 1280 px:
 * - approved promotion: the approver, FCA number and date at the end of every promoting page; the build
 *   stops at a lapsed approval (a real build);
 * - high-risk investment: the FCA's prescribed warning, word for word, at the top of every promoting page
 *   and in view as it scrolls, covering neither the content, the anchors nor the menu, and fitting 320 px;
 *   its link to the risk summary in the FCA's form;
 * - exempt audience: promoting pages reach a visitor without their content or any return until the
 *   investor statement is complete; then shown, remembered, forgotten when it lapses; without JavaScript too.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { loadYaml as load } from '../../src/lib/contentYaml';
import signedOff from '../../content/approval.json' with { type: 'json' };
import { openClaims } from '../../scripts/build/certified-pages.mjs';
import {
  buildVariant,
  builtRoute,
  buildWithRoute,
  currentApproval,
  oneAtATime,
} from '../../scripts/test/route-build.mjs';
import { serveStatic } from '../../scripts/test/static-server.mjs';
import settings from '../../content/site.json' with { type: 'json' };
import { gatedWhole, promotingPages, publicTools } from '../../src/lib/promotion';
import { exemptWarning, LEARN_MORE, prescribedWarning } from '../../src/lib/routeRules';
import { axeViolations } from '../support/axe';
import { builtPageNoise, validateHtml } from '../support/vnu';
import { caseStudySlugs } from './routes';

const promoting = [...promotingPages, ...caseStudySlugs.map((s) => `/case-studies/${s}`)];
const notPromoting = ['/financial-literacy', '/learn', '/updates', '/privacy', '/find-you-a-deal'];
const longDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
const approvalLine = (a: { approver: string; frn: string; approvedOn: string }) =>
  `Approved as a financial promotion on ${longDate(a.approvedOn)} by ${a.approver}, FCA firm reference number ${a.frn}.`;
/** The values of the `return` facts: no visitor without a statement may read them under the exempt route. */
const returnValues = [
  ...new Set(
    (load(readFileSync('content/facts.yaml', 'utf8')) as { kind: string; value: string }[])
      .filter((f) => f.kind === 'return')
      .map((f) => f.value),
  ),
];
/** What a page every visitor reads still claims: a marked claim, or a return figure read as a return. */
const claimsOn = (html: string) => openClaims(html, returnValues);
const sizes = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

/** The Nu HTML Checker's messages for these built files, less what it says of every built page. */
const validHtml = async (files: string[]) =>
  (await validateHtml(files)).filter((m) => !builtPageNoise.some((re) => re.test(m)));

/** The approver's line a served page ends its main with, if it has one; the page's HTML. */
async function pageAt(url: string) {
  const html = await (await fetch(url)).text();
  const approval = html.match(/<p class="[^"]*\bapproval\b[^"]*">([^<]*)<\/p>\s*<\/main>/)?.[1]?.trim();
  return { html, approval };
}

/** The site built under a route, served for the tests of the describe block that asks for it. */
function served(route: 'high-risk-investment' | 'exempt-audience') {
  const site = {
    url: '',
    dir: '',
    route: {} as { approval?: Parameters<typeof approvalLine>[0] },
    close: async () => {},
  };
  test.beforeAll(async () => {
    site.dir = await buildVariant(route);
    site.route = builtRoute(site.dir);
    Object.assign(site, await serveStatic(site.dir));
  });
  test.afterAll(() => site.close());
  return site;
}

/** Boxes of the banner, the header and what comes first in main, as the screen shows them now. */
const boxes = (page: Page) =>
  page.evaluate(() => {
    const box = (el: Element | null) => {
      const r = el!.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, height: r.height };
    };
    return {
      banner: box(document.querySelector('[data-risk-banner]')),
      header: box(document.querySelector('.site-header')),
      first: box(document.querySelector('main')!.firstElementChild),
      scrollWidth: document.documentElement.scrollWidth,
    };
  });

test.describe('approved promotion: the route content/site.json names', () => {
  test.skip(settings.route.kind !== 'approved-promotion', 'the settings name another route');
  // Who approved the words, and when: the sign-off record (docs/approval.md).
  const approval = signedOff;

  test('every promoting page ends with who approved it and when; no other page says so', async ({ baseURL }) => {
    for (const path of promoting) {
      const { html, approval: line } = await pageAt(baseURL + path);
      expect(line, path).toBe(approvalLine(approval!));
      expect(html, path).not.toMatch(/data-risk-banner|data-gate/);
    }
    for (const path of notPromoting) expect((await pageAt(baseURL + path)).approval, path).toBeUndefined();
  });

  for (const size of sizes) {
    test(`the approver's line reads on the screen at ${size.width} px`, async ({ page }) => {
      await page.setViewportSize(size);
      for (const path of ['/invest-with-us', '/case-studies/2-bed-social-housing-nelincs']) {
        await page.goto(path);
        const note = page.locator('main > .approval');
        await note.scrollIntoViewIfNeeded();
        await expect(note).toBeInViewport({ ratio: 1 });
        const box = (await note.boundingBox())!;
        expect(box.x, path).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, path).toBeLessThanOrEqual(size.width);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(size.width);
      }
    });
  }
});

test.describe('routes built here', () => {
  // Each route is a build of its own: minutes on a busy machine.
  test.describe.configure({ timeout: 300_000 });

  test('the build stops at a lapsed approval, naming the approver and saying what to do', async () => {
    const out = mkdtempSync(join(tmpdir(), 'route-lapsed-'));
    try {
      const lapsed = { ...currentApproval(), approvedOn: '2024-01-15', validMonths: 12 };
      const { code, output } = await oneAtATime(() =>
        buildWithRoute({ kind: 'approved-promotion', approval: lapsed }, out),
      );
      expect(code, output).not.toBe(0);
      expect(output).toContain(
        "SITE_ROUTE:0: the approval of the site's promotions by Test Approvals Ltd (FRN 654321) on 15 January 2024 lasted 12 months, until 15 January 2025",
      );
      expect(output).toContain('Ask the approver to review the pages and approve them again');
      expect(output).toContain('[stale-approval]');
      expect(() => readFileSync(join(out, 'index.html')), 'no page was built').toThrow();
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  test.describe('high-risk investment', () => {
    const site = served('high-risk-investment');

    test('every promoting page carries the prescribed warning and its approver; other pages neither', async () => {
      const banner = `<aside class="[^"]*" aria-label="Risk warning" data-risk-banner> <p class="[^"]*">${prescribedWarning['non-readily-realisable-securities']} <a href="/risk-summary"[^>]*>${LEARN_MORE}</a></p> </aside>`;
      for (const path of [...promoting, '/risk-summary']) {
        const { html, approval } = await pageAt(site.url + path);
        expect(html, path).toMatch(new RegExp(banner));
        expect(approval, path).toBe(approvalLine(site.route.approval!));
      }
      for (const path of notPromoting) {
        const { html, approval } = await pageAt(site.url + path);
        expect(html, path).not.toContain('data-risk-banner');
        expect(approval, path).toBeUndefined();
      }
    });

    for (const size of sizes) {
      test(`at ${size.width} px the warning stays at the top of the screen, in its border, over nothing`, async ({
        page,
      }) => {
        await page.setViewportSize(size);
        for (const path of ['/', '/invest-with-us', '/landing', '/case-studies/2-bed-social-housing-nelincs']) {
          await page.goto(site.url + path);
          const link = page.getByRole('link', { name: LEARN_MORE });
          const style = await link.evaluate((a) => ({
            underline: getComputedStyle(a).textDecorationLine,
            border: getComputedStyle(a.closest('[data-risk-banner]')!).borderTopWidth,
          }));
          expect(style.underline, path).toContain('underline');
          expect(parseFloat(style.border), path).toBeGreaterThanOrEqual(1);
          for (const at of ['top', 'middle', 'end']) {
            await page.evaluate((where) => {
              const end = document.documentElement.scrollHeight - innerHeight;
              scrollTo(0, where === 'top' ? 0 : where === 'middle' ? end / 2 : end);
            }, at);
            // The scroll has happened once the banner's place is read after a frame.
            await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
            const b = await boxes(page);
            expect(b.banner.top, `${path} ${at}`).toBe(0);
            expect(b.header.top, `${path} ${at}: the header is below the warning`).toBeGreaterThanOrEqual(
              b.banner.bottom - 1,
            );
            expect(b.scrollWidth, `${path} ${at}`).toBeLessThanOrEqual(size.width);
            expect(b.banner.right, path).toBeLessThanOrEqual(size.width);
            // Room is left for the page: the warning and header together take under half a phone's screen.
            expect(b.header.bottom, path).toBeLessThan(size.height / 2);
            if (at === 'top')
              expect(b.first.top, `${path}: the page starts below the header`).toBeGreaterThanOrEqual(
                b.header.bottom - 1,
              );
          }
        }
      });

      test(`at ${size.width} px anchors land below the warning and the header`, async ({ page }) => {
        await page.setViewportSize(size);
        await page.goto(`${site.url}/invest-with-us#key-facts`);
        const target = page.locator('#key-facts');
        // Once the browser has applied the warning's height (src/browser/shell.ts), the anchor sits below it.
        await expect
          .poll(async () => {
            await page.evaluate(() => document.getElementById('key-facts')!.scrollIntoView());
            const b = await boxes(page);
            return (await target.boundingBox())!.y - b.header.bottom;
          })
          .toBeGreaterThanOrEqual(0);
      });

      if (size.width < 1200)
        test(`at ${size.width} px the open menu sits below the warning, every item reachable`, async ({ page }) => {
          await page.setViewportSize(size);
          await page.goto(`${site.url}/invest-with-us`);
          await page.getByRole('button', { name: 'Menu' }).click();
          const nav = page.locator('#site-nav');
          await expect(nav).toBeVisible();
          const b = await boxes(page);
          const menu = (await nav.boundingBox())!;
          expect(menu.y).toBeGreaterThanOrEqual(b.header.bottom - 1);
          const last = nav.getByRole('link').last();
          await last.scrollIntoViewIfNeeded();
          await expect(last).toBeInViewport({ ratio: 1 });
          const lastBox = (await last.boundingBox())!;
          expect(lastBox.y).toBeGreaterThanOrEqual(b.header.bottom - 1);
          expect(lastBox.y + lastBox.height).toBeLessThanOrEqual(size.height);
          await page.keyboard.press('Escape');
          await expect(nav).toBeHidden();
        });
    }

    test('the link opens the risk summary in the FCA’s form', async ({ page }) => {
      await page.goto(`${site.url}/invest-with-us`);
      await page.getByRole('link', { name: LEARN_MORE }).click();
      await expect(page).toHaveURL(`${site.url}/risk-summary`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Risk summary');
      const main = page.locator('main');
      await expect(main).toContainText('Estimated reading time: 2 min');
      await expect(main).toContainText(
        'Due to the potential for losses, the Financial Conduct Authority (FCA) considers this investment to be high risk.',
      );
      await expect(main.getByRole('heading', { level: 2 })).toHaveText('What are the key risks?');
      await expect(main.getByRole('heading', { level: 3 })).toHaveText([
        'You could lose all the money you invest',
        'You are unlikely to be protected if something goes wrong',
        'You are unlikely to get your money back quickly',
        'Don’t put all your eggs in one basket',
      ]);
      for (const href of await main.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
        expect(href).toMatch(/^https:\/\/www\.(fca\.org\.uk|fscs\.org\.uk|financial-ombudsman\.org\.uk)\//);
    });

    test('its pages pass axe at 390 px, with the menu open', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      for (const path of ['/invest-with-us', '/risk-summary']) {
        await page.goto(site.url + path);
        expect(await axeViolations(page), path).toEqual([]);
      }
      await page.getByRole('button', { name: 'Menu' }).click();
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  test.describe('exempt audience', () => {
    const site = served('exempt-audience');
    const gated = promoting.filter((p) => gatedWhole(p));
    const certified = (path: string) => (path === '/' ? '/certified' : `/certified${path}`);

    test('a visitor without a statement gets no promoting content and no return, on any page', async () => {
      expect(returnValues.length).toBeGreaterThan(3);
      for (const path of gated) {
        const html = await (await fetch(site.url + path)).text();
        expect(html, path).toContain('data-gate-form');
        expect(html, path).not.toContain('data-gated-body');
        expect(claimsOn(html), path).toEqual([]);
        expect(html, path).toMatch(/<meta name="description" content="For certified high net worth/);
        // The page itself, at its certified address: not indexed, and not in the sitemap.
        const full = await (await fetch(site.url + certified(path))).text();
        expect(full, certified(path)).toContain('<meta name="robots" content="noindex">');
        expect(full, certified(path)).toContain('data-gated-body');
        expect(full, certified(path)).not.toContain('data-gate-form');
      }
      for (const path of [...publicTools, ...notPromoting]) {
        const html = await (await fetch(site.url + path)).text();
        expect(html, path).not.toContain('data-gate-form');
        expect(claimsOn(html), path).toEqual([]);
      }
      expect(await (await fetch(`${site.url}/inflation-calculator`)).text()).toContain('data-gated-note');
      expect(await (await fetch(`${site.url}/robots.txt`)).text()).toContain('Disallow: /certified\n');
      expect(await (await fetch(`${site.url}/sitemap-0.xml`)).text()).not.toContain('/certified');
    });

    for (const size of sizes.slice(1)) {
      test(`at ${size.width} px the statement opens the page, which is remembered until it lapses`, async ({
        page,
      }) => {
        await page.setViewportSize(size);
        await page.goto(`${site.url}/invest-with-us`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          'For investors who have completed a statement',
        );
        await page.getByRole('radio', { name: 'I am a high net worth individual' }).check();
        const statement = page.getByRole('group', { name: 'Statement for high net worth individual' });
        await statement.getByRole('checkbox', { name: /Condition A\./ }).check();
        await statement.getByRole('textbox', { name: /income \(as defined above\)/ }).fill('120000');
        await page.getByRole('checkbox', { name: /I accept that the investments/ }).check();
        await page.getByRole('button', { name: 'Complete the statement and see this page' }).click();

        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toHaveText('Invest With Us');
        await expect(heading).toBeFocused();
        // The exemption's warning and who makes the promotion come first, in bold within a black border.
        const first = page.locator('main [data-gated-body] > :first-child');
        await expect(first).toHaveAttribute('data-exempt-warning', '');
        await expect(first).toContainText(exemptWarning);
        await expect(first).toContainText(`Made by ${settings.legalName}`);
        expect(await first.locator('strong').evaluate((s) => getComputedStyle(s).fontWeight)).toBe('700');
        await expect(page.getByRole('heading', { name: 'Key Facts', exact: true })).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
        // What was typed stays in the form: only that a statement was completed, and when, is kept.
        const kept = await page.evaluate(() => localStorage.getItem('investor-statement'));
        expect(JSON.parse(kept!)).toMatchObject({ statement: 'high-net-worth', conditions: ['a'] });
        expect(kept).not.toContain('120000');

        // Remembered: the next promoting page opens by itself.
        await page.goto(`${site.url}/case-studies/2-bed-social-housing-nelincs`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          '2-Bed Social Housing – North East Lincolnshire',
        );
        await expect(page.locator('main [data-risk-claim]').first()).toBeVisible();

        // A year and a day later it has lapsed: the statement is asked for again, and the old one forgotten.
        await page.evaluate(() => {
          const old = new Date();
          old.setMonth(old.getMonth() - 12);
          old.setDate(old.getDate() - 1);
          localStorage.setItem(
            'investor-statement',
            JSON.stringify({ statement: 'high-net-worth', conditions: ['a'], completed: old }),
          );
        });
        await page.reload();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          'For investors who have completed a statement',
        );
        expect(await page.evaluate(() => localStorage.getItem('investor-statement'))).toBeNull();
      });
    }

    test('an island in the opened page wakes: the calculator on /landing', async ({ page }) => {
      await page.goto(`${site.url}/landing`);
      await page.evaluate(() =>
        localStorage.setItem(
          'investor-statement',
          JSON.stringify({ statement: 'self-certified-sophisticated', conditions: ['c'], completed: new Date() }),
        ),
      );
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inflation Is Quietly Shrinking Your Savings');
      const island = page.locator('astro-island[component-url*="CalculatorIsland"]');
      await island.scrollIntoViewIfNeeded();
      await expect(island).not.toHaveAttribute('ssr');
      // Forgetting the statement brings the statement back.
      await page.getByRole('button', { name: 'Forget my investor statement' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('For investors who have completed a statement');
    });

    test('an incomplete statement says what is missing, and each link leads to its field', async ({ page }) => {
      await page.goto(`${site.url}/invest-with-us`);
      const submit = page.getByRole('button', { name: 'Complete the statement and see this page' });
      await submit.click();
      const errors = page.locator('[data-gate-errors]');
      await expect(errors).toBeFocused();
      await expect(errors.getByRole('link')).toHaveText([
        'Choose the statement that applies to you',
        'Confirm the declaration at the end of the statement',
      ]);
      await page.getByRole('radio', { name: 'I am a self-certified sophisticated investor' }).check();
      await page.getByRole('checkbox', { name: /Condition C\. Have you made two or more investments/ }).check();
      await submit.click();
      await expect(errors.getByRole('link')).toHaveText([
        'Condition C: The number of investments in an unlisted company you have made in the last two years',
        'Confirm the declaration at the end of the statement',
      ]);
      await errors.getByRole('link').first().click();
      await expect(page.getByRole('textbox', { name: /The number of investments/ })).toBeFocused();
      await expect(page.getByRole('textbox', { name: /The number of investments/ })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => localStorage.getItem('investor-statement'))).toBeNull();
    });

    test('the statement can be completed with the keyboard alone', async ({ page }) => {
      await page.goto(`${site.url}/book-call`);
      const tabTo = async (name: RegExp) => {
        for (let i = 0; i < 40; i++) {
          await page.keyboard.press('Tab');
          const label = await page.evaluate(
            () =>
              (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ??
              document.activeElement?.textContent ??
              '',
          );
          if (name.test(label)) return;
        }
        throw new Error(`Tab never reached ${name}`);
      };
      await tabTo(/I am a high net worth individual/);
      await page.keyboard.press('Space');
      await tabTo(/Condition B\./);
      await page.keyboard.press('Space');
      await page.keyboard.press('Tab');
      await page.keyboard.type('300000');
      await tabTo(/I accept that the investments/);
      await page.keyboard.press('Space');
      await tabTo(/Complete the statement and see this page/);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
        'For investors who have completed a statement',
      );
      expect(await axeViolations(page)).toEqual([]);
    });

    test('without JavaScript the form opens the page at its certified address', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${site.url}/invest-with-us`);
      await page.getByRole('radio', { name: 'I am a high net worth individual' }).check();
      await page.getByRole('checkbox', { name: /I accept that the investments/ }).check();
      await page.getByRole('button', { name: 'Complete the statement and see this page' }).click();
      await expect(page).toHaveURL(`${site.url}/certified/invest-with-us?statement=high-net-worth`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invest With Us');
      await expect(page.locator('main [data-gated-body] > :first-child')).toContainText(exemptWarning);
      await context.close();
    });

    test('its pages pass axe, and those of both routes the Nu HTML Checker', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${site.url}/invest-with-us`);
      expect(await axeViolations(page)).toEqual([]);
      // One run of the checker for both routes' pages (it takes seconds to start).
      const highRisk = await buildVariant('high-risk-investment');
      const files = [
        ...['invest-with-us.html', 'certified/invest-with-us.html', 'contact.html'].map((f) => join(site.dir, f)),
        ...['risk-summary.html', 'invest-with-us.html'].map((f) => join(highRisk, f)),
      ];
      expect(await validHtml(files)).toEqual([]);
    });
  });
});
