// The first tap, per interactive route: how long after navigation a visitor's tap is answered on a phone on slow
// 4G with a 4× slower CPU. Each route opens in a fresh context (nothing cached), its control is tapped as soon as
// it is drawn (scrolled into view first where it is below the first screen), and the page is watched for its answer: the form's own
// messages (the calculators, the contact form), the option chosen (the quiz), the lesson opened (the hub), or, on
// the waitlist, whose form keeps the browser's checks as its specification has them, the browser's own check.
// Printed with the first paint, when the island woke, and whether the answer came before it did. Used by
// bench.mjs (`npm run bench`).

/**
 * DevTools throttling for Lighthouse's "slow 4G" (150 ms round trip, 1.6 Mbps down, 750 kbps up): the request
 * latency and throughputs Lighthouse itself applies when it throttles in the browser (its
 * `throttling.mobileSlow4G`), and its 4× CPU slowdown.
 */
export const SLOW_4G = { latency: 562.5, download: (1.6 * 1024 * 0.9 * 1024) / 8, upload: (750 * 0.9 * 1024) / 8 };
export const CPU_SLOWDOWN = 4;
/** The phone every bench page is opened on. */
export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
/** How long a tap may wait for its answer before it counts as lost, ms. */
const LOST_AFTER_MS = 15_000;

/**
 * @typedef {{ tap: string, handled: string, answer: string, early?: boolean }} TapSpec
 * @typedef {{ tap: number, handled: number, hydrated: number, islandWaiting: boolean | null }} TapTimes
 *   ms from navigation (0: not yet); whether the island was still waiting when the answer showed
 * @typedef {{ route: string, answer: string, early?: boolean, paint?: number, taps?: number, failed?: string } & Partial<TapTimes>} TapResult
 */

/**
 * What a first tap is on each interactive route, and what shows it was handled. `early`: the route must answer
 * before its island has woken.
 * @type {Record<string, TapSpec>}
 */
export const firstTaps = {
  '/inflation-calculator': {
    tap: 'form:has(#calc-name) button[type=submit]',
    handled: 'form:has(#calc-name) .field-error',
    answer: 'the form’s own messages',
    early: true,
  },
  '/landing': {
    tap: 'form:has(#landing-calc-name) button[type=submit]',
    handled: 'form:has(#landing-calc-name) .field-error',
    answer: 'the form’s own messages',
    early: true,
  },
  '/contact': {
    tap: 'form:has(#contact-name) button[type=submit]',
    handled: 'form:has(#contact-name) .error-summary',
    answer: 'the form’s own messages',
    early: true,
  },
  '/financial-literacy': {
    tap: '.lq .choice >> nth=1',
    handled: '.lq .choice input:checked',
    answer: 'the option chosen',
    early: true,
  },
  '/learn': { tap: '.hub-module__action >> nth=0', handled: '#lesson-title', answer: 'the lesson opened' },
  '/find-you-a-deal': {
    tap: 'form:has(#deal-name) button[type=submit]',
    handled: 'invalid',
    answer: 'the browser’s own check',
  },
};

/**
 * Records, in the page, when the first tap arrived, when the answer first showed, and when the island woke. Runs
 * in the page, so it uses nothing from this module.
 * @param {string} handled
 */
function watch(handled) {
  /** @type {TapTimes} */
  const times = { tap: 0, handled: 0, hydrated: 0, islandWaiting: null };
  // The first tap's time: `tap` below; a later one that was answered shows in `handled`.
  /** @type {Window & { __firstTap?: TapTimes }} */ (window).__firstTap = times;
  const now = () => Math.round(performance.now());
  addEventListener('pointerdown', () => (times.tap ||= now()), true);
  addEventListener('astro:hydrate', () => (times.hydrated ||= now()), true);
  const seen = () => {
    if (times.handled) return;
    const el = handled === 'invalid' ? null : document.querySelector(handled);
    if (!el) return requestAnimationFrame(seen);
    times.handled = now();
    times.islandWaiting = Boolean(el.closest('astro-island[ssr]'));
  };
  if (handled === 'invalid')
    addEventListener(
      'invalid',
      (event) => {
        if (times.handled) return;
        times.handled = now();
        times.islandWaiting = Boolean(/** @type {Element} */ (event.target).closest('astro-island[ssr]'));
      },
      true,
    );
  else requestAnimationFrame(seen);
}

/**
 * Opens `route` throttled, taps its control at once, and returns the times (ms from navigation).
 * @param {import('@playwright/test').Browser} browser @param {string} base @param {string} route
 * @returns {Promise<TapResult>}
 */
export async function firstTap(browser, base, route) {
  const spec = firstTaps[route];
  if (!spec) throw new Error(`No first tap is set for ${route} (firstTaps)`);
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_4G.latency,
    downloadThroughput: SLOW_4G.download,
    uploadThroughput: SLOW_4G.upload,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(watch, spec.handled);
  let left = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && !frame.url().endsWith(route)) left = true;
  });
  try {
    await page.goto(base + route, { waitUntil: 'commit' });
    // As soon as the control is drawn: brought into view and tapped, without waiting for it to be still.
    const control = page.locator(spec.tap);
    await control.waitFor({ state: 'visible', timeout: 60_000 });
    await control.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    // A tap the page lost (no answer within a few seconds) is tapped again, as a visitor would, and counted.
    let taps = 0;
    for (const deadline = Date.now() + 60_000; ;) {
      taps++;
      await control.tap({ force: true, timeout: 60_000 });
      const answered = await page
        .waitForFunction(
          () => {
            const times = /** @type {Window & { __firstTap?: TapTimes }} */ (window).__firstTap;
            return (times?.handled ?? 0) > 0;
          },
          null,
          { timeout: LOST_AFTER_MS },
        )
        .then(
          () => true,
          () => false,
        );
      if (answered) break;
      if (left || Date.now() > deadline) throw new Error('no answer');
    }
    const paint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0);
    const times = await page.evaluate(() => /** @type {Window & { __firstTap?: TapTimes }} */ (window).__firstTap);
    return { route, answer: spec.answer, early: spec.early, ...times, paint: Math.round(paint), taps };
  } catch (error) {
    const why = String(error instanceof Error ? error.message : error).split('\n')[0];
    return {
      route,
      answer: spec.answer,
      early: spec.early,
      failed: left ? 'the page was left (a plain form post)' : why,
    };
  } finally {
    await context.close();
  }
}

/**
 * The table's rows, and the routes that answered too late: after their island woke, or only to a second tap,
 * where they must answer the first before.
 * @param {TapResult[]} results
 */
export function firstTapTable(results) {
  /** @param {number | undefined} ms */
  const s = (ms) => (ms ? (ms / 1000).toFixed(2) : '-');
  const late = results.filter((r) => r.early && (r.failed || r.islandWaiting === false || (r.taps ?? 0) > 1));
  const rows = results.map((r) => [
    r.route,
    r.answer,
    r.failed ? 'FAIL' : s(r.paint),
    r.failed ? '-' : s(r.tap),
    r.failed ? r.failed : s(r.handled),
    r.failed ? '-' : String(r.taps),
    r.failed ? '-' : r.hydrated ? s(r.hydrated) : 'later',
    r.failed ? '-' : r.islandWaiting ? 'yes' : 'no',
  ]);
  return { rows, late };
}
