// `npm run bench:api`: a bounded local load on each API endpoint (127.0.0.1 only) and the bundled
// size of each function. Starts scripts/serve.mjs on a spare port unless BENCH_URL names a running one.
// Local figures measure Netlify's emulation, which rebuilds a function per request: not Netlify's speed.
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const REQUESTS = Number(process.env.BENCH_REQUESTS || 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 10);

/** A free local port. */
const sparePort = () => new Promise((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); });
});

/** Starts the emulation with its own outbox; resolves once it answers. */
async function startServer() {
  const port = await sparePort();
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: root, env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', OUTBOX_DIR: '.data/bench-outbox', POSTMARK_SERVER_TOKEN: '' }, stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) return { url, stop: () => child.kill('SIGTERM') };
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGTERM');
  throw new Error('server did not start');
}

const run = Date.now().toString(36);
const endpoints = [
  ['GET /api/health', () => ({ path: '/api/health' })],
  ['POST /api/newsletter', (i) => ({ path: '/api/newsletter', body: { email: `bench-${run}-${i}@example.com`, source: 'footer-newsletter' } })],
  ['POST /api/contact', (i) => ({ path: '/api/contact', body: { name: `Bench ${i}`, email: `bench-${run}-${i}@example.com`, phone: '', investmentAmount: '25k-50k', interest: 'questions', message: 'Load test message, please ignore.' } })],
  ['POST /api/send-deal-lead', (i) => ({ path: '/api/send-deal-lead', body: { name: `Bench ${i}`, email: `bench-${run}-${i}@example.com`, message: '' } })],
  ['POST /api/contact (invalid)', () => ({ path: '/api/contact', body: { name: 'x' } })],
];

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function load(base, make) {
  const times = [];
  const statuses = {};
  let next = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (next < REQUESTS) {
      const { path, body } = make(next++);
      const t = performance.now();
      const res = await fetch(base + path, body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {});
      await res.arrayBuffer();
      times.push(performance.now() - t);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    }
  }));
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return { rps: REQUESTS / seconds, p50: pct(times, 50), p99: pct(times, 99), statuses };
}

/** Each function bundled and minified as Netlify's esbuild bundler would, in KB. */
async function sizes() {
  const out = await mkdtemp(join(tmpdir(), 'fn-size-'));
  const rows = [];
  for (const file of (await readdir(join(root, 'functions'))).filter((f) => f.endsWith('.ts')).sort()) {
    const outfile = join(out, file.replace(/\.ts$/, '.mjs'));
    await build({ entryPoints: [join(root, 'functions', file)], bundle: true, minify: true, platform: 'node', format: 'esm', target: 'node22', outfile, logLevel: 'error' });
    rows.push({ function: file, 'bundle KB': ((await stat(outfile)).size / 1024).toFixed(1) });
  }
  await rm(out, { recursive: true, force: true });
  return rows;
}

const given = process.env.BENCH_URL;
if (given && !/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(given)) throw new Error('BENCH_URL must be a local address');
const server = given ? { url: given, stop() {} } : await startServer();
try {
  console.log(`Load: ${REQUESTS} requests per endpoint, ${CONCURRENCY} at a time, against ${server.url}`);
  console.log('Local figures measure @netlify/dev, which rebuilds a function for each request: they are not Netlify\'s.');
  const rows = [];
  for (const [name, make] of endpoints) {
    await load(server.url, make).then((r) => rows.push({
      endpoint: name, 'req/s': r.rps.toFixed(1), 'p50 ms': r.p50.toFixed(0), 'p99 ms': r.p99.toFixed(0), statuses: JSON.stringify(r.statuses),
    }));
  }
  console.table(rows);
  console.table(await sizes());
} finally {
  server.stop();
  await rm(join(root, '.data/bench-outbox'), { recursive: true, force: true });
}
