// `node scripts/bench/bench-api.mjs`: each API endpoint through HTTP on the local server (`npm start`'s server:
// Netlify's emulation with functions bundled once at start and run warm), BENCH_REQUESTS requests
// (default 200) per endpoint, BENCH_CONCURRENCY (default 10) at a time, after a short warm-up; then
// the size of each function as Netlify's bundler built it. Targets: p50 under 50 ms and p99 under
// 150 ms per endpoint. BENCH_URL names an already running local server instead of starting one.
// Then the timing test (alone: `node scripts/bench/bench-api.mjs --states`, or its former name `--sign-ups`): for
// each endpoint that can mail (the report, contact, deal lead, checklist, sign-up), BENCH_SAMPLES (default 60)
// requests naming an address in each state (new, pending, subscribed, unsubscribed, limited, suppressed), all
// interleaved one at a time, each once the server is quiet and BENCH_GAP_MS (default 150) after, in a new random
// order each round; each state's median against the other states' (within 1.2 times or 4 ms), and how well a
// threshold on the time tells two states apart, against what the same threshold reaches with the states shuffled
// (chance). Last, the probe "sign up the victim, send five reports, time the fifth" on BENCH_VICTIMS (default 40)
// victims, half subscribed: no better than chance, or it tells. Timings are printed, not asserted: a shared
// machine's load moves them (docs/performance.md).
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
const SAMPLES = Number(process.env.BENCH_SAMPLES || process.env.BENCH_SIGNUPS || 60);
const VICTIMS = Number(process.env.BENCH_VICTIMS || 40);
const GAP_MS = Number(process.env.BENCH_GAP_MS ?? process.env.BENCH_SIGNUP_GAP_MS ?? 150);
const statesOnly = process.argv.includes('--states') || process.argv.includes('--sign-ups');

const run = Date.now().toString(36);
/** @typedef {{ path: string, body?: object, form?: string }} Call a request to an endpoint: JSON, a form post, or a GET */
/** @type {[name: string, make: (i: number) => Call][]} */
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

/** @param {number[]} sorted @param {number} p */
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/**
 * Sends `requests` requests, `concurrency` at a time; latency percentiles and statuses.
 * @param {string} base @param {(i: number) => Call} make @param {number} requests @param {number} concurrency
 */
async function load(base, make, requests, concurrency) {
  /** @type {number[]} */
  const times = [];
  /** @type {Record<number, number>} */
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
  /** @type {Record<string, string>[]} */
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

/**
 * One request, timed from sending to the last byte of the answer.
 * @param {string} base @param {Call} call
 */
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
 * @param {number[]} a @param {number[]} b
 */
function thresholdAccuracy(a, b) {
  /** @type {(group: 0 | 1) => (time: number) => [time: number, group: 0 | 1]} */
  const tagged = (group) => (time) => [time, group];
  const all = [...a.map(tagged(0)), ...b.map(tagged(1))];
  all.sort((x, y) => x[0] - y[0]);
  let best = 0.5;
  /** @type {[number, number]} how many of each group are below the threshold */
  const below = [0, 0];
  for (let k = 0; k <= all.length; k++) {
    // A threshold between two different times (or before the first, or after the last).
    const [here, before] = [all[k], all[k - 1]];
    if (!here || !before || here[0] !== before[0]) {
      /** @type {[number, number]} */
      const right = [a.length - below[0], b.length - below[1]];
      best = Math.max(best, (below[0] + right[1]) / all.length, (below[1] + right[0]) / all.length);
    }
    if (here) below[here[1]]++;
  }
  return best;
}

/** A repeatable pseudo-random number generator (so a run's order and shuffles can be run again). @param {number} seed */
function seeded(seed) {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

/**
 * A shuffled copy (Fisher-Yates).
 * @template T @param {readonly T[]} items @param {() => number} random @returns {T[]}
 */
function shuffled(items, random) {
  const out = [...items];
  for (let j = out.length - 1; j > 0; j--) {
    const k = Math.floor(random() * (j + 1));
    // Both indexes are in the list.
    [out[j], out[k]] = [/** @type {T} */ (out[k]), /** @type {T} */ (out[j])];
  }
  return out;
}

/**
 * How often the best threshold does at least as well by luck, with the states shuffled among the same
 * times (1,000 shuffles): the p-value of what it reached. Also its 95th percentile, for reading.
 * @param {number[]} a @param {number[]} b @param {number} accuracy @param {number} [shuffles]
 */
function byChance(a, b, accuracy, shuffles = 1000) {
  const random = seeded(42);
  /** @type {number[]} */
  const found = [];
  for (let i = 0; i < shuffles; i++) {
    const pooled = shuffled([...a, ...b], random);
    found.push(thresholdAccuracy(pooled.slice(0, a.length), pooled.slice(a.length)));
  }
  found.sort((x, y) => x - y);
  return {
    p: (found.filter((f) => f >= accuracy).length + 1) / (shuffles + 1),
    p95: found[Math.floor(0.95 * shuffles)] ?? NaN,
  };
}

const STATES = /** @type {const} */ (['new', 'pending', 'subscribed', 'unsubscribed', 'limited', 'suppressed']);
/** @typedef {(typeof STATES)[number]} State the state of the address a request names */

/**
 * An object with `value(key)` under each of `keys`.
 * @template {string} K @template V @param {readonly K[]} keys @param {(key: K) => V} value @returns {Record<K, V>}
 */
const each = (keys, value) => /** @type {Record<K, V>} */ (Object.fromEntries(keys.map((k) => [k, value(k)])));
const JPEG =
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDAgMDAwLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==';
let amount = 1000;
/** @typedef {(email: string) => Call} Mailing a request naming `email` */
/** The endpoints that can mail, each a request naming `email` (the report a new calculation each time). */
/** @type {{ report: Mailing, contact: Mailing, 'deal lead': Mailing, checklist: Mailing, 'sign-up': Mailing }} */
const mailing = {
  report: (email) => ({
    path: '/api/inflation-email',
    body: { name: 'T', email, amount: amount++, month: 1, year: 2010, chartImage: JPEG },
  }),
  contact: (email) => ({
    path: '/api/contact',
    body: { name: 'T', email, investmentAmount: '25k-50k', interest: 'questions', message: 'Timing test, ignore.' },
  }),
  'deal lead': (email) => ({ path: '/api/send-deal-lead', body: { name: 'T', email, message: '' } }),
  checklist: (email) => ({ path: '/api/newsletter', body: { email, source: 'checklist-2-bed-social-housing' } }),
  'sign-up': (email) => ({ path: '/api/newsletter', body: { email, source: 'footer-newsletter' } }),
};
/** @typedef {keyof typeof mailing} Endpoint */
/** @type {Endpoint[]} */
const ENDPOINTS = ['report', 'contact', 'deal lead', 'checklist', 'sign-up'];
/** @param {string} email */
const signUp = (email) => mailing['sign-up'](email);
/** @param {number} ms */
const pause = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * The pool's one use here: SQL and its rows (the pg driver ships no types).
 * @typedef {{ query(sql: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>, end(): Promise<void> }} Pool
 */

/**
 * The server's own database (.netlify/database-url), for making states the API cannot (confirmed, unsubscribed,
 * suppressed).
 * @returns {Promise<Pool>}
 */
async function serverDatabase() {
  const { getDatabase } = await import('@netlify/database');
  return getDatabase({ connectionString: readFileSync(join(root, '.netlify/database-url'), 'utf8').trim() }).pool;
}

/** A count's one row's `n`. @param {Pool} pool @param {string} sql */
const countOf = async (pool, sql) => Number((await pool.query(sql)).rows[0]?.n);

/** Waits until every sign-up has been acted on (each is, just after its answer). @param {Pool} pool */
async function signUpsSettled(pool) {
  while ((await countOf(pool, 'SELECT count(*) AS n FROM sign_up_requests')) > 0) await pause(50);
}

/**
 * Waits (up to 5 s) until the server has done what its last answers left for after them (sign-ups acted on, mail
 * gated and sent), so each timed request meets a quiet server, not the tail of the one before: on a loaded machine
 * that tail outlasts any fixed gap, and would add to whichever state came next.
 * @param {Pool} pool
 */
async function quiet(pool) {
  const busy = async () =>
    (await countOf(
      pool,
      `SELECT (SELECT count(*) FROM sign_up_requests) + (SELECT count(*) FROM outbox WHERE status IN ('new', 'pending', 'sending')) AS n`,
    )) > 0;
  for (const until = Date.now() + 5_000; (await busy()) && Date.now() < until;) await pause(20);
}

/**
 * Makes the addresses matching `like` confirmed subscribers, or unsubscribed ones, as the links would.
 * @param {Pool} pool @param {string} like @param {'subscribed' | 'unsubscribed'} status
 */
async function setStatus(pool, like, status) {
  const set =
    status === 'subscribed'
      ? `status = 'subscribed', subscribed_at = now(), confirmed_at = now(), confirmed_via = 'bench', link_nonce = NULL, link_sent_at = NULL`
      : `status = 'unsubscribed', unsubscribed_at = now(), source = '', link_nonce = NULL`;
  await pool.query(`UPDATE subscribers SET ${set} WHERE email LIKE $1`, [like]);
}

/** @param {number[]} a */
const median = (a) =>
  pct(
    [...a].sort((x, y) => x - y),
    50,
  );

/**
 * How one state's times compare with the others': its median and theirs, and, since a shared machine's load
 * drifts from minute to minute, the same comparison within each round, where an endpoint's six requests ran back
 * to back: the median over rounds of the state's time less (and over) the other five's median in that round.
 * Alike when that difference is within 4 ms or that ratio within 1.2 times.
 * @param {Record<State, number[]>} times @param {Record<State, number>[]} rounds
 */
function compare(times, rounds) {
  return STATES.map((state) => {
    const own = median(times[state]);
    const rest = median(STATES.filter((s) => s !== state).flatMap((s) => times[s]));
    /** @param {Record<State, number>} round */
    const others = (round) => median(STATES.filter((s) => s !== state).map((s) => round[s]));
    const diff = median(rounds.map((round) => round[state] - others(round)));
    const ratio = median(rounds.map((round) => round[state] / others(round)));
    const within = Math.abs(diff) <= 4 || (ratio <= 1.2 && ratio >= 1 / 1.2);
    return { state, own, rest, diff, ratio, within };
  });
}

/**
 * The pair of states a threshold on time tells apart best, with what luck reaches on the same times.
 * @param {Record<State, number[]>} times
 */
function worstPair(times) {
  /** @type {{ pair: string, accuracy: number, chance: ReturnType<typeof byChance> } | undefined} */
  let worst;
  for (const [x, first] of STATES.entries())
    for (const second of STATES.slice(x + 1)) {
      const [a, b] = [times[first], times[second]];
      const accuracy = thresholdAccuracy(a, b);
      if (!worst || accuracy > worst.accuracy)
        worst = { pair: `${first} / ${second}`, accuracy, chance: byChance(a, b, accuracy) };
    }
  if (!worst) throw new Error('worstPair: fewer than two states');
  return worst;
}

/**
 * Every endpoint that can mail, with an address in each state, interleaved one request at a time in a new random
 * order each round (an endpoint's six states back to back), each once the server is quiet and GAP_MS after it (so
 * each is timed on its own, not behind the work the one before left for after its answer), after three rounds not
 * counted. Pending, subscribed and unsubscribed addresses are one per round (each endpoint names it once, under the
 * per-inbox limit); the limited and the suppressed address stay so whatever is asked.
 * @param {string} base @param {Pool} pool
 */
async function stateTiming(base, pool) {
  const rounds = SAMPLES + 3;
  /** @param {State} state @param {number} i */
  const address = (state, i) => `t-${run}-${state}-${i}@example.com`;
  for (let i = 0; i < rounds; i++)
    for (const state of /** @type {const} */ (['pending', 'subscribed', 'unsubscribed']))
      await timed(base, signUp(address(state, i)));
  await signUpsSettled(pool);
  await setStatus(pool, `t-${run}-subscribed-%`, 'subscribed');
  await setStatus(pool, `t-${run}-unsubscribed-%`, 'unsubscribed');
  // Five e-mails in the day fill an inbox's share; the suppressed address bounced hard.
  for (let i = 0; i < 5; i++) await timed(base, mailing['deal lead'](address('limited', 0)));
  await pool.query(
    `INSERT INTO mail_suppressions (inbox, email, reason) VALUES ($1, $1, 'hard-bounce') ON CONFLICT DO NOTHING`,
    [address('suppressed', 0)],
  );
  // A new address is a new one each time, as long as the others give or take a character.
  let fresh = 0;
  /** @param {State} state @param {number} i */
  const emailFor = (state, i) =>
    state === 'new'
      ? address('new', fresh++)
      : state === 'limited' || state === 'suppressed'
        ? address(state, 0)
        : address(state, i);
  const times = each(ENDPOINTS, () => each(STATES, () => /** @type {number[]} */ ([])));
  const answers = each(ENDPOINTS, () => /** @type {Set<string>} */ (new Set()));
  /** Each endpoint's rounds: the time of each state in that round. */
  const rounded = each(ENDPOINTS, () => /** @type {Record<State, number>[]} */ ([]));
  const random = seeded(7);
  // Each round takes the endpoints in a random order and, for each, its six states back to back in a random order,
  // so the states of one endpoint meet the same load on a shared machine.
  /** @param {number} i */
  const pairs = (i) =>
    shuffled(ENDPOINTS, random).flatMap((e) =>
      shuffled(STATES, random).map((s) => /** @type {[Endpoint, State, number]} */ ([e, s, i])),
    );
  for (let i = 0; i < rounds; i++) {
    for (const [endpoint, state] of pairs(i)) {
      await quiet(pool);
      await pause(GAP_MS);
      const { ms, answer } = await timed(base, mailing[endpoint](emailFor(state, i)));
      answers[endpoint].add(answer);
      if (i < 3) continue;
      times[endpoint][state].push(ms);
      // A round's states are filled in one by one, all six by its end.
      (rounded[endpoint][i - 3] ??= /** @type {Record<State, number>} */ ({}))[state] = ms;
    }
  }
  return ENDPOINTS.map((endpoint) => ({
    endpoint,
    states: compare(times[endpoint], rounded[endpoint]),
    worst: worstPair(times[endpoint]),
    answers: [...answers[endpoint]],
  }));
}

/**
 * The probe that told subscribers apart: sign the victim up (a grant of the per-inbox limit used if the address
 * is new, none if it is subscribed), send five reports, time the fifth (the one the limit decides). Half the
 * victims are subscribers; their own confirmation's grant is forgotten, as it would be a day later.
 * @param {string} base @param {Pool} pool
 */
async function fiveReportsProbe(base, pool) {
  /** @param {number} i */
  const victim = (i) => `victim-${run}-${i}@example.com`;
  /** @type {Set<number>} */
  const subscribed = new Set();
  const random = seeded(11);
  for (let i = 0; i < VICTIMS; i++) if (random() < 0.5) subscribed.add(i);
  for (const i of subscribed) await timed(base, signUp(victim(i)));
  await signUpsSettled(pool);
  await setStatus(pool, `victim-${run}-%`, 'subscribed');
  await pool.query('DELETE FROM mail_inboxes');
  /** @type {{ subscribed: number[], new: number[] }} */
  const times = { subscribed: [], new: [] };
  for (const i of shuffled([...Array(VICTIMS).keys()], random)) {
    await timed(base, signUp(victim(i)));
    let fifth = 0;
    for (let r = 0; r < 5; r++) {
      await quiet(pool);
      await pause(GAP_MS);
      fifth = (await timed(base, mailing.report(victim(i)))).ms;
    }
    times[subscribed.has(i) ? 'subscribed' : 'new'].push(fifth);
  }
  const accuracy = thresholdAccuracy(times.subscribed, times.new);
  return { times, accuracy, chance: byChance(times.subscribed, times.new, accuracy) };
}

const given = process.env.BENCH_URL;
if (given && !/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(given))
  throw new Error('BENCH_URL must be a local address');
const server = given
  ? { url: given, stop() {} }
  : await startLocalServer({ env: { MAIL_DIR: OUTBOX, POSTMARK_SERVER_TOKEN: '' } });
/** @type {Record<string, string>[]} */
const rows = [];
/** @type {Awaited<ReturnType<typeof stateTiming>> | undefined} */
let timing;
/** @type {Awaited<ReturnType<typeof fiveReportsProbe>> | undefined} */
let probe;
try {
  if (!statesOnly) {
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
  const pool = await serverDatabase();
  try {
    timing = await stateTiming(server.url, pool);
    probe = await fiveReportsProbe(server.url, pool);
  } finally {
    await pool.end();
  }
} finally {
  server.stop();
  await rm(join(root, OUTBOX), { recursive: true, force: true });
}
// Both set above, or the run has stopped with the error.
if (!timing || !probe) throw new Error('the timing test did not run');
if (!statesOnly) {
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
  `Answer time by the state of the address: ${SAMPLES} requests per state and endpoint, all interleaved, one at a time, ${GAP_MS} ms apart. Each state's median against the other states' median, and within each round (an endpoint's six states back to back) the median difference and ratio: within 4 ms or 1.2 times is "alike".`,
);
console.table(
  timing.flatMap(({ endpoint, states }) =>
    states.map(({ state, own, rest, diff, ratio, within }) => ({
      endpoint,
      state,
      'median ms': own.toFixed(1),
      "others' median ms": rest.toFixed(1),
      'in its round, ms': `${diff >= 0 ? '+' : ''}${diff.toFixed(1)}`,
      'in its round, ratio': ratio.toFixed(2),
      verdict: within ? 'alike' : 'APART',
    })),
  ),
);
console.log(
  'The pair of states one threshold on the time tells apart best, per endpoint (50% is a coin), against what it reaches by luck with the states shuffled (1,000 shuffles; p is how often luck did as well; 15 pairs are tested per endpoint, so only a p under 0.01 is evidence):',
);
console.table(
  timing.map(({ endpoint, worst, answers }) => ({
    endpoint,
    pair: worst.pair,
    'best threshold': `${(worst.accuracy * 100).toFixed(0)}%`,
    'chance, 95th pct': `${(worst.chance.p95 * 100).toFixed(0)}%`,
    p: worst.chance.p.toFixed(3),
    verdict: worst.chance.p < 0.01 ? 'TELLS THEM APART' : 'no better than chance',
    answers: answers.length === 1 ? 'one answer' : `${answers.length} DIFFERENT ANSWERS`,
  })),
);
/** @param {number[]} a */
const med = (a) => median(a).toFixed(1);
console.log(
  `Sign up the victim, send five reports, time the fifth: ${probe.times.subscribed.length} subscribed victims (fifth report's median ${med(probe.times.subscribed)} ms), ${probe.times.new.length} new (${med(probe.times.new)} ms). Best threshold ${(probe.accuracy * 100).toFixed(0)}% (chance's 95th percentile ${(probe.chance.p95 * 100).toFixed(0)}%, p ${probe.chance.p.toFixed(3)}): ${probe.chance.p < 0.05 ? 'TELLS THEM APART' : 'no better than chance'}.`,
);
