/** axe with the WCAG 2.2 A and AA rules, violations as one line each (an empty list passes). */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG22_AA);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.help} → ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}

/**
 * The same, for a state held still by a paused page.clock (a dialog that closes itself): axe
 * schedules its own work on timers, so the clock is stepped 10 ms at a time, at most `maxMs`. Legacy
 * mode runs axe in the page itself; the default opens a helper page, which the stepping would race.
 */
export async function axeViolationsOnHeldClock(page: Page, maxMs: number): Promise<string[]> {
  let done = false;
  // Settled into a value, so a failure surfaces here rather than as an unhandled rejection mid-loop.
  const run = new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(WCAG22_AA)
    .analyze()
    .then(
      (results) => ({ results }),
      (error: unknown) => ({ error }),
    )
    .finally(() => (done = true));
  for (let elapsed = 0; !done && elapsed < maxMs; elapsed += 10) await page.clock.runFor(10);
  expect(done, `axe finished within ${maxMs} ms of page time`).toBe(true);
  const outcome = await run;
  if ('error' in outcome) throw outcome.error;
  return outcome.results.violations.map(
    (v) =>
      `${v.id}: ${v.help} → ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}
