// `npm run bench`: the weight of every route as a phone on a slow connection sees it, then Lighthouse.
// Loads each page in Chromium at 390×844 against the production build served like Netlify,
// records every response, and prints brotli-compressed bytes per kind, the request count,
// the JS fetched before any scroll and after scrolling to the end, then (pages with a form island,
// and the home page's footer form) the JS once that form's island has hydrated on first use; and the budgets:
//   content routes: no React and at most 3 KB of script; every route: HTML + blocking CSS ≤ 14 KB.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';
import { createServer } from 'node:net';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { findChromium } from './chromium.mjs';

/** A free local port. */
const sparePort = () => new Promise((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); });
});

const port = Number(process.env.BENCH_PORT || 8897);
const base = process.env.BASE_URL || `http://localhost:${port}`;
const KB = 1024;
const interactive = new Set(['/contact', '/find-you-a-deal', '/inflation-calculator', '/landing', '/learn', '/financial-literacy', '/updates']);

if (!existsSync('dist/index.html')) {
  console.error('No build in dist/: run `npm run build` first.');
  process.exit(1);
}

let server;
if (!process.env.BASE_URL) {
  server = spawn(process.execPath, ['scripts/serve.mjs'], { env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    server.stdout.on('data', (d) => String(d).includes('ready') && resolve());
    server.on('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
}

// Routes from the sitemap (every prerendered page) plus the 404 page.
const sitemap = readFileSync('dist/sitemap-0.xml', 'utf8');
const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname.replace(/\/$/, '') || '/');
routes.push('/no-such-page');

const br = (buf) => brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const isReact = (text) => /react\.dev\/errors|__reactContainer|react-dom/.test(text);

const browser = await chromium.launch({ executablePath: findChromium(), args: ['--disable-dev-shm-usage'] });
const rows = [];
for (const route of routes) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const seen = [];
  let phase = 'initial';
  page.on('response', async (res) => {
    const req = res.request();
    const entry = { url: req.url(), type: req.resourceType(), phase, bytes: 0, react: false };
    seen.push(entry);
    try {
      const body = await res.body();
      entry.bytes = ['image', 'font', 'media'].includes(entry.type) ? body.length : br(body);
      if (entry.type === 'script') entry.react = isReact(body.toString('utf8'));
      if (entry.type === 'document') entry.blockingCss = await blockingCss(body.toString('utf8'));
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
  // Form pages: use the page's own form (the footer form for the home page) so its island hydrates.
  phase = 'hydrated';
  const form = await page.evaluate((home) => {
    const islands = [...document.querySelectorAll('astro-island')].filter((i) => i.querySelector('form input:not([type=hidden])'));
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
    await page.waitForFunction(() => ![...document.querySelectorAll('astro-island[ssr]')].some((i) => i.querySelector(':focus')), null, { timeout: 15000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
  }
  await context.close();

  const sum = (type, ph) => seen.filter((e) => e.type === type && (!ph || e.phase === ph)).reduce((n, e) => n + e.bytes, 0);
  const doc = seen.find((e) => e.type === 'document');
  const row = {
    route,
    html: doc?.bytes ?? 0,
    css: sum('stylesheet'),
    jsInitial: sum('script', 'initial'),
    jsTotal: sum('script', 'initial') + sum('script', 'scrolled'),
    jsHydrated: form ? sum('script') : undefined,
    images: sum('image'),
    requests: seen.filter((e) => e.phase !== 'hydrated').length,
    reactInitial: seen.some((e) => e.react && e.phase === 'initial'),
    reactTotal: seen.some((e) => e.react && e.phase !== 'hydrated'),
    critical: (doc?.bytes ?? 0) + (doc?.blockingCss ?? 0),
  };
  row.content = !interactive.has(route);
  const fails = [];
  if (row.critical > 14 * KB) fails.push('HTML+CSS>14KB');
  if (row.content && row.jsInitial > 3 * KB) fails.push('JS>3KB');
  if (row.content && row.reactInitial) fails.push('React');
  row.budget = fails.length ? `FAIL ${fails.join(' ')}` : 'ok';
  rows.push(row);
}
await browser.close();

async function blockingCss(html) {
  const head = html.split('</head>')[0];
  let total = 0;
  for (const m of head.matchAll(/<link[^>]+rel="stylesheet"[^>]*href="([^"]+)"/g)) {
    const res = await fetch(new URL(m[1], base));
    total += br(Buffer.from(await res.arrayBuffer()));
  }
  return total;
}

const k = (n) => (n / KB).toFixed(1);
const header = ['route', 'kind', 'HTML', 'CSS', 'JS before scroll', 'JS after scroll', 'JS form hydrated', 'images', 'requests', 'React (before/after)', 'HTML+blocking CSS', 'budget'];
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
  r.budget,
]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
const line = (cells) => cells.map((c, i) => (i < 2 || i === cells.length - 1 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
console.log('Sizes in KB (brotli for text; images as served), Chromium at 390×844, local build.');
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const row of table) console.log(line(row));
const failed = rows.filter((r) => r.budget !== 'ok');
console.log(`\n${rows.length} routes, ${failed.length} over budget.`);

// Lighthouse, mobile settings (its defaults: a mid-range phone on simulated slow 4G), in the same
// Chromium, on the routes a visitor lands on. Printed for reading, not asserted.
const lighthouseRoutes = ['/', routes.find((r) => r.startsWith('/case-studies/')), '/contact', '/inflation-calculator', '/learn', '/financial-literacy'].filter(Boolean);
const debugPort = await sparePort();
const chrome = await chromium.launch({ executablePath: findChromium(), args: ['--disable-dev-shm-usage', `--remote-debugging-port=${debugPort}`] });
const scores = [];
try {
  for (const route of lighthouseRoutes) {
    const result = await lighthouse(base + route, { port: debugPort, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
    const { categories, audits } = result.lhr;
    const score = (c) => Math.round((categories[c]?.score ?? 0) * 100);
    const below = Object.values(audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary').map((a) => a.id);
    scores.push({
      route,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best practices': score('best-practices'),
      SEO: score('seo'),
      'LCP s': (audits['largest-contentful-paint'].numericValue / 1000).toFixed(2),
      'TBT ms': Math.round(audits['total-blocking-time'].numericValue),
      CLS: audits['cumulative-layout-shift'].numericValue.toFixed(3),
      'failed audits': below.join(' ') || '-',
    });
  }
} finally {
  await chrome.close();
  server?.kill();
}
console.log('\nLighthouse (mobile: simulated slow 4G, 4x CPU slowdown), local build:');
console.table(scores);
process.exit(failed.length ? 1 : 0);
