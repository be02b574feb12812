// `node scripts/bench/bench-api.mjs`: each API endpoint through HTTP on the local server (`npm start`'s server:
// Netlify's emulation with functions bundled once at start and run warm), BENCH_REQUESTS requests
// (default 200) per endpoint, BENCH_CONCURRENCY (default 10) at a time, after a short warm-up; then
// the size of each function as Netlify's bundler built it. Targets: p50 under 50 ms and p99 under
// 150 ms per endpoint. BENCH_URL names an already running local server instead of starting one.
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLocalServer } from '../local-server/child.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const REQUESTS = Number(process.env.BENCH_REQUESTS || 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 10);
const TARGET = { p50: 50, p99: 150 };
const OUTBOX = '.data/bench-outbox';

const run = Date.now().toString(36);
const endpoints = [
  ['GET /api/health', () => ({ path: '/api/health' })],
  [
    'POST /api/newsletter',
    (i) => ({ path: '/api/newsletter', body: { email: `bench-${run}-${i}@example.com`, source: 'footer-newsletter' } }),
  ],
  [
    'POST /api/newsletter (checklist)',
    (i) => ({
      path: '/api/newsletter',
      body: { email: `bench-${run}-c${i}@example.com`, source: 'checklist-2-bed-social-housing' },
    }),
  ],
  [
    'POST /api/contact',
    (i) => ({
      path: '/api/contact',
      body: {
        name: `Bench ${i}`,
        email: `bench-${run}-${i}@example.com`,
        phone: '',
        investmentAmount: '25k-50k',
        interest: 'questions',
        message: 'Load test message, please ignore.',
      },
    }),
  ],
  [
    'POST /api/send-deal-lead',
    (i) => ({
      path: '/api/send-deal-lead',
      body: { name: `Bench ${i}`, email: `bench-${run}-${i}@example.com`, message: '' },
    }),
  ],
  ['POST /api/contact (invalid)', () => ({ path: '/api/contact', body: { name: 'x' } })],
  [
    'POST /api/newsletter/unsubscribe (bad link)',
    () => ({ path: `/api/newsletter/unsubscribe?s=${'0'.repeat(64)}&t=${'x'.repeat(43)}`, form: '' }),
  ],
];

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Sends `requests` requests, `concurrency` at a time; latency percentiles and statuses. */
async function load(base, make, requests, concurrency) {
  const times = [];
  const statuses = {};
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        const { path, body, form } = make(next++);
        const init = body
          ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
          : form !== undefined
            ? { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form }
            : {};
        const t = performance.now();
        const res = await fetch(base + path, init);
        await res.arrayBuffer();
        times.push(performance.now() - t);
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return { rps: requests / seconds, p50: pct(times, 50), p99: pct(times, 99), statuses };
}

/** Each function as Netlify's bundler built it for the emulation (.netlify/functions-serve/<name>). */
async function bundleSizes() {
  const dir = join(root, '.netlify/functions-serve');
  const rows = [];
  for (const name of (await readdir(dir).catch(() => [])).filter((n) => !n.startsWith('_')).sort()) {
    const fn = join(dir, name, 'functions');
    const files = await readdir(fn).catch(() => []);
    const size = (await Promise.all(files.map((f) => stat(join(fn, f)).then((s) => s.size)))).reduce(
      (a, b) => a + b,
      0,
    );
    if (size) rows.push({ function: name, 'own code KB (unminified)': (size / 1024).toFixed(1) });
  }
  return rows;
}

const given = process.env.BENCH_URL;
if (given && !/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(given))
  throw new Error('BENCH_URL must be a local address');
const server = given
  ? { url: given, stop() {} }
  : await startLocalServer({ env: { MAIL_DIR: OUTBOX, POSTMARK_SERVER_TOKEN: '' } });
const rows = [];
try {
  console.log(
    `HTTP through the local server at ${server.url}: ${REQUESTS} requests per endpoint, ${CONCURRENCY} at a time.`,
  );
  for (const [, make] of endpoints) await load(server.url, (i) => make(i + 1_000_000), 20, CONCURRENCY); // warm-up, not counted
  for (const [name, make] of endpoints) {
    const r = await load(server.url, make, REQUESTS, CONCURRENCY);
    const meets = r.p50 < TARGET.p50 && r.p99 < TARGET.p99;
    rows.push({
      endpoint: name,
      'req/s': r.rps.toFixed(0),
      'p50 ms': r.p50.toFixed(1),
      'p99 ms': r.p99.toFixed(1),
      statuses: JSON.stringify(r.statuses),
      target: meets ? 'met' : 'MISSED',
    });
  }
} finally {
  server.stop();
  await rm(join(root, OUTBOX), { recursive: true, force: true });
}
console.table(rows);
console.log(
  `Target: p50 < ${TARGET.p50} ms and p99 < ${TARGET.p99} ms per endpoint at ${CONCURRENCY} concurrent requests (printed, not asserted: figures depend on the machine and its load).`,
);
console.log(
  "Function bundles (Netlify's bundler, as the local server runs them; dependencies are traced beside them):",
);
console.table(await bundleSizes());
