// `node scripts/bench/bench-api.mjs`: each API endpoint through HTTP on the local server (`npm start`'s server:
// Netlify's emulation with functions bundled once at start and run warm), BENCH_REQUESTS requests
// (default 200) per endpoint, BENCH_CONCURRENCY (default 10) at a time, after a short warm-up; then
// the size of each function as Netlify's bundler built it. Targets: p50 under 50 ms and p99 under
// 150 ms per endpoint. BENCH_URL names an already running local server instead of starting one.
// Then the sign-up timing test (alone: `node scripts/bench/bench-api.mjs --sign-ups`): BENCH_SIGNUPS (default 50)
// interleaved sign-ups per state of the address (new, pending, subscribed, unsubscribed), one at a
// time, and how well a threshold on the answer's time tells two states apart, against what the same
// threshold reaches on the same times with the states shuffled (chance).
import { readFileSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLocalServer } from '../local-server/child.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const REQUESTS = Number(process.env.BENCH_REQUESTS || 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 10);
const TARGET = { p50: 50, p99: 150 };
const OUTBOX = '.data/bench-outbox';
const SIGNUPS = Number(process.env.BENCH_SIGNUPS || 50);
const SIGNUP_GAP_MS = Number(process.env.BENCH_SIGNUP_GAP_MS ?? 100);
const signUpsOnly = process.argv.includes('--sign-ups');

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

/** One request, timed from sending to the last byte of the answer. */
async function timed(base, { path, body }) {
  const t = performance.now();
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { ms: performance.now() - t, answer: `${res.status} ${text}` };
}

/**
 * The best accuracy one threshold on time reaches in telling group a from group b (0.5 is a coin;
 * either side of the threshold may be either group).
 */
function thresholdAccuracy(a, b) {
  const all = [...a.map((v) => [v, 0]), ...b.map((v) => [v, 1])].sort((x, y) => x[0] - y[0]);
  let best = 0.5;
  const below = [0, 0];
  for (let k = 0; k <= all.length; k++) {
    if (k === all.length || k === 0 || all[k][0] !== all[k - 1][0]) {
      const right = [a.length - below[0], b.length - below[1]];
      best = Math.max(best, (below[0] + right[1]) / all.length, (below[1] + right[0]) / all.length);
    }
    if (k < all.length) below[all[k][1]]++;
  }
  return best;
}

/** A repeatable pseudo-random number generator (so a run's order and shuffles can be run again). */
function seeded(seed) {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

/** A shuffled copy (Fisher-Yates). */
function shuffled(items, random) {
  const out = [...items];
  for (let j = out.length - 1; j > 0; j--) {
    const k = Math.floor(random() * (j + 1));
    [out[j], out[k]] = [out[k], out[j]];
  }
  return out;
}

/**
 * How often the best threshold does at least as well by luck, with the states shuffled among the same
 * times (1,000 shuffles): the p-value of what it reached. Also its 95th percentile, for reading.
 */
function byChance(a, b, accuracy, shuffles = 1000) {
  const random = seeded(42);
  const found = [];
  for (let i = 0; i < shuffles; i++) {
    const pooled = shuffled([...a, ...b], random);
    found.push(thresholdAccuracy(pooled.slice(0, a.length), pooled.slice(a.length)));
  }
  found.sort((x, y) => x - y);
  return {
    p: (found.filter((f) => f >= accuracy).length + 1) / (shuffles + 1),
    p95: found[Math.floor(0.95 * shuffles)],
  };
}

/**
 * Sign-ups of addresses in each state, interleaved one at a time (a new random order each round),
 * BENCH_SIGNUP_GAP_MS (default 100) apart, after five rounds not counted. The states are made through the
 * API and, for the subscribed and unsubscribed, the server's own database (.netlify/database-url).
 */
async function signUpTiming(base) {
  const { getDatabase } = await import('@netlify/database');
  const pool = getDatabase({ connectionString: readFileSync(join(root, '.netlify/database-url'), 'utf8').trim() }).pool;
  const states = ['new', 'pending', 'subscribed', 'unsubscribed'];
  const address = (state, i) => `timing-${run}-${state}-${i}@example.com`;
  const signUp = (email) => ({ path: '/api/newsletter', body: { email, source: 'footer-newsletter' } });
  const rounds = SIGNUPS + 5;
  try {
    for (let i = 0; i < rounds; i++) for (const state of states.slice(1)) await timed(base, signUp(address(state, i)));
    // Each sign-up is acted on just after its answer: wait until all have been.
    while (Number((await pool.query('SELECT count(*) AS n FROM sign_up_requests')).rows[0].n) > 0)
      await new Promise((r) => setTimeout(r, 50));
    const like = (state) => `timing-${run}-${state}-%`;
    await pool.query(
      `UPDATE subscribers SET status = 'subscribed', subscribed_at = now(), confirmed_at = now(), confirmed_via = 'bench', link_nonce = NULL, link_sent_at = NULL WHERE email LIKE $1`,
      [like('subscribed')],
    );
    await pool.query(
      `UPDATE subscribers SET status = 'unsubscribed', unsubscribed_at = now(), source = '', link_nonce = NULL WHERE email LIKE $1`,
      [like('unsubscribed')],
    );
  } finally {
    await pool.end();
  }
  const times = Object.fromEntries(states.map((s) => [s, []]));
  const answers = new Set();
  const random = seeded(7);
  for (let i = 0; i < rounds; i++) {
    for (const state of shuffled(states, random)) {
      // Spaced as the per-IP rate limit spaces anyone's requests, so each is timed on its own and not
      // behind the work the one before left for after its answer.
      await new Promise((r) => setTimeout(r, SIGNUP_GAP_MS));
      const { ms, answer } = await timed(base, signUp(address(state, i)));
      answers.add(answer);
      if (i >= 5) times[state].push(ms);
    }
  }
  const sorted = (a) => [...a].sort((x, y) => x - y);
  const groups = states.map((state) => {
    const t = sorted(times[state]);
    return {
      state,
      'sign-ups': t.length,
      'median ms': pct(t, 50).toFixed(1),
      'p10 ms': pct(t, 10).toFixed(1),
      'p90 ms': pct(t, 90).toFixed(1),
    };
  });
  const pairs = [];
  for (let x = 0; x < states.length; x++)
    for (let y = x + 1; y < states.length; y++) {
      const accuracy = thresholdAccuracy(times[states[x]], times[states[y]]);
      const chance = byChance(times[states[x]], times[states[y]], accuracy);
      pairs.push({
        pair: `${states[x]} / ${states[y]}`,
        'best threshold': `${(accuracy * 100).toFixed(0)}%`,
        'chance, 95th pct': `${(chance.p95 * 100).toFixed(0)}%`,
        p: chance.p.toFixed(3),
        // Six pairs are tested at once: a p under 0.01 for any one of them is evidence, not luck.
        verdict: chance.p < 0.01 ? 'TELLS THEM APART' : 'no better than chance',
      });
    }
  return { groups, pairs, answers: [...answers] };
}

const given = process.env.BENCH_URL;
if (given && !/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(given))
  throw new Error('BENCH_URL must be a local address');
const server = given
  ? { url: given, stop() {} }
  : await startLocalServer({ env: { MAIL_DIR: OUTBOX, POSTMARK_SERVER_TOKEN: '' } });
const rows = [];
let timing;
try {
  if (!signUpsOnly) {
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
  }
  timing = await signUpTiming(server.url);
} finally {
  server.stop();
  await rm(join(root, OUTBOX), { recursive: true, force: true });
}
if (!signUpsOnly) {
  console.table(rows);
  console.log(
    `Target: p50 < ${TARGET.p50} ms and p99 < ${TARGET.p99} ms per endpoint at ${CONCURRENCY} concurrent requests (printed, not asserted: figures depend on the machine and its load).`,
  );
  console.log(
    "Function bundles (Netlify's bundler, as the local server runs them; dependencies are traced beside them):",
  );
  console.table(await bundleSizes());
}
console.log(
  `Sign-up timing: ${SIGNUPS} sign-ups per state of the address, interleaved, one at a time. Every answer: ${timing.answers.join(' | ')}`,
);
console.table(timing.groups);
console.log(
  'How well one threshold on the time tells two states apart (50% is a coin), against what it reaches by luck on the same times with the states shuffled (1,000 shuffles: p is how often luck did as well; under 0.01 tells them apart):',
);
console.table(timing.pairs);
