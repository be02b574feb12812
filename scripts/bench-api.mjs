// `npm run bench:api`: a bounded local load on each API endpoint and the bundled size of each function.
// Two measurements: (1) each function bundled as Netlify bundles it and called in this process with a
// real local Blobs server and the outbox: the cost of our own code; (2) HTTP through scripts/serve.mjs
// (Netlify's emulation, 127.0.0.1 only), which rebuilds a function per request, so those figures are
// the emulation's, not Netlify's. BENCH_URL names an already running local server for (2).
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const REQUESTS = Number(process.env.BENCH_REQUESTS || 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 10);
// Through the emulation every request costs a function build, so it gets a smaller load.
const HTTP_REQUESTS = Number(process.env.BENCH_HTTP_REQUESTS || 30);
const HTTP_CONCURRENCY = Number(process.env.BENCH_HTTP_CONCURRENCY || 3);

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

/** Sends `requests` requests, `concurrency` at a time, through `send` (fetch or a direct handler call). */
async function load(send, make, requests, concurrency) {
  const times = [];
  const statuses = {};
  let next = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < requests) {
      const { path, body } = make(next++);
      const init = body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {};
      const t = performance.now();
      const res = await send(path, init);
      await res.arrayBuffer();
      times.push(performance.now() - t);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    }
  }));
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return { rps: requests / seconds, p50: pct(times, 50), p99: pct(times, 99), statuses };
}

const row = (name, r) => ({ endpoint: name, 'req/s': r.rps.toFixed(1), 'p50 ms': r.p50.toFixed(1), 'p99 ms': r.p99.toFixed(1), statuses: JSON.stringify(r.statuses) });

/** Which bundled function answers a path (their config.path values). */
const functionFor = { '/api/health': 'health', '/api/newsletter': 'newsletter', '/api/contact': 'contact', '/api/send-deal-lead': 'send-deal-lead' };

/** (1) The bundled handlers called directly, with a local Blobs server and a temporary outbox. */
async function inProcess(dir) {
  const { BlobsServer } = await import('@netlify/blobs/server');
  const { setEnvironmentContext } = await import('@netlify/blobs');
  const blobsDir = await mkdtemp(join(tmpdir(), 'bench-blobs-'));
  const token = 'bench-token';
  const blobs = new BlobsServer({ directory: blobsDir, token });
  const { port } = await blobs.start();
  setEnvironmentContext({ edgeURL: `http://127.0.0.1:${port}`, uncachedEdgeURL: `http://127.0.0.1:${port}`, token, siteID: 'bench' });
  process.env.OUTBOX_DIR = join(blobsDir, 'outbox');
  process.env.POSTMARK_SERVER_TOKEN = '';
  const context = { deploy: { context: 'dev', id: '0', published: false }, ip: '127.0.0.1' };
  const handlers = {};
  for (const name of Object.values(functionFor)) handlers[name] = (await import(join(dir, `${name}.mjs`))).default;
  const send = (path, init) => handlers[functionFor[path]](new Request(`http://127.0.0.1${path}`, init), context);
  const rows = [];
  try {
    for (const [name, make] of endpoints) rows.push(row(name, await load(send, make, REQUESTS, CONCURRENCY)));
  } finally {
    await blobs.stop();
    await rm(blobsDir, { recursive: true, force: true });
  }
  return rows;
}

/** Each function bundled and minified as Netlify's esbuild bundler would, into `out`; sizes in KB. */
async function bundle(out) {
  const rows = [];
  for (const file of (await readdir(join(root, 'functions'))).filter((f) => f.endsWith('.ts')).sort()) {
    const outfile = join(out, file.replace(/\.ts$/, '.mjs'));
    await build({ entryPoints: [join(root, 'functions', file)], bundle: true, minify: true, platform: 'node', format: 'esm', target: 'node22', outfile, logLevel: 'error' });
    rows.push({ function: file, 'bundle KB': ((await stat(outfile)).size / 1024).toFixed(1) });
  }
  return rows;
}

await mkdir(join(root, '.data'), { recursive: true });
const out = await mkdtemp(join(root, '.data/bench-functions-'));
try {
  const sizes = await bundle(out);
  console.log(`(1) Handlers in this process, local Blobs server, outbox mail: ${REQUESTS} requests per endpoint, ${CONCURRENCY} at a time`);
  console.table(await inProcess(out));

  const given = process.env.BENCH_URL;
  if (given && !/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(given)) throw new Error('BENCH_URL must be a local address');
  const server = given ? { url: given, stop() {} } : await startServer();
  try {
    console.log(`(2) HTTP through Netlify's local emulation at ${server.url}: ${HTTP_REQUESTS} requests per endpoint, ${HTTP_CONCURRENCY} at a time`);
    console.log('    The emulation rebuilds a function for every request, one at a time per function: these are not Netlify figures.');
    const rows = [];
    const send = (path, init) => fetch(server.url + path, init);
    for (const [name, make] of endpoints) rows.push(row(name, await load(send, make, HTTP_REQUESTS, HTTP_CONCURRENCY)));
    console.table(rows);
  } finally {
    server.stop();
  }
  console.log('Function bundles (esbuild, minified, as Netlify bundles them):');
  console.table(sizes);
} finally {
  await rm(out, { recursive: true, force: true });
  await rm(join(root, '.data/bench-outbox'), { recursive: true, force: true });
}
