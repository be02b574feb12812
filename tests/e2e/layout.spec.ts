/**
 * No page is wider than a phone: every route in the sitemap (plus the pages kept out of it and the
 * 404 page) at 320 px and 390 px, scrolled to the end so lazy carousels and islands have loaded, with
 * the map facade loaded where there is one and the mobile menu open; then every interactive state the
 * islands and functions add, on an emulated phone with touch: the calculator's errors, failure, result
 * and chart, every step and widget of every lesson, the quizzes' explanations, results and dialog, the
 * hub's tabs, the toasts and the error summaries. LAYOUT_SHOTS=<dir> also saves a screenshot of each
 * state, at 1280 px too, for looking at.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  calculatorStates,
  CALCULATORS,
  errorSummaryStates,
  formStates,
  GALLERY_PAGE,
  hubStates,
  literacyStates,
  overflowAt,
  stubMap,
  toastStates,
  type Visit,
} from '../support/states';
import { builtPages, sitemapRoutes } from './built-site';

// Each test loads a page, scrolls it to the end and loads the map: room for a slow, shared machine.
test.describe.configure({ timeout: 60_000 });
const T = { timeout: 15_000 };

/** Every route in the sitemap, then the built pages it leaves out (noindex confirmations, the 404 page). */
function routes(): string[] {
  const listed = sitemapRoutes().map((p) => p.replace(/\/$/, '') || '/');
  if (listed.length < 20) throw new Error(`The sitemap lists only ${listed.length} routes`);
  return [...new Set([...listed, ...builtPages()])];
}

/** Elements that stick out past the right edge, for a useful failure message. */
async function overflow(page: Page): Promise<{ width: number; viewport: number; culprits: string[] }> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const culprits = [...document.querySelectorAll('body *')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.right > viewport + 0.5 && !el.closest('.visually-hidden, .hp, [hidden]');
      })
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].join('.')} right=${Math.round(el.getBoundingClientRect().right)}`,
      );
    return { width: document.documentElement.scrollWidth, viewport, culprits };
  });
}

async function expectFits(page: Page, state: string) {
  const o = await overflow(page);
  expect(
    o.width,
    `${state}: page is ${o.width}px wide on a ${o.viewport}px screen; sticking out: ${o.culprits.join(', ')}`,
  ).toBeLessThanOrEqual(o.viewport);
}

/** Scrolls down a screen at a time to the end, so everything that loads on scroll has loaded. */
async function scrollToEnd(page: Page) {
  for (let y = 0; ;) {
    const { height, inner } = await page.evaluate(() => ({
      height: document.documentElement.scrollHeight,
      inner: window.innerHeight,
    }));
    if (y >= height - inner) break;
    y = Math.min(y + inner, height - inner);
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThanOrEqual(Math.floor(y) - 1);
    // Let the browser render this position: intersection observers (which wake client:visible
    // islands and the carousels) are checked only when a frame is rendered, and an island passed
    // between two frames would never be seen.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  }
  // Carousels mount and client:visible islands hydrate as they come near: wait for them.
  await expect(page.locator('[data-carousel] .swiper:not(.swiper-initialized)')).toHaveCount(0, T);
  await expect(page.locator('astro-island[ssr][client="visible"]')).toHaveCount(0, T);
}

test.describe('no horizontal overflow', () => {
  for (const width of [320, 390]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 740 } });
      for (const route of routes()) {
        test(`${route}: on load, scrolled to the end, map loaded, menu open`, async ({ page }) => {
          await stubMap(page);
          await page.goto(route);
          await expectFits(page, 'on load');
          await scrollToEnd(page);
          await expectFits(page, 'scrolled to the end');

          const load = page.locator('[data-map-load]');
          if (await load.count()) {
            const box = page.locator('[data-map-slot]');
            const before = await box.boundingBox();
            await load.click();
            const frame = box.locator('iframe');
            await expect(frame).toBeVisible();
            // Loaded, the map fills its box instead of sitting in it as a strip.
            const [outer, inner] = [await box.boundingBox(), await frame.boundingBox()];
            expect(inner!.height, 'map height').toBeGreaterThanOrEqual(outer!.height - 2);
            expect(inner!.width, 'map width').toBeGreaterThanOrEqual(outer!.width - 2);
            expect(Math.abs(outer!.height - before!.height), 'the box keeps its size when the map loads').toBeLessThan(
              1,
            );
            await expectFits(page, 'with the map loaded');
          }

          await page.evaluate(() => window.scrollTo(0, 0));
          const toggle = page.getByRole('button', { name: 'Menu' });
          await toggle.click();
          await expect(
            page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Book A Call' }),
          ).toBeVisible();
          await expectFits(page, 'with the menu open');
        });
      }
    });
  }

  for (const width of [320, 390]) {
    test(`form error states fit at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      await page.goto('/contact');
      await page.locator('#contact-name').scrollIntoViewIfNeeded();
      await expect(page.locator('astro-island:has(#contact-name)')).not.toHaveAttribute('ssr', /.*/, T);
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
      await expectFits(page, 'contact form with the error summary');

      const email = page.locator('#footer-newsletter-email');
      await email.focus();
      await expect(page.locator('newsletter-signup:has(#footer-newsletter-email)')).toHaveAttribute(
        'data-awake',
        '',
        T,
      );
      await email.press('Enter');
      await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Email required', T);
      await expectFits(page, 'footer newsletter with its toast');
    });
  }

  test('at 1280 px the loaded map fills its box', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await stubMap(page);
    await page.goto(GALLERY_PAGE);
    const box = page.locator('[data-map-slot]');
    const before = (await box.boundingBox())!;
    expect(before.height).toBeGreaterThan(270);
    await page.getByRole('button', { name: /^Show map of/ }).click();
    const frame = box.locator('iframe');
    await expect(frame).toBeFocused();
    const [outer, inner] = [(await box.boundingBox())!, (await frame.boundingBox())!];
    expect(Math.abs(outer.height - before.height)).toBeLessThan(1);
    expect(inner.height).toBeGreaterThanOrEqual(outer.height - 2);
    expect(inner.width).toBeGreaterThanOrEqual(outer.width - 2);
  });
});

const SHOTS = process.env.LAYOUT_SHOTS;
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 90);

/** Checks each state as a driver reaches it, and goes on to the next: one run lists every state that overflows. */
function checker(page: Page, width: number, group: string): Visit {
  let n = 0;
  if (SHOTS) mkdirSync(`${SHOTS}/${width}`, { recursive: true });
  return async (state) => {
    const { scrollWidth, culprits } = await overflowAt(page, width);
    expect.soft(culprits, `${state}: page ${scrollWidth} px wide on a ${width} px screen; past the edge`).toEqual([]);
    expect.soft(scrollWidth, `${state}: page width`).toBeLessThanOrEqual(width);
    if (SHOTS)
      await page.screenshot({
        path: `${SHOTS}/${width}/${slug(group)}-${String(++n).padStart(2, '0')}-${slug(state)}.png`,
      });
  };
}

const drivers: [string, (page: Page, visit: Visit) => Promise<void>][] = [
  ...Object.keys(CALCULATORS).map(
    (route) =>
      [
        `calculator on ${route}`,
        (page: Page, visit: Visit) => calculatorStates(page, route as keyof typeof CALCULATORS, visit),
      ] as [string, (page: Page, visit: Visit) => Promise<void>],
  ),
  ['learning hub', hubStates],
  [
    'literacy quiz',
    async (page, visit) => {
      await page.clock.install();
      await literacyStates(page, visit);
    },
  ],
  [
    'sign-up forms and their toasts',
    async (page, visit) => {
      await page.clock.install();
      await toastStates(page, visit);
    },
  ],
  [
    'contact and waitlist forms',
    async (page, visit) => {
      await page.clock.install();
      await formStates(page, visit);
    },
  ],
  ['error summaries', errorSummaryStates],
];
/** What a form echoes back (names, addresses, amounts) must fit a desktop column too; the lessons are checked on phones. */
const phoneOnly = new Set(['learning hub', 'literacy quiz']);

for (const width of [320, 390, 1280]) {
  test.describe(`every interactive state fits at ${width} px`, () => {
    const phone = width < 600;
    test.use({
      viewport: { width, height: phone ? 740 : 900 },
      isMobile: phone,
      hasTouch: phone,
      deviceScaleFactor: phone ? 2 : 1,
    });
    // The hub walks every lesson and both quizzes' paths through the real pages.
    test.describe.configure({ timeout: 300_000 });
    for (const [group, drive] of drivers) {
      if (!phone && !SHOTS && phoneOnly.has(group)) continue;
      test(group, async ({ page }) => {
        await drive(page, checker(page, width, group));
      });
    }
  });
}
