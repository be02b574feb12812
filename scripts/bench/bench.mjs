// `npm run bench`: the weight of every route as a phone on a slow connection sees it, then Lighthouse.
// Loads each page in Chromium at 390×844 against the production build served like Netlify,
// records every response, and prints brotli-compressed bytes per kind, the request count,
// the JS fetched before any scroll and after scrolling to the end, then (pages with a form, and the home
// page's footer form) the JS once that form has woken on first use; and the
// budgets of scripts/bench/budgets.mjs (content routes: no React and little script; every route: HTML +
// blocking CSS in one round trip; the learning tools' script before any interaction). The two
// calculator routes are then used for real (a calculation through the local functions) and get their
// own budgets: no chart code before a result, the island and React before any interaction, and the
// chart chunk (chart.js's bar chart at its smallest; see the README), fetched only once a result is shown. Then
// each interactive route's first tap on slow 4G with a slower CPU: how soon it is answered (first-tap.mjs).
// `npm test` checks the same budgets on the build (tests/e2e/budgets.spec.ts).
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import {
  budgets,
  brotliSize as br,
  calculatorRoutes as calculators,
  interactiveRoutes as interactive,
  isChartCode,
  isReact,
  KB,
  overBudget,
} from './budgets.mjs';
import { findChromium } from '../setup/chromium.mjs';
import { startLocalServer } from '../local-server/child.mjs';
import { attribute, element, elements, parseHtml, textOf } from '../../src/lib/html.ts';
import { importTool } from '../setup/tools.mjs';
import { CPU_SLOWDOWN, firstTap, firstTaps, firstTapTable, PHONE } from './first-tap.mjs';

if (!existsSync('dist/index.html')) {
  console.error('No build in dist/: run `npm run build` first.');
  process.exit(1);
}

/**
 * The parts of a Lighthouse report this bench reads (Lighthouse's own types come with the tool, not the project).
 * @typedef {{ id: string, score: number | null, scoreDisplayMode: string, numericValue: number, details?: { items?: { reason?: string, type?: string, selector?: string }[] } }} Audit
 * @typedef {{ 'largest-contentful-paint': Audit, 'total-blocking-time': Audit, 'cumulative-layout-shift': Audit, 'bf-cache': Audit, 'lcp-breakdown-insight'?: Audit }} NamedAudits
 * @typedef {{ runtimeError?: unknown, categories: Record<string, { score: number | null }>, audits: NamedAudits & Record<string, Audit> }} LighthouseResult
 */
// Lighthouse and chrome-launcher are not in the default install: fetched on the first bench (scripts/setup/tools.mjs).
const { default: lighthouse } = await importTool('bench', 'lighthouse');
const { launch: launchChrome } = await importTool('bench', 'chrome-launcher');

// BASE_URL names a server already running; else the bench starts its own on a spare port.
const server = process.env.BASE_URL ? undefined : await startLocalServer();
const base = server?.url ?? process.env.BASE_URL ?? '';

// Routes from the sitemap (every prerendered page) plus the 404 page.
const sitemap = parseHtml(readFileSync('dist/sitemap-0.xml', 'utf8'), { xml: true });
const routes = elements(sitemap, (el) => el.name === 'loc').map(
  (loc) => new URL(textOf(loc).trim()).pathname.replace(/\/$/, '') || '/',
);
routes.push('/no-such-page');
// BENCH_ROUTES=/landing,/contact measures just those.
const only = process.env.BENCH_ROUTES?.split(',').map((r) => r.trim());
if (only) routes.splice(0, routes.length, ...routes.filter((r) => only.includes(r)));

/**
 * Does a calculation on a calculator page and waits for its chart and the e-mailed report.
 * @param {import('@playwright/test').Page} page @param {string} id the form's id prefix
 */
async function calculate(page, id) {
  await page.locator(`#${id}-name`).fill('Bench Visitor');
  await page.locator(`#${id}-email`).fill(`bench-${Date.now()}@example.com`);
  await page.locator(`#${id}-amount`).fill('10000');
  await page.locator(`#${id}-month`).selectOption('1');
  const year = page.locator(`#${id}-year`);
  if ((await year.evaluate((el) => el.tagName)) === 'SELECT') await year.selectOption('2010');
  else await year.fill('2010');
  const report = page.waitForResponse((r) => r.url().endsWith('/api/inflation-email'), { timeout: 60000 });
  await page.locator('.calc-form button[type=submit]').click();
  await page.locator('.calc-result canvas').waitFor({ timeout: 60000 });
  return (await report).ok();
}

/**
 * @typedef {{ url: string, type: string, phase: string, bytes: number, react: boolean, chart?: boolean, blockingCss?: number, wire?: number }} Seen
 *   a response, in the phase of the visit it came in
 * @typedef {object} Row a route as measured
 * @property {string} route
 * @property {number} html @property {number} css @property {number} images brotli bytes (images as served)
 * @property {number} jsInitial @property {number} jsTotal @property {number} [jsHydrated] script bytes by phase
 * @property {number} requests @property {boolean} reactInitial @property {boolean} reactTotal
 * @property {number} critical HTML and blocking CSS @property {number} wire the page's response, headers included
 * @property {boolean} content a content route (not interactive)
 * @property {{ island: number, firstUse: number, chartBefore: boolean, chartAfter: boolean, chart: number, reportSent: boolean }} [calc]
 * @property {string} budget "ok", or what it breaks
 */

/**
 * A table as lines of text: each column as wide as its widest cell, left-aligned where `left` says, else right.
 * @param {string[]} head @param {string[][]} body @param {(column: number, columns: number) => boolean} left
 */
function tableLines(head, body, left) {
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => (row[i] ?? '').length)));
  /** @param {string[]} cells */
  const line = (cells) =>
    cells.map((c, i) => (left(i, cells.length) ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)];
}

const browser = await chromium.launch({ executablePath: findChromium(), args: ['--disable-dev-shm-usage'] });
/** @type {Row[]} */
const rows = [];
for (const route of routes) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  /** @type {Seen[]} */
  const seen = [];
  let phase = 'initial';
  page.on('response', async (res) => {
    const req = res.request();
    /** @type {Seen} */
    const entry = { url: req.url(), type: req.resourceType(), phase, bytes: 0, react: false };
    seen.push(entry);
    try {
      const body = await res.body();
      entry.bytes = ['image', 'font', 'media'].includes(entry.type) ? body.length : br(body);
      if (entry.type === 'script') {
        entry.react = isReact(body.toString('utf8'));
        entry.chart = isChartCode(body.toString('utf8'));
      }
      if (entry.type === 'document') {
        entry.blockingCss = await blockingCss(body.toString('utf8'));
        const sizes = await req.sizes();
        entry.wire = sizes.responseHeadersSize + sizes.responseBodySize;
      }
    } catch {
      // Redirects and aborted requests have no body.
    }
  });
  await page.goto(base + route, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  phase = 'scrolled';
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  // Form pages: use the page's own form (the footer form for the home page) so its island hydrates, or
  // its sign-up form (a <newsletter-signup>, no island) fetches its script.
  phase = 'hydrated';
  const form = await page.evaluate((home) => {
    const islands = [...document.querySelectorAll('astro-island, newsletter-signup')].filter((i) =>
      i.querySelector('form input:not([type=hidden])'),
    );
    const island = islands.find((i) => !i.closest('footer')) ?? (home ? islands[0] : undefined);
    const input = island?.querySelector('form input:not([type=hidden])');
    if (!input) return false;
    input.id ||= 'bench-form-input';
    return `#${CSS.escape(input.id)}`;
  }, route === '/');
  if (form) {
    await page.locator(form).scrollIntoViewIfNeeded();
    await page.locator(form).focus();
    await page.keyboard.type('a');
    await page.waitForFunction(
      () =>
        ![...document.querySelectorAll('astro-island[ssr], newsletter-signup:not([data-awake])')].some((i) =>
          i.querySelector(':focus'),
        ),
      null,
      { timeout: 15000 },
    );
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
  }
  const calcId = calculators[route];
  let reportSent;
  if (calcId) {
    phase = 'result';
    reportSent = await calculate(page, calcId).catch(() => false);
    await page.waitForLoadState('networkidle');
  }
  await context.close();

  /** @param {string} type @param {string} [ph] the phase, or every phase */
  const sum = (type, ph) =>
    seen.filter((e) => e.type === type && (!ph || e.phase === ph)).reduce((n, e) => n + e.bytes, 0);
  const doc = seen.find((e) => e.type === 'document');
  /** @type {Row} */
  const row = {
    route,
    html: doc?.bytes ?? 0,
    css: sum('stylesheet'),
    jsInitial: sum('script', 'initial'),
    jsTotal: sum('script', 'initial') + sum('script', 'scrolled'),
    jsHydrated: form ? sum('script', 'initial') + sum('script', 'scrolled') + sum('script', 'hydrated') : undefined,
    images: sum('image'),
    requests: seen.filter((e) => e.phase === 'initial' || e.phase === 'scrolled').length,
    reactInitial: seen.some((e) => e.react && e.phase === 'initial'),
    reactTotal: seen.some((e) => e.react && e.phase !== 'hydrated'),
    critical: (doc?.bytes ?? 0) + (doc?.blockingCss ?? 0),
    wire: doc?.wire ?? 0,
    content: !interactive.has(route),
    budget: '',
  };
  if (calcId) {
    row.calc = {
      island: row.jsTotal,
      firstUse: sum('script', 'hydrated'),
      chartBefore: seen.some((e) => e.chart && e.phase !== 'result'),
      chartAfter: seen.some((e) => e.chart && e.phase === 'result'),
      chart: sum('script', 'result'),
      reportSent: Boolean(reportSent),
    };
  }
  const fails = overBudget(row);
  row.budget = fails.length ? `FAIL ${fails.join(' ')}` : 'ok';
  rows.push(row);
}
await browser.close();

/** The brotli bytes of the stylesheets a page's head links (they block its first paint). @param {string} html */
async function blockingCss(html) {
  const head = element(parseHtml(html), (el) => el.name === 'head');
  let total = 0;
  const sheets = head ? elements(head, (el) => el.name === 'link' && attribute(el, 'rel') === 'stylesheet') : [];
  for (const link of sheets) {
    const res = await fetch(new URL(attribute(link, 'href') ?? '', base));
    total += br(Buffer.from(await res.arrayBuffer()));
  }
  return total;
}

// What a new TCP connection carries in its first round trip (10 segments of 1,460 bytes). The byte budget counts
// the HTML's body; its response headers travel in the same window, so a page near the budget can need a second trip.
const FIRST_WINDOW = 14_600;
/** @param {number} n */
const k = (n) => (n / KB).toFixed(1);
const header = [
  'route',
  'kind',
  'HTML',
  'CSS',
  'JS before scroll',
  'JS after scroll',
  'JS form used',
  'images',
  'requests',
  'React (before/after)',
  'HTML+blocking CSS',
  'HTML on the wire',
  'budget',
];
const table = rows.map((r) => [
  r.route,
  r.content ? 'content' : 'interactive',
  k(r.html),
  k(r.css),
  k(r.jsInitial),
  k(r.jsTotal),
  r.jsHydrated === undefined ? '-' : k(r.jsHydrated),
  k(r.images),
  String(r.requests),
  `${r.reactInitial ? 'yes' : 'no'}/${r.reactTotal ? 'yes' : 'no'}`,
  k(r.critical),
  `${r.wire}${r.wire > FIRST_WINDOW ? ' >1 RTT' : ''}`,
  r.budget,
]);
console.log(
  `Sizes in KB (brotli for text; images as served), Chromium at 390×844, local build. HTML on the wire: bytes of the page's response, headers included; over ${FIRST_WINDOW} it needs a second round trip on a new connection.`,
);
for (const l of tableLines(header, table, (i, n) => i < 2 || i === n - 1)) console.log(l);

const calcRows = rows.flatMap((r) => (r.calc ? [{ ...r, calc: r.calc }] : []));
if (calcRows.length) {
  const head = [
    'route',
    'island+React before interaction',
    'on first use (form rules)',
    'chart code before a result',
    'chart chunk after a result',
    'report e-mailed',
    'budget',
  ];
  const body = calcRows.map((r) => [
    r.route,
    `${k(r.calc.island)} / ${k(budgets.calculator.island)}`,
    k(r.calc.firstUse),
    r.calc.chartBefore ? 'yes' : 'no',
    `${k(r.calc.chart)} / ${k(budgets.calculator.chart)}`,
    r.calc.reportSent ? 'yes' : 'no',
    r.budget,
  ]);
  console.log('\nCalculator routes, used for real: a calculation through the local functions (KB, brotli).');
  for (const l of tableLines(head, body, (i, n) => i === 0 || i === n - 1)) console.log(l);
}
// The first tap on each interactive route, on slow 4G with a slower CPU (first-tap.mjs).
const tapRoutes = Object.keys(firstTaps).filter((r) => !only || only.includes(r));
/** @type {import('./first-tap.mjs').TapResult[]} */
let late = [];
if (tapRoutes.length) {
  const tapBrowser = await chromium.launch({ executablePath: findChromium(), args: ['--disable-dev-shm-usage'] });
  /** @type {import('./first-tap.mjs').TapResult[]} */
  const results = [];
  for (const route of tapRoutes) results.push(await firstTap(tapBrowser, base, route));
  await tapBrowser.close();
  const table = firstTapTable(results);
  late = table.late;
  const head = [
    'route',
    'a tap answered by',
    'first paint s',
    'first tap s',
    'answered s',
    'taps',
    'island woke s',
    'before it woke',
  ];
  console.log(
    `\nThe first tap, per interactive route: seconds from navigation, Chromium at 390×844 throttled as Lighthouse's slow 4G (DevTools throttling) with a ${CPU_SLOWDOWN}× slower CPU, nothing cached; the control tapped as soon as it can be.`,
  );
  for (const l of tableLines(head, table.rows, (i) => i < 2)) console.log(l);
  for (const r of late) console.log(`FAIL ${r.route}: a tap must be answered before its island wakes`);
}

const failed = rows.filter((r) => r.budget !== 'ok');
console.log(`\n${rows.length} routes, ${failed.length} over budget.`);

// Lighthouse, mobile settings (its defaults: a mid-range phone on simulated slow 4G), on the routes a visitor
// lands on. Printed for reading, not asserted. Each run gets its own Chromium started as Lighthouse starts one
// (chrome-launcher and its flags): Playwright's launch switches off the back/forward cache and paint holding,
// which made every route fail the bf-cache audit and changed what a first paint waits for. Its simulation starts
// from the page load it observes, so a busy machine slows it: each route is run LIGHTHOUSE_RUNS times (default 3)
// and the run with the median LCP is shown, with the range and the load average.
const lighthouseRoutes = [
  '/',
  routes.find((r) => r.startsWith('/case-studies/')),
  '/contact',
  '/inflation-calculator',
  '/learn',
  '/financial-literacy',
].flatMap((r) => (r && (!only || only.includes(r)) ? [r] : []));
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS || 3));

/**
 * One Lighthouse run in a fresh Chromium; the report, or undefined when the trace could not be read.
 * @param {string} url @returns {Promise<LighthouseResult | undefined>}
 */
async function lighthouseRun(url) {
  const chrome = await launchChrome({
    chromePath: findChromium(),
    chromeFlags: ['--headless=new', '--disable-dev-shm-usage', ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])],
  });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    return !lhr.runtimeError && Number.isFinite(lhr.audits['largest-contentful-paint'].numericValue) ? lhr : undefined;
  } finally {
    chrome.kill();
  }
}

/**
 * The bf-cache audit over all runs: "pass", or how many runs failed and why (the reasons a page can act on).
 * @param {LighthouseResult[]} results
 */
function bfCache(results) {
  const failing = results.filter((r) => r.audits['bf-cache'].score === 0);
  if (!failing.length) return `pass (${results.length}/${results.length})`;
  const reasons = new Set(failing.flatMap((r) => (r.audits['bf-cache'].details?.items ?? []).map((i) => i.reason)));
  return `FAIL ${failing.length}/${results.length}: ${[...reasons].join(' / ')}`;
}

/** @type {Record<string, string | number>[]} */
const scores = [];
const load = () => (loadavg()[0] ?? 0).toFixed(1);
const loadBefore = load();
try {
  for (const route of lighthouseRoutes) {
    /** @type {LighthouseResult[]} */
    const results = [];
    // A run whose trace Lighthouse could not read (its NO_NAVSTART and the like) is run again, twice at most.
    for (let attempt = 0; results.length < runs && attempt < runs + 2; attempt++) {
      const lhr = await lighthouseRun(base + route);
      if (lhr) results.push(lhr);
    }
    results.sort(
      (a, b) => a.audits['largest-contentful-paint'].numericValue - b.audits['largest-contentful-paint'].numericValue,
    );
    const [fastest, median, slowest] = [results[0], results[Math.floor(results.length / 2)], results.at(-1)];
    if (!fastest || !median || !slowest) throw new Error(`Lighthouse could not measure ${route}`);
    const { categories, audits } = median;
    /** @param {LighthouseResult} lhr */
    const lcp = (lhr) => (lhr.audits['largest-contentful-paint'].numericValue / 1000).toFixed(2);
    /** @param {string} c */
    const score = (c) => Math.round((categories[c]?.score ?? 0) * 100);
    const below = Object.values(audits)
      .filter((a) => a.id !== 'bf-cache' && a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id);
    // Lighthouse 13 names the LCP element in its LCP breakdown.
    const lcpNode = audits['lcp-breakdown-insight']?.details?.items?.find((i) => i.type === 'node');
    scores.push({
      route,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best practices': score('best-practices'),
      SEO: score('seo'),
      'LCP s': lcp(median),
      'LCP range': runs > 1 ? `${lcp(fastest)}–${lcp(slowest)}` : '-',
      'LCP element': lcpNode?.selector?.split(' > ').at(-1) ?? '-',
      'TBT ms': Math.round(audits['total-blocking-time'].numericValue),
      CLS: audits['cumulative-layout-shift'].numericValue.toFixed(3),
      'bf-cache': bfCache(results),
      'other failed audits': below.join(' ') || '-',
    });
  }
} finally {
  server?.stop();
}
console.log(
  `\nLighthouse (mobile: simulated slow 4G, 4x CPU slowdown), local build; median LCP of ${runs} runs a route; load average ${loadBefore} before, ${load()} after:`,
);
console.table(scores);
process.exit(failed.length || late.length ? 1 : 0);
