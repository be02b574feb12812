/**
 * The regulatory route (docs/regulatory-route.md) under each of its settings. The route content/site.json names
 * is the build every other test runs on; the other two are built here with SITE_ROUTE set
 * (scripts/test/route-build.mjs, kept until dist/ is built again):
 * - approved promotion: the approver, FCA number and date at the end of every page that promotes, by what it
 *   says; the build stops at a lapsed approval (a real build);
 * - high-risk investment (served as static files: it needs no function): the FCA's prescribed warning at the
 *   top of every promoting page, at most 192 px with the header at 320 × 640, covering neither the content nor
 *   the open menu; its link to the risk summary in the FCA's form;
 * - exempt audience (served as `npm start` serves the project: its functions and a database): a certified
 *   page reaches nobody without a good pass, however asked; a statement is checked, refused with the field
 *   named, or kept and opening the page; what everyone reads promotes nothing, and the build says so of each
 *   example put back; the certified pages are bundled with the function that serves them.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { getDatabase } from '@netlify/database';
import { resolveConfig } from '@netlify/config';
import { zipFunction } from '@netlify/zip-it-and-ship-it';
import { openProblems, returnValuesIn } from '../../scripts/build/regulatory-build.mjs';
import { htmlFiles } from '../../scripts/build/built-pages.mjs';
import {
  buildVariant,
  builtRoute,
  buildWithRoute,
  currentApproval,
  oneAtATime,
  serveVariant,
} from '../../scripts/test/route-build.mjs';
import { serveStatic } from '../../scripts/test/static-server.mjs';
import settings from '../../content/site.json' with { type: 'json' };
import signedOff from '../../content/approval.json' with { type: 'json' };
import { forInvestors } from '../../src/lib/regulatory/certified';
import { exemptWarning, LEARN_MORE, prescribedWarning } from '../../src/lib/regulatory/requirements';
import { ukDate } from '../../src/lib/regulatory/statement';
import { passValue } from '../../src/server/regulatory/pass';
import { unsubscribeSecret } from '../../src/server/token';
import { attribute, element, isElement, parseHtml, textOf } from '../../src/lib/html';
import { axeViolations } from '../support/axe';
import { frontmatter } from '../support/copy';
import { builtPageNoise, validateHtml } from '../support/vnu';
import { caseStudyRoutes, routes } from './routes';

const posts = readdirSync('content/posts').map((f) => `/updates/${f.replace(/\.mdx$/, '')}`);
const everyPage = [...[...routes, ...caseStudyRoutes].map((r) => r.path), ...posts];
const certified = everyPage.filter(forInvestors);
const longDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
const approvalLine = (a: { approver: string; frn: string; approvedOn: string }) =>
  `Approved as a financial promotion on ${longDate(a.approvedOn)} by ${a.approver}, FCA firm reference number ${a.frn}.`;
const sizes = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

/** The Nu HTML Checker's messages for these built files, less what it says of every built page. */
const validHtml = async (files: string[]) =>
  (await validateHtml(files)).filter((m) => !builtPageNoise.some((re) => re.test(m)));

/** What a served page says of itself: what its layout read it to promote with, and the approver's line (main's last). */
async function pageAt(url: string) {
  const html = await (await fetch(url)).text();
  const main = element(parseHtml(html), (el) => el.name === 'main');
  const promotes = main ? attribute(main, 'data-promotes') : undefined;
  const last = main?.children.filter(isElement).at(-1);
  const approval =
    last?.name === 'p' && attribute(last, 'class')?.split(/\s+/).includes('approval')
      ? textOf(last).replace(/\s+/g, ' ').trim()
      : undefined;
  return { html, promotes, approval };
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

  test('every page that promotes, by what it says, ends with who approved it and when; no other page says so', async ({
    baseURL,
  }) => {
    const promoting: string[] = [];
    for (const path of everyPage) {
      const { html, promotes, approval: line } = await pageAt(baseURL + path);
      expect(html, path).not.toMatch(/data-risk-banner|data-gate/);
      if (promotes) promoting.push(path);
      expect(line, path).toBe(promotes ? approvalLine(approval) : undefined);
    }
    // The investment's pages, and the posts and quiz that invite a call, promote; the legal and learning pages do not.
    expect(promoting).toEqual(expect.arrayContaining([...certified, '/financial-literacy', '/updates', '/contact']));
    expect(promoting).not.toEqual(expect.arrayContaining(['/learn']));
    expect(promoting).not.toContain('/privacy');
  });

  for (const size of sizes) {
    test(`the approver's line reads on the screen at ${size.width} px`, async ({ page }) => {
      await page.setViewportSize(size);
      for (const path of ['/invest-with-us', '/updates/inflation-cash-savings-vs-property']) {
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
    const site = {
      url: '',
      dir: '',
      route: {} as { approval?: Parameters<typeof approvalLine>[0] },
      close: async () => {},
    };
    test.beforeAll(async () => {
      site.dir = await buildVariant('high-risk-investment');
      site.route = builtRoute(site.dir);
      Object.assign(site, await serveStatic(site.dir));
    });
    test.afterAll(() => site.close());

    test('every page that promotes carries the prescribed warning and its approver; the others neither', async () => {
      const banner = `<aside class="[^"]*" aria-label="Risk warning" data-risk-banner> <p class="[^"]*">${prescribedWarning['non-readily-realisable-securities']} <a href="/risk-summary"[^>]*>${LEARN_MORE}</a></p> </aside>`;
      const promoting = [];
      for (const path of [...everyPage, '/risk-summary']) {
        const { html, promotes, approval } = await pageAt(site.url + path);
        const expected = Boolean(promotes) || path === '/risk-summary';
        if (expected) promoting.push(path);
        expect(new RegExp(banner).test(html), path).toBe(expected);
        expect(approval, path).toBe(expected ? approvalLine(site.route.approval!) : undefined);
      }
      // Posts and the quiz invite a call: they promote, and say so.
      expect(promoting).toEqual(
        expect.arrayContaining([
          '/financial-literacy',
          '/updates/before-lending-on-a-property-deal',
          '/invest-with-us',
        ]),
      );
    });

    for (const size of sizes) {
      test(`at ${size.width} px the warning stays at the top of the screen, in its border, over nothing`, async ({
        page,
      }) => {
        await page.setViewportSize(size);
        for (const path of ['/', '/invest-with-us', '/updates/inflation-cash-savings-vs-property']) {
          await page.goto(site.url + path);
          const link = page.getByRole('link', { name: LEARN_MORE });
          const style = await link.evaluate((a) => ({
            underline: getComputedStyle(a).textDecorationLine,
            border: getComputedStyle(a.closest('[data-risk-banner]')!).borderTopWidth,
            size: parseFloat(getComputedStyle(a.closest('p')!).fontSize),
            body: parseFloat(getComputedStyle(document.body).fontSize),
          }));
          expect(style.underline, path).toContain('underline');
          expect(parseFloat(style.border), path).toBeGreaterThanOrEqual(1);
          // Legible: at the body's size or near it.
          expect(style.size, path).toBeGreaterThanOrEqual(style.body * 0.85);
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
            // The warning and the header together take at most 30% of a 320 × 640 screen, and less above it.
            expect(b.header.bottom, path).toBeLessThanOrEqual(size.width === 320 ? 192 : size.height * 0.3);
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
          expect(menu.y + menu.height).toBeLessThanOrEqual(size.height);
          for (const item of await nav.getByRole('link').all()) {
            await item.scrollIntoViewIfNeeded();
            await expect(item).toBeInViewport({ ratio: 1 });
            const box = (await item.boundingBox())!;
            expect(box.y).toBeGreaterThanOrEqual(b.header.bottom - 1);
            expect(box.y + box.height).toBeLessThanOrEqual(size.height);
          }
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
    // One server, one database: the tests share them, in order.
    test.describe.configure({ mode: 'serial' });
    const site = { url: '', root: '', dir: '', stop: () => {} };
    let pool: ReturnType<typeof getDatabase>['pool'];
    test.beforeAll(async () => {
      Object.assign(site, await serveVariant('exempt-audience'));
      pool = getDatabase({
        connectionString: readFileSync(join(site.root, '.netlify/database-url'), 'utf8').trim(),
      }).pool;
    });
    test.afterAll(async () => {
      await pool?.end();
      site.stop();
    });

    const statementsFor = async (page: string) =>
      (await pool.query('SELECT * FROM investor_statements WHERE page = $1 ORDER BY created_at', [page])).rows;
    const heading = (page: Page) => page.getByRole('heading', { level: 1 });
    const STATEMENT = 'For certified investors';

    /** Fills the high net worth statement, condition A with `income`, signed and dated. */
    async function fillStatement(page: Page, income: string, email = 'investor@example.com') {
      await page.getByRole('radio', { name: 'I am a high net worth individual' }).check();
      const statement = page.getByRole('group', { name: 'Statement for high net worth individual' });
      await statement.getByRole('checkbox', { name: /Condition A\./ }).check();
      await statement.getByRole('textbox', { name: /income \(as defined above\)/ }).fill(income);
      await page.getByRole('checkbox', { name: /I accept that the investments/ }).check();
      await page.getByRole('textbox', { name: /Signature/ }).fill('Alex Investor');
      await page.getByLabel('Date (today)').fill(ukDate(new Date()));
      await page.getByRole('textbox', { name: 'Your e-mail address' }).fill(email);
    }
    const submit = (page: Page) =>
      page.getByRole('button', { name: 'Complete the statement and see this page' }).click();

    test('without a good pass every certified address answers the statement: direct, forged, expired, changed', async ({
      browser,
    }) => {
      expect(certified.length).toBeGreaterThan(8);
      const secret = unsubscribeSecret();
      const expired = passValue(
        {
          id: '0b6f3c1e-8d2a-4c1b-9e7f-1a2b3c4d5e6f',
          audience: 'high-net-worth',
          made: new Date(Date.now() - 400 * 864e5),
          until: new Date(Date.now() - 864e5),
        },
        secret,
      );
      const signedButUnknown = passValue(
        {
          id: '0b6f3c1e-8d2a-4c1b-9e7f-1a2b3c4d5e6f',
          audience: 'high-net-worth',
          made: new Date(),
          until: new Date(Date.now() + 30 * 864e5),
        },
        secret,
      );
      const cookies = {
        none: undefined,
        forged: 'v1.x.0.1.2.forged',
        expired,
        changed: expired.replace(/\.(\d+)\.([\w-]+)$/, (_, until, sig) => `.${Number(until) + 3e7}.${sig}`),
        'signed, of no kept statement': signedButUnknown,
      };
      for (const javaScript of [true, false]) {
        const context = await browser.newContext({ javaScriptEnabled: javaScript });
        const page = await context.newPage();
        for (const [what, value] of Object.entries(cookies)) {
          await context.clearCookies();
          if (value) await context.addCookies([{ name: 'investor_statement', value, url: site.url, httpOnly: true }]);
          for (const path of [certified[0]!, '/case-studies/2-bed-social-housing-nelincs']) {
            for (const address of [path, path === '/' ? '/certified/index' : `/certified${path}`]) {
              const answer = await page.goto(site.url + address);
              const where = `${address}, ${what}, JavaScript ${javaScript ? 'on' : 'off'}`;
              expect(answer!.status(), where).toBe(200);
              expect(new URL(page.url()).pathname, where).toBe(path);
              await expect(heading(page), where).toHaveText(STATEMENT);
              expect(await page.content(), where).not.toContain('data-gated-body');
            }
          }
          // A refused pass is forgotten.
          if (value) expect(await context.cookies(site.url), what).toEqual([]);
        }
        await context.close();
      }
      // Asked without a browser, the function gives nothing but the way to the statement.
      const direct = await fetch(`${site.url}/certified/invest-with-us`, { redirect: 'manual' });
      expect(direct.status).toBe(303);
      expect(direct.headers.get('location')).toBe('/invest-with-us');
      expect(await direct.text()).toBe('');
    });

    test('an inconsistent statement is refused with the field named, with JavaScript on and off, and nothing kept', async ({
      page,
      browser,
    }) => {
      await page.goto(`${site.url}/invest-with-us`);
      await fillStatement(page, '40000');
      await submit(page);
      const errors = page.locator('[data-gate-errors]');
      await expect(errors).toBeFocused();
      await expect(errors.getByRole('link')).toHaveText([
        'Condition A: an income of £40,000 is under the £100,000 this condition needs. Untick it if it does not apply to you',
      ]);
      await errors.getByRole('link').first().click();
      const income = page.getByRole('textbox', { name: /income \(as defined above\)/ });
      await expect(income).toBeFocused();
      await expect(income).toHaveAttribute('aria-invalid', 'true');
      expect(await axeViolations(page)).toEqual([]);

      const context = await browser.newContext({ javaScriptEnabled: false });
      const noScript = await context.newPage();
      await noScript.goto(`${site.url}/invest-with-us`);
      await fillStatement(noScript, '40000');
      await submit(noScript);
      await expect(heading(noScript)).toHaveText('Your statement was not accepted');
      await expect(noScript.getByRole('alert')).toContainText(
        'Condition A: an income of £40,000 is under the £100,000 this condition needs',
      );
      // No condition met, only the declaration signed, as a visitor without JavaScript could once open the page with.
      await noScript.goto(`${site.url}/invest-with-us`);
      await fillStatement(noScript, '');
      await noScript
        .getByRole('group', { name: 'Statement for high net worth individual' })
        .getByRole('checkbox', { name: /Condition A\./ })
        .uncheck();
      await submit(noScript);
      await expect(noScript.getByRole('alert')).toContainText('Tick the conditions that apply to you');
      await context.close();
      expect(await statementsFor('/invest-with-us')).toEqual([]);
    });

    for (const size of sizes.slice(1)) {
      test(`at ${size.width} px a statement opens the page at its address, is kept, opens the others, and can be forgotten`, async ({
        page,
      }) => {
        await page.setViewportSize(size);
        const email = `investor-${size.width}@example.com`;
        await page.goto(`${site.url}/invest-with-us`);
        await expect(heading(page)).toHaveText(STATEMENT);
        await fillStatement(page, '120000', email);
        await submit(page);
        await expect(heading(page)).toHaveText('Invest With Us');
        expect(new URL(page.url()).pathname).toBe('/invest-with-us');
        // The exemption's warning and who makes the promotion come first, in bold within a black border.
        const first = page.locator('main [data-gated-body] > :first-child');
        await expect(first).toHaveAttribute('data-exempt-warning', '');
        await expect(first).toContainText(exemptWarning);
        await expect(first).toContainText(`Made by ${settings.legalName}`);
        expect(await first.locator('strong').evaluate((s) => getComputedStyle(s).fontWeight)).toBe('700');
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
        // The pass is a cookie the page's scripts cannot read.
        const [cookie] = await page.context().cookies(site.url);
        expect(cookie).toMatchObject({ name: 'investor_statement', httpOnly: true, sameSite: 'Lax' });
        expect(await page.evaluate(() => document.cookie)).not.toContain('investor_statement');
        // Kept as evidence: the answers, the signature and date, a digest of the address and never the address.
        const [row] = (await statementsFor('/invest-with-us')).filter(
          (r: { id: string }) => r.id === cookie!.value.split('.')[1],
        );
        expect(row).toMatchObject({
          audience: 'high-net-worth',
          answers: [{ condition: 'a', value: 120000 }],
          signature: 'Alex Investor',
        });
        expect(row.wording).toMatch(/^schedule-5-[0-9a-f]{12}$/);
        expect(JSON.stringify(row)).not.toContain(email);
        expect(Math.round((row.valid_until - row.created_at) / (864e5 * 30.4))).toBe(12);

        // Another certified page opens at its own address.
        await page.goto(`${site.url}/case-studies/2-bed-social-housing-nelincs`);
        await expect(heading(page)).toHaveText(
          frontmatter('content/case-studies/2-bed-social-housing-nelincs.mdx').title,
        );
        await expect(page.locator('main [data-risk-claim]').first()).toBeVisible();

        await page.getByRole('button', { name: 'Forget my investor statement' }).click();
        await expect(heading(page)).toHaveText(STATEMENT);
        expect(await page.context().cookies(site.url)).toEqual([]);
      });
    }

    test('without JavaScript the statement opens the page too; an island in it wakes with JavaScript', async ({
      browser,
      page,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const noScript = await context.newPage();
      await noScript.goto(`${site.url}/book-call`);
      await fillStatement(noScript, '£150,000', 'no-script@example.com');
      await submit(noScript);
      expect(new URL(noScript.url()).pathname).toBe('/book-call');
      await expect(noScript).toHaveTitle(/^Book A Call \|/);
      await expect(heading(noScript)).not.toHaveText(STATEMENT);
      await expect(noScript.locator('main [data-gated-body] > :first-child')).toContainText(exemptWarning);
      await context.close();
      expect(await statementsFor('/book-call')).toHaveLength(1);

      await page.goto(`${site.url}/landing`);
      await fillStatement(page, '200k', 'landing@example.com');
      await submit(page);
      await expect(heading(page)).toHaveText(
        frontmatter<{ hero: { headline: string } }>('content/landing/index.yaml').hero.headline,
      );
      const island = page.locator('astro-island[component-url*="CalculatorIsland"]');
      await island.scrollIntoViewIfNeeded();
      await expect(island).not.toHaveAttribute('ssr');
    });

    test('"Neither applies to me" leads to the learning pages, saying why', async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(`${site.url}/`);
      const main = page.locator('main');
      // First thing at 320 px: what the company does and who the page is for, and the way on.
      await expect(main.getByText(/^What we do: /)).toBeInViewport();
      const neither = page.getByRole('link', { name: 'Neither applies to me' });
      await expect(neither).toBeInViewport();
      await neither.click();
      await expect(page).toHaveURL(`${site.url}/learn#not-an-investor`);
      await expect(heading(page)).toHaveText('Financial Learning Hub');
      const why = page.getByRole('complementary', { name: 'Why you are here' });
      await expect(why).toBeVisible();
      await expect(why).toContainText('Our investment pages are for certified high net worth and self-certified');
      // Reached any other way, the learning page does not say it.
      await page.goto(`${site.url}/learn`);
      await expect(why).toBeHidden();
    });

    test('what everyone reads teaches: no page or e-mail promotes, the contact form asks nothing about investing', async ({
      page,
    }) => {
      const open = htmlFiles(site.dir);
      expect(open.length).toBeGreaterThan(25);
      expect(openProblems(site.dir, [], returnValuesIn(process.cwd()))).toEqual([]);
      await page.goto(`${site.url}/contact`);
      await expect(page.getByLabel('Investment Amount')).toHaveCount(0);
      await expect(page.getByText('What are you interested in?')).toHaveCount(0);
      await expect(page.locator('main')).not.toContainText('raised from private investors');
      const res = await fetch(`${site.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: site.url },
        body: JSON.stringify({ name: 'Sam Reader', email: 'sam@example.com', message: 'How do the lessons work?' }),
      });
      expect(res.status).toBe(200);
      expect(await (await fetch(`${site.url}/robots.txt`)).text()).toContain('Disallow: /certified/\n');
    });

    test('the build refuses each example put back, naming the page or e-mail', async () => {
      const copy = mkdtempSync(join(tmpdir(), 'exempt-open-'));
      try {
        cpSync(site.dir, copy, { recursive: true });
        const plant = (page: string, html: string) => {
          const file = join(copy, `${page}.html`);
          writeFileSync(file, readFileSync(file, 'utf8').replace('</main>', `${html}</main>`));
        };
        plant(
          'contact',
          '<p>Lending at a fixed interest rate</p><p>£1.2M+ raised from investors like you</p><label>Investment Amount</label>',
        );
        plant(
          'updates/inflation-cash-savings-vs-property',
          '<p>That is how we structure our deals.</p><a>Book a Free Call</a>',
        );
        plant('financial-literacy', '<a>Book Your Investment Consultation</a>');
        const mails = [
          {
            name: 'e-mail calculator-report/report',
            subject: 'Your inflation report',
            html: '<p>talk about lending to us or investing alongside us</p>',
            text: 'talk about lending to us or investing alongside us',
          },
          { name: 'e-mail newsletter/confirm', subject: 'Confirm', html: '<p>new deals</p>', text: 'new deals' },
          { name: 'e-mail contact/notify', subject: 'x', html: '<p>new deals</p>', text: 'new deals', toCompany: true },
        ];
        const problems = openProblems(copy, mails, returnValuesIn(process.cwd()));
        for (const [where, words] of [
          ['/contact', 'Lending at a fixed interest rate'],
          ['/contact', '£1.2M+'],
          ['/contact', 'Investment Amount'],
          ['/updates/inflation-cash-savings-vs-property', 'our deals'],
          ['/updates/inflation-cash-savings-vs-property', 'Book a Free Call'],
          ['/financial-literacy', 'Book Your Investment Consultation'],
          ['e-mail calculator-report/report', 'lending to us'],
          ['e-mail newsletter/confirm', 'new deals'],
        ])
          expect(
            problems.some((p) => p.startsWith(`${where}: `) && p.includes(`("${words}")`)),
            `${where} ${words}`,
          ).toBe(true);
        // The company's own notifications go to no visitor.
        expect(problems.some((p) => p.startsWith('e-mail contact/notify'))).toBe(false);
      } finally {
        rmSync(copy, { recursive: true, force: true });
      }
    });

    test('the certified pages are bundled with their function as Netlify bundles it, and published nowhere', async () => {
      const { config } = await resolveConfig({ cwd: site.root, repositoryRoot: site.root, offline: true, mode: 'cli' });
      const settingsFor = config.functions['regulatory-pages'];
      expect(settingsFor.included_files).toEqual(['dist-certified/**']);
      const out = mkdtempSync(join(tmpdir(), 'bundle-'));
      try {
        const bundle = await zipFunction(join(site.root, 'functions/regulatory-pages.ts'), out, {
          archiveFormat: 'zip',
          basePath: site.root,
          config: {
            'regulatory-pages': {
              includedFiles: settingsFor.included_files,
              includedFilesBasePath: site.root,
              nodeBundler: 'esbuild_zisi',
            },
          },
        });
        const packed = (bundle?.includedFiles ?? []).map((f: string) => f.slice(site.root.length + 1)).sort();
        expect(packed).toEqual(certified.map((p) => `dist-certified/${p === '/' ? 'index' : p.slice(1)}.html`).sort());
      } finally {
        rmSync(out, { recursive: true, force: true });
      }
      for (const p of certified) {
        const file = p === '/' ? 'index.html' : `${p.slice(1)}.html`;
        expect(readFileSync(join(site.dir, file), 'utf8'), p).not.toContain('data-gated-body');
      }
      expect(readFileSync(join(site.dir, '_redirects'), 'utf8')).toContain(
        '/invest-with-us /certified/invest-with-us 200! Cookie=investor_statement',
      );
    });

    test('the statement page passes axe, and both routes’ pages the Nu HTML Checker', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${site.url}/invest-with-us`);
      expect(await axeViolations(page)).toEqual([]);
      // One run of the checker for both routes' pages (it takes seconds to start).
      const highRisk = await buildVariant('high-risk-investment');
      const files = [
        ...['invest-with-us.html', 'contact.html', 'learn.html'].map((f) => join(site.dir, f)),
        join(site.dir, '../dist-certified/invest-with-us.html'),
        ...['risk-summary.html', 'invest-with-us.html'].map((f) => join(highRisk, f)),
      ];
      expect(await validHtml(files)).toEqual([]);
    });
  });
});
