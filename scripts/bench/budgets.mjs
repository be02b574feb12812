// The byte budgets, in one place: `npm run bench` measures them in Chromium and prints them, and
// tests/e2e/budgets.spec.ts checks them on the build in `npm test`. Sizes are brotli-compressed bytes.
import { brotliCompressSync, constants } from 'node:zlib';

export const KB = 1024;

export const budgets = {
  /** Every route: the HTML plus its render-blocking CSS, so a page arrives in one round trip. */
  critical: 14 * KB,
  /** Content routes: script loaded before any interaction (and never React). */
  contentScript: 3 * KB,
  /** Script a route may load before any interaction, React included: its island hydrates once the page has painted and is idle (client:settled). */
  routeScript: /** @type {Record<string, number>} */ ({ '/learn': 75 * KB, '/financial-literacy': 75 * KB }),
  /** The calculator routes: the island and React before any interaction (on idle on its own page, on sight on /landing); the chart chunk, fetched after a result. */
  calculator: { island: 70 * KB, chart: 42 * KB },
  /** The optional analytics (off by default): the tracker and its goals, fetched once the page has loaded. */
  analytics: 3.5 * KB,
};

/** Routes with an island that hydrates without interaction: not held to the content-route budget. */
export const interactiveRoutes = new Set([
  '/contact',
  '/find-you-a-deal',
  '/inflation-calculator',
  '/landing',
  '/learn',
  '/financial-literacy',
]);

/** The calculator routes and the id prefix of their form. @type {Record<string, string>} */
export const calculatorRoutes = { '/inflation-calculator': 'calc', '/landing': 'landing-calc' };

/** Brotli size, as a CDN serves text. @param {string | Buffer} buf */
export const brotliSize = (buf) => brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** Script that is React's runtime. @param {string} text */
export const isReact = (text) => /react\.dev\/errors|__reactContainer|react-dom/.test(text);

/** Script that is chart.js. @param {string} text */
export const isChartCode = (text) => /Canvas is already in use/.test(text);

/** @param {number} bytes */
const kb = (bytes) => `${bytes / KB}KB`;

/**
 * The budgets a measured route breaks, as short labels ('HTML+CSS>14KB'); none when it keeps them.
 * @param {{ route: string, critical: number, jsInitial: number, reactInitial: boolean, jsTotal: number,
 *   calc?: { island: number, chart: number, chartBefore: boolean, chartAfter?: boolean, reportSent?: boolean } }} row
 * @returns {string[]}
 */
export function overBudget(row) {
  /** @type {string[]} */
  const fails = [];
  const content = !interactiveRoutes.has(row.route);
  if (row.critical > budgets.critical) fails.push(`HTML+CSS>${kb(budgets.critical)}`);
  if (content && row.jsInitial > budgets.contentScript) fails.push(`JS>${kb(budgets.contentScript)}`);
  if (content && row.reactInitial) fails.push('React');
  const script = budgets.routeScript[row.route];
  if (script && row.jsTotal > script) fails.push(`JS>${kb(script)}`);
  if (row.calc) {
    if (row.calc.chartBefore) fails.push('chart-before-result');
    if (row.calc.island > budgets.calculator.island) fails.push(`island+React>${kb(budgets.calculator.island)}`);
    if (row.calc.chartAfter === false) fails.push('no-chart-after-result');
    if (row.calc.chart > budgets.calculator.chart) fails.push(`chart>${kb(budgets.calculator.chart)}`);
    if (row.calc.reportSent === false) fails.push('no-report');
  }
  return fails;
}
