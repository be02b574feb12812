/** Checks of one state of a page: axe-core with the WCAG 2.2 A/AA rules, and no sideways scrolling. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

function expectClean(results: Awaited<ReturnType<AxeBuilder['analyze']>>, state: string) {
  const summary = results.violations.map((v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  expect(summary, `axe violations in ${state}`).toEqual([]);
}

export async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  expectClean(await new AxeBuilder({ page }).withTags(tags).analyze(), state);
}

/**
 * The same, for a state held still by a paused page.clock (a dialog that closes itself): axe
 * schedules its own work on timers, so the clock is stepped 10 ms at a time, at most `maxMs`. Legacy
 * mode runs axe in the page itself; the default opens a helper page, which the stepping would race.
 */
export async function expectNoAxeViolationsOnHeldClock(page: Page, state: string, maxMs: number): Promise<void> {
  let done = false;
  // Settled into a value, so a failure surfaces here rather than as an unhandled rejection mid-loop.
  const run = new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(tags)
    .analyze()
    .then((results) => ({ results }), (error: unknown) => ({ error }))
    .finally(() => (done = true));
  for (let elapsed = 0; !done && elapsed < maxMs; elapsed += 10) await page.clock.runFor(10);
  expect(done, `axe finished within ${maxMs} ms of page time`).toBe(true);
  const outcome = await run;
  if ('error' in outcome) throw outcome.error;
  expectClean(outcome.results, state);
}

/** The page is no wider than the screen (nothing forces a phone to scroll sideways or zoom out). */
export async function expectFitsScreen(page: Page, state: string): Promise<void> {
  const [scroll, width] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scroll, `page width in ${state}`).toBeLessThanOrEqual(width);
}
