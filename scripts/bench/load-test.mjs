// `npm run load`: a bounded load test of the local server through HTTP (127.0.0.1 only).
//   1. 200 concurrent mixed requests: sign-ups (some of one address), checklist requests, contact
//      contact messages, deal leads, health checks, unsubscribe links and pages, all sent at once;
//   2. FUZZ_BODIES (default 10,000) fuzzed bodies to every POST function, FUZZ_CONCURRENCY (20) at a time:
//      valid submissions, each field mutated, random JSON, broken JSON, form posts, odd content types.
// Every request must be answered (within 60 s) and never with a 5xx, and what is stored must be
// exactly what was accepted: one record per accepted submission, none for a refused one or a filled
// honeypot, no duplicate, and one e-mail per message owed (sent, waiting for the sending caps, or a company notification held past
// its hourly limit for the digest). With webhooks on (a local stand-in receiver, scripts/test/webhook-standin.mjs,
// as every lead's LEAD_WEBHOOK_URL), every stored lead is also delivered exactly once, signed; the stand-in
// fails each delivery's first LOAD_WEBHOOK_FAIL_FIRST tries (default 2), and once every request has been
// answered this test runs the retry job itself (src/server/outbox/delivery.ts, in a child process) with its
// clock moved on past each backoff, as the scheduled job would over the next hours. Exits non-zero otherwise.
// It starts its own server (its own outbox, a fresh local database) unless LOAD_URL names a running one; builds the site first
// if dist/ is missing. The fuzzer is seeded (FUZZ_SEED), so a failure can be replayed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import sharp from 'sharp';
import { listFunctions } from '@netlify/zip-it-and-ship-it';
import { getDatabase } from '@netlify/database';
import { URL_FILE } from '../local-server/local-database.mjs';
import { startLocalServer } from '../local-server/child.mjs';
import { startWebhookStandin } from '../test/webhook-standin.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const BODIES = Number(process.env.FUZZ_BODIES || 10_000);
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY || 20);
const SEED = Number(process.env.FUZZ_SEED || 20261123);
const OUTBOX = '.data/load-outbox';
const REQUEST_TIMEOUT = 60_000;
const run = `lt${Date.now().toString(36)}`;
/** @param {number} ms */
const seconds = (ms) => (ms / 1000).toFixed(1);
/** The `i`th of `list`, going round: always one of them. @template T @param {readonly T[]} list @param {number} i */
const nth = (list, i) => /** @type {T} */ (list[i % list.length]);

/**
 * @typedef {{ path: string, method?: string, type?: string, body?: string }} Request what `send` sends
 * @typedef {Request & { kind: string, json?: Record<string, unknown>, form?: boolean, accepted?: boolean }} FuzzRequest
 *   a fuzzed request, with what it was made from
 * @typedef {{ status: number, ms: number, text: string }} Answer
 * @typedef {{ path: string, email: string, source: unknown, form: boolean }} Accepted a submission that must be stored
 */
const WEBHOOK_SECRET = `whsec_${Buffer.from(`load-test-secret-${run}-0123456789`).toString('base64')}`;
/** Postmark's credentials for /api/mail-events: this run's own, or those of the server LOAD_URL names. */
const MAIL_EVENTS = {
  user: process.env.POSTMARK_WEBHOOK_USER ?? 'load-test',
  password: process.env.POSTMARK_WEBHOOK_PASSWORD ?? `load-test-password-${run}`,
};
/** The receiver every lead is delivered to, when this test starts its own server. */
const hook = process.env.LOAD_URL
  ? undefined
  : await startWebhookStandin({ secret: WEBHOOK_SECRET, failFirst: Number(process.env.LOAD_WEBHOOK_FAIL_FIRST ?? 2) });

/**
 * Runs the retry job once against the server's database, its clock `minutes` ahead, in a child process
 * (the job is TypeScript); the same settings as the server. Resolves with its report. Asynchronous: the
 * stand-in receiver runs in this process and must answer meanwhile.
 * @param {number} minutes @returns {Promise<{ checked: number, sent: number }>}
 */
async function retryJob(minutes) {
  const code = `const { retryUnsent } = await import('./src/server/outbox/delivery.ts');
    const { closeDatabase } = await import('./src/server/storage/database.ts');
    const at = Date.now() + ${minutes} * 60_000;
    const { deadlineIn } = await import('./src/server/schedule/deadline.ts');
    const report = await retryUnsent({ now: () => new Date(at), minAgeMs: 0, deadline: deadlineIn(120_000), batch: 20 });
    await closeDatabase();
    process.stdout.write(JSON.stringify(report));`;
  const child = spawn(
    process.execPath,
    // Parameter properties (the outbox's error classes) need types transformed, not only stripped.
    [
      '--experimental-transform-types',
      '--no-warnings=ExperimentalWarning',
      '--import',
      './scripts/build/ts-hooks.mjs',
      '--input-type=module',
      '--eval',
      code,
    ],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NETLIFY_DB_URL: readFileSync(join(root, URL_FILE), 'utf8').trim(),
        MAIL_DIR: OUTBOX,
        POSTMARK_SERVER_TOKEN: '',
        LEAD_WEBHOOK_URL: hook?.url ?? '',
        LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
      },
    },
  );
  let out = '';
  let err = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (err += d));
  const status = await new Promise((resolve) => child.on('close', resolve));
  if (status !== 0) throw new Error(`retry job failed: ${err.slice(-500)}`);
  // The job's report is its last line; the mail it sends may log lines before it.
  return JSON.parse(out.trim().split('\n').at(-1) ?? '');
}
/** Each table's kind in the leads export and the webhook's body. */
const LEAD_KINDS = {
  contact_messages: 'contact',
  deal_leads: 'deal-lead',
  checklist_requests: 'checklist',
  calculator_leads: 'calculator',
  calculator_reports: 'calculator-report',
};

/**
 * Its own server (its own outbox), after building the site if there is no build.
 * @param {import('../test/webhook-standin.mjs').WebhookStandin} receiver where the leads are delivered
 */
async function startServer(receiver) {
  if (!existsSync(join(root, 'dist/index.html'))) {
    console.log('No build in dist/: building the site first (astro build)…');
    if (spawnSync('astro', ['build'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
  }
  return startLocalServer({
    env: {
      MAIL_DIR: OUTBOX,
      POSTMARK_SERVER_TOKEN: '',
      LEAD_WEBHOOK_URL: receiver.url,
      LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
      POSTMARK_WEBHOOK_USER: MAIL_EVENTS.user,
      POSTMARK_WEBHOOK_PASSWORD: MAIL_EVENTS.password,
      // A fresh local database, as the browser tests start with: what is owed is this run's alone, so the
      // retry job below sends nothing an earlier run left.
      RESET_DATABASE: '1',
    },
    log: 'keep',
  });
}

/**
 * Sends one request; never throws: a failure to answer is recorded as status 0.
 * @param {string} base @param {Request} request @returns {Promise<Answer>}
 */
async function send(base, { path, method = 'POST', type, body }) {
  /** @type {Record<string, string>} */
  const headers = type ? { 'content-type': type } : {};
  // Postmark signs in to its webhook: the fuzzed events reach the handler, not only the sign-in check.
  if (path.startsWith('/api/mail-events'))
    headers.authorization = `Basic ${Buffer.from(`${MAIL_EVENTS.user}:${MAIL_EVENTS.password}`).toString('base64')}`;
  const started = performance.now();
  try {
    const res = await fetch(base + path, {
      method,
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT),
    });
    const text = await res.text();
    return { status: res.status, ms: performance.now() - started, text };
  } catch (error) {
    return { status: 0, ms: performance.now() - started, text: String(error instanceof Error ? error.message : error) };
  }
}

// What a valid submission looks like for each endpoint whose records this test can count.
const ids = { next: 0 };
const address = () => `${run}-${ids.next++}@example.com`;
// A small real JPEG for the report requests (the function checks the bytes, not just the label).
const chartImage = `data:image/jpeg;base64,${(
  await sharp({ create: { width: 40, height: 25, channels: 3, background: '#ffffff' } })
    .jpeg()
    .toBuffer()
).toString('base64')}`;
/** @param {string} source */
const calculation = (source) => ({
  name: 'Load Test',
  email: address(),
  amount: '10000',
  year: '2010',
  month: '1',
  source,
});
/** @type {Record<string, () => Record<string, unknown>>} */
const valid = {
  '/api/newsletter': () => ({ email: address(), source: 'footer-newsletter' }),
  '/api/contact': () => ({
    name: 'Load Test',
    email: address(),
    phone: '',
    investmentAmount: '25k-50k',
    interest: 'questions',
    message: 'A load-test enquiry, please ignore.',
  }),
  '/api/send-deal-lead': () => ({ name: 'Load Test', email: address(), message: '' }),
  '/api/inflation': () => calculation('Website'),
  '/api/inflation-email': () => ({ ...calculation('Website'), chartImage }),
};
/** The other valid shape of an endpoint: a checklist request, the landing page's calculation. */
/** @type {Record<string, () => Record<string, unknown>>} */
const otherValid = {
  '/api/newsletter': () => checklist(),
  '/api/inflation': () => ({ ...calculation('Landing Page'), name: 'Load Test Landing' }),
};
const checklist = () => ({ email: address(), source: 'checklist-2-bed-social-housing' });

/** Fuzzed text: any string, graphemes, or one of a few hostile or outsized strings. */
const fuzzText = () =>
  fc.oneof(
    fc.string(),
    fc.string({ unit: 'grapheme', maxLength: 200 }),
    fc.constantFrom(
      '',
      ' ',
      '<script>alert(1)</script>',
      "'; DROP TABLE x;--",
      '\u0000',
      '😀'.repeat(50),
      'a'.repeat(20_000),
    ),
  );

/** A fuzzed field value: text, a number, a boolean, null, a list or an object. */
const fuzzValue = () =>
  fc.oneof(
    fuzzText(),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string(), { maxLength: 3 }),
    fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
  );

/**
 * @typedef {{ kind: string, json?: Record<string, unknown>, raw?: string }} FuzzBody
 *   what a fuzzed request carries, before its envelope
 */

/**
 * A fuzzed body for `path`: valid (either shape), a filled honeypot, one field mutated, random or broken JSON.
 * @param {string} path @param {() => Record<string, unknown>} template
 * @returns {import('fast-check').Arbitrary<FuzzBody>}
 */
function fuzzBody(path, template) {
  const value = fuzzValue();
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant(null).map(() => ({ kind: 'valid', json: template() })) },
    {
      weight: 1,
      arbitrary: fc.constant(null).map(() => ({ kind: 'valid-source', json: (otherValid[path] ?? template)() })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constant(null)
        .map(() => ({ kind: 'honeypot', json: { ...template(), company_website: 'http://spam.example' } })),
    },
    {
      weight: 4,
      arbitrary: fc.tuple(fc.nat(), value).map(([i, v]) => {
        const json = template();
        const keys = Object.keys(json);
        json[nth(keys, i)] = v;
        return { kind: 'mutated', json };
      }),
    },
    {
      weight: 2,
      arbitrary: fc
        .dictionary(fc.string({ maxLength: 20 }), value, { maxKeys: 8 })
        .map((json) => ({ kind: 'random', json })),
    },
    {
      weight: 1,
      arbitrary: fc
        .oneof(fc.string(), fc.constantFrom('{', '[]', 'null', '"x"', '{"email":', '1e999'))
        .map((raw) => ({ kind: 'broken', raw })),
    },
  );
}

/** How a fuzzed body is sent: as JSON, as a form post, or under an odd content type. */
const fuzzEnvelope = () =>
  fc.oneof(
    { weight: 8, arbitrary: fc.constant('json') },
    { weight: 2, arbitrary: fc.constant('form') },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'text/plain',
        'multipart/form-data; boundary=x',
        'application/octet-stream',
        '',
        'application/json; charset=latin1',
      ),
    },
  );

/**
 * The request a fuzzed body makes in its envelope, marked `accepted` when the function must store it.
 * @param {string} path @param {FuzzBody} b @param {string} env @returns {FuzzRequest}
 */
function fuzzRequest(path, b, env) {
  // The report request takes JSON only (a chart cannot come from a plain form).
  const accepted =
    (b.kind === 'valid' || b.kind === 'valid-source') &&
    env !== 'text/plain' &&
    !(env === 'form' && path === '/api/inflation-email');
  if (b.raw !== undefined)
    return {
      path,
      type: env === 'form' ? 'application/x-www-form-urlencoded' : env === 'json' ? 'application/json' : env,
      body: b.raw,
      kind: b.kind,
    };
  if (env === 'form') {
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries(b.json ?? {})) form.append(k, typeof v === 'string' ? v : JSON.stringify(v));
    return {
      path,
      type: 'application/x-www-form-urlencoded',
      body: form.toString(),
      kind: b.kind,
      json: b.json,
      form: true,
      accepted,
    };
  }
  return {
    path,
    type: env === 'json' ? 'application/json' : env,
    body: JSON.stringify(b.json),
    kind: b.kind,
    json: b.json,
    accepted: accepted && env === 'json',
  };
}

/**
 * The seeded fuzzer: a request description for `path`, valid or mutated or random.
 * @param {string} path @returns {import('fast-check').Arbitrary<FuzzRequest>}
 */
function fuzzer(path) {
  /** @type {() => Record<string, unknown>} */
  const template = valid[path] ?? (() => ({ s: 'a'.repeat(64), t: 'b'.repeat(43) }));
  return fc.tuple(fuzzBody(path, template), fuzzEnvelope()).map(([b, env]) => fuzzRequest(path, b, env));
}

/**
 * Which accepted submission an answer stands for (null when nothing should be stored).
 * @param {FuzzRequest} req @param {Answer} res @returns {Accepted | null}
 */
function accepted(req, res) {
  // A plain form post is sent on to its confirmation page, but the calculator answers with its results page.
  const ok = req.form && req.path !== '/api/inflation' ? res.status === 303 : res.status === 200;
  if (
    !ok ||
    req.kind === 'honeypot' ||
    !req.json ||
    typeof req.json.email !== 'string' ||
    !req.json.email.includes(run)
  )
    return null;
  return {
    path: req.path,
    email: req.json.email.trim().toLowerCase(),
    source: req.json.source,
    form: Boolean(req.form),
  };
}

/** @typedef {ReturnType<typeof getDatabase>['pool']} Pool the local database's pool */

/**
 * Waits (120 s at most) for the work each function does after its answer: every sign-up acted on, every
 * owed e-mail sent. Then, with webhooks on, runs the retry job as the hours pass.
 * @param {Pool} pool
 */
async function settle(pool) {
  const settled = async () =>
    Number(
      (
        await pool.query(
          `SELECT (SELECT count(*) FROM sign_up_requests WHERE email LIKE $1) + (SELECT count(*) FROM outbox WHERE status IN ('new', 'pending', 'sending')) AS n`,
          [`%${run}%`],
        )
      ).rows[0].n,
    ) === 0;
  for (const until = Date.now() + 120_000; !(await settled()) && Date.now() < until;)
    await new Promise((r) => setTimeout(r, 250));
  // What failed after the answer (the stand-in's first tries, a receiver slower than 10 s on a busy
  // machine) is the retry job's: run it as the hours pass, each run past the last attempt's backoff.
  if (hook)
    for (const minutes of [2, 8, 20, 44, 92, 188]) {
      /** @type {{ rows: [{ n: number }] }} a count: one row */
      const { rows } = await pool.query(`SELECT count(*)::int AS n FROM outbox WHERE status = 'retrying'`);
      if (rows[0].n === 0) break;
      const report = await retryJob(minutes);
      console.log(`   retry job, clock +${minutes} min: claimed ${report.checked}, sent ${report.sent}`);
    }
}

/**
 * Mail owed but not sent, for this run's addresses: the company's notifications held for the digest past
 * its hourly limit, and mail to visitors past the sending caps waiting for its slot.
 * @param {Pool} pool
 */
async function heldMail(pool) {
  /** @type {string[]} */
  const held = [];
  for (const [kind, table] of [
    ['contact', 'contact_messages'],
    ['deal-lead', 'deal_leads'],
  ]) {
    /** @type {{ rows: { email: string }[] }} */
    const { rows } = await pool.query(
      `SELECT lower(btrim(t.email)) AS email FROM outbox o JOIN ${table} t ON t.id = o.submission_id
       WHERE o.submission_kind = $1 AND o.status = 'held' AND t.email LIKE $2`,
      [kind, `%${run}%`],
    );
    held.push(...rows.map((r) => `${kind}-notify ${r.email}`));
  }
  // Mail to visitors past the sending caps (every address here is at example.com) waits for its slot: owed, not lost.
  for (const [kind, table] of [
    ['contact', 'contact_messages'],
    ['deal-lead', 'deal_leads'],
    ['checklist', 'checklist_requests'],
    ['newsletter', 'subscribers'],
    ['calculator-report', 'calculator_reports'],
  ]) {
    /** @type {{ rows: { mail: string, email: string }[] }} */
    const { rows } = await pool.query(
      `SELECT o.mail, lower(btrim(t.email)) AS email FROM outbox o JOIN ${table} t ON t.id = o.submission_id
       WHERE o.submission_kind = $1 AND o.status = 'capped' AND t.email LIKE $2`,
      [kind, `%${run}%`],
    );
    held.push(...rows.map((r) => `${kind}-${r.mail} ${r.email}`));
  }
  return held;
}

/**
 * This run's stored records by table, and each lead kind's webhook deliveries by status.
 * @param {Pool} pool
 */
async function storedRecords(pool) {
  /** @type {Record<string, string[]>} */
  const records = {};
  for (const table of [
    'subscribers',
    'checklist_requests',
    'contact_messages',
    'deal_leads',
    'calculator_leads',
    'calculator_reports',
  ]) {
    /** @type {{ rows: { email: string }[] }} */
    const { rows } = await pool.query(`SELECT lower(btrim(email)) AS email FROM ${table} WHERE email LIKE $1`, [
      `%${run}%`,
    ]);
    records[table] = rows.map((r) => r.email);
  }
  for (const [table, kind] of Object.entries(LEAD_KINDS)) {
    /** @type {{ rows: { status: string }[] }} */
    const { rows } = await pool.query(
      `SELECT o.status FROM outbox o JOIN ${table} t ON t.id = o.submission_id
       WHERE o.channel = 'webhook' AND o.submission_kind = $1 AND t.email LIKE $2`,
      [kind === 'calculator' ? 'calculator-lead' : kind, `%${run}%`],
    );
    records[`webhook ${kind}`] = rows.map((r) => r.status);
  }
  return records;
}

/** The mail this run's addresses were sent, from the local outbox folder, by tag and address. */
async function sentMail() {
  /** @type {string[]} */
  const mail = [];
  for (const file of await readdir(join(root, OUTBOX)).catch(() => [])) {
    const m = JSON.parse(await readFile(join(root, OUTBOX, file), 'utf8'));
    if (String(m.to).includes(run) || String(m.replyTo).includes(run))
      mail.push(`${m.tag} ${m.to.includes(run) ? m.to : m.replyTo}`);
  }
  return mail;
}

/**
 * Stored records (by table) and mail carrying this run's addresses: sent, or, for the company's
 * notifications past its hourly limit, held for the digest. Waits first for the work each function
 * does after its answer (settle).
 */
async function storedForRun() {
  const url = (await readFile(join(root, URL_FILE), 'utf8')).trim();
  const { pool } = getDatabase({ connectionString: url });
  /** @type {string[]} */
  let held;
  /** @type {Record<string, string[]>} */
  let records;
  try {
    await settle(pool);
    held = await heldMail(pool);
    records = await storedRecords(pool);
  } finally {
    await pool.end();
  }
  return { records, mail: [...held, ...(await sentMail())] };
}

/** @param {number[]} sorted @param {number} p */
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
/** @type {string[]} */
const problems = [];
/** @type {Record<string, { requests: number, statuses: Record<number, number>, times: number[] }>} */
const tally = {};
/** @param {string} label @param {Answer} res */
const count = (label, res) => {
  const t = (tally[label] ??= { requests: 0, statuses: {}, times: [] });
  t.requests++;
  t.statuses[res.status] = (t.statuses[res.status] ?? 0) + 1;
  t.times.push(res.ms);
  if (res.status === 0)
    problems.push(`${label}: no answer within ${REQUEST_TIMEOUT / 1000} s (${res.text.slice(0, 120)})`);
  if (res.status >= 500) problems.push(`${label}: ${res.status} ${res.text.slice(0, 200)}`);
};

const server = hook
  ? await startServer(hook)
  : { url: process.env.LOAD_URL ?? '', log: /** @type {string[]} */ ([]), stop() {} };
if (!/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(server.url)) throw new Error('LOAD_URL must be a local address');
await rm(join(root, OUTBOX), { recursive: true, force: true });
/** @type {Accepted[]} */
const expected = [];
/** Each fuzzed request that carried an address: to say what was sent when a record does not add up. */
/** @type {{ email: string, path: string, kind: string, type?: string, status: number }[]} */
const log = [];
const started = performance.now();
try {
  // 1. 200 mixed requests at once.
  const shared = address();
  /** @type {(Request & { label: string, json?: Record<string, unknown> })[]} */
  const mixed = [];
  for (let i = 0; i < 200; i++) {
    const slot = i % 10;
    if (slot === 0)
      mixed.push({
        label: 'mixed GET page',
        path: nth(['/', '/contact', '/case-studies/2-bed-social-housing-nelincs', '/updates', '/no-such-page'], i),
        method: 'GET',
      });
    else if (slot === 1) mixed.push({ label: 'mixed GET /api/health', path: '/api/health', method: 'GET' });
    else if (slot === 2)
      mixed.push({
        label: 'mixed same-address sign-up',
        path: '/api/newsletter',
        type: 'application/json',
        json: { email: shared, source: 'updates-page' },
      });
    else if (slot === 3)
      mixed.push({ label: 'mixed checklist', path: '/api/newsletter', type: 'application/json', json: checklist() });
    else if (slot === 4)
      mixed.push({
        label: 'mixed unsubscribe (bad link)',
        path: `/api/newsletter/unsubscribe?s=${'0'.repeat(64)}&t=${'x'.repeat(43)}`,
        method: 'POST',
        type: 'application/x-www-form-urlencoded',
        body: '',
      });
    else {
      const path = nth(['/api/newsletter', '/api/contact', '/api/send-deal-lead'], slot);
      mixed.push({ label: `mixed POST ${path}`, path, type: 'application/json', json: valid[path]?.() });
    }
  }
  const mixedStarted = performance.now();
  const answers = await Promise.all(
    mixed.map((r) => send(server.url, { ...r, body: r.body ?? (r.json ? JSON.stringify(r.json) : undefined) })),
  );
  const mixedMs = performance.now() - mixedStarted;
  mixed.forEach((r, i) => {
    const answer = nth(answers, i);
    count(r.label, answer);
    const a = r.json && accepted({ ...r, kind: 'valid' }, answer);
    if (a) expected.push(a);
  });
  // Every sign-up of one address is answered alike; one subscriber and one confirmation are stored (checked below).
  const sharedAnswers = mixed.flatMap((r, i) => (r.json?.email === shared ? [nth(answers, i).status] : []));
  if (sharedAnswers.some((status) => status !== 200))
    problems.push(`same-address sign-ups answered ${JSON.stringify(sharedAnswers)}, expected 200 each`);
  console.log(`1. ${mixed.length} concurrent mixed requests answered in ${seconds(mixedMs)} s`);

  // 2. Fuzzed bodies to every POST function.
  const routes = (await listFunctions([join(root, 'functions')], { parseISC: true }))
    .flatMap((f) => (f.routes ?? []).flatMap((r) => ('literal' in r && r.literal ? [r.literal] : [])))
    .filter((p) => p !== '/api/health')
    .sort();
  for (const path of routes) {
    const requests = fc.sample(fuzzer(path), { numRuns: BODIES, seed: SEED + path.length });
    const t0 = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < requests.length) {
          const req = nth(requests, next++);
          const res = await send(server.url, req);
          count(`fuzz ${path}`, res);
          const a = accepted(req, res);
          if (a) expected.push(a);
          if (typeof req.json?.email === 'string')
            log.push({
              email: req.json.email.trim().toLowerCase(),
              path,
              kind: req.kind,
              type: req.type,
              status: res.status,
            });
          if (req.accepted && valid[path] && ![200, 303].includes(res.status))
            problems.push(`fuzz ${path}: a valid ${req.kind} body answered ${res.status}: ${res.text.slice(0, 160)}`);
        }
      }),
    );
    console.log(`2. ${requests.length} fuzzed bodies to ${path} in ${seconds(performance.now() - t0)} s`);
  }

  // 3. What was stored and sent against what was accepted.
  const { records, mail } = await storedForRun();
  /** @type {{ subscribers: string[], checklist_requests: string[], contact_messages: string[], deal_leads: string[], calculator_leads: string[], calculator_reports: string[] }} */
  const want = {
    subscribers: [],
    checklist_requests: [],
    contact_messages: [],
    deal_leads: [],
    calculator_leads: [],
    calculator_reports: [],
  };
  /** @type {string[]} */
  const wantMail = [];
  for (const a of expected) {
    if (a.path === '/api/contact') {
      want.contact_messages.push(a.email);
      wantMail.push(`contact-ack ${a.email}`, `contact-notify ${a.email}`);
    } else if (a.path === '/api/send-deal-lead') {
      want.deal_leads.push(a.email);
      wantMail.push(`deal-lead-checklist ${a.email}`, `deal-lead-notify ${a.email}`);
    } else if (a.path === '/api/inflation') {
      // A calculation is a lead; a plain form post also gets its report e-mailed.
      want.calculator_leads.push(a.email);
      if (a.form) {
        want.calculator_reports.push(a.email);
        wantMail.push(`calculator-report-report ${a.email}`);
      }
    } else if (a.path === '/api/inflation-email') {
      want.calculator_reports.push(a.email);
      wantMail.push(`calculator-report-report ${a.email}`);
    } else if (a.path === '/api/newsletter' && String(a.source).startsWith('checklist-')) {
      // At most one checklist e-mail per address per day.
      want.checklist_requests.push(a.email);
      if (!wantMail.includes(`checklist-checklist ${a.email}`)) wantMail.push(`checklist-checklist ${a.email}`);
      if (!want.subscribers.includes(a.email)) want.subscribers.push(a.email);
    } else if (a.path === '/api/newsletter' && !want.subscribers.includes(a.email)) {
      // One pending subscriber per address, sent one confirmation (the welcome waits for its link).
      want.subscribers.push(a.email);
      wantMail.push(`newsletter-confirm ${a.email}`);
    }
  }
  /** @param {string[]} a @param {string[]} b */
  const same = (a, b) => JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());
  for (const [store, emails] of Object.entries(want)) {
    const got = records[store] ?? [];
    if (!same(got, emails)) {
      const missing = emails.filter((e) => !got.includes(e));
      const extra = got.filter((e) => !emails.includes(e));
      const dupes = got.filter((e, i) => got.indexOf(e) !== i);
      problems.push(
        `${store}: ${emails.length} accepted, ${got.length} stored (missing ${missing.length}, unexpected ${extra.length}, duplicated ${dupes.length})`,
      );
      for (const e of [...missing, ...extra].slice(0, 3)) {
        const sent = log
          .filter((l) => l.email === e)
          .map((l) => `${l.path} ${l.kind} ${l.type} → ${l.status}`)
          .join('; ');
        problems.push(`  ${store} ${missing.includes(e) ? 'missing' : 'unexpected'} ${e}: ${sent}`);
      }
    }
  }
  if (!same(mail, wantMail)) problems.push(`mail: ${wantMail.length} owed, ${mail.length} written`);
  // Every stored lead delivered to the webhook exactly once, signed; a retry (same key) never a second record.
  let delivered = 0;
  if (hook) {
    const ours = hook.requests.filter((r) => String(r.json?.lead?.email).toLowerCase().includes(run));
    if (ours.some((r) => !r.verified)) problems.push('webhook: a delivery whose signature did not verify');
    const recorded = [...hook.records.values()].filter((b) => String(b?.lead?.email).toLowerCase().includes(run));
    delivered = recorded.length;
    const leads = new Set(recorded.map((b) => `${b.kind} ${b.lead_id}`));
    if (leads.size !== recorded.length)
      problems.push(`webhook: ${recorded.length - leads.size} lead(s) recorded twice`);
    for (const [table, kind] of Object.entries(LEAD_KINDS)) {
      const got = recorded.filter((b) => b.kind === kind).map((b) => String(b.lead.email).toLowerCase());
      if (!same(got, records[table] ?? []))
        problems.push(`webhook ${kind}: ${(records[table] ?? []).length} stored, ${got.length} delivered`);
      const rows = records[`webhook ${kind}`] ?? [];
      if (rows.length !== (records[table] ?? []).length || rows.some((s) => s !== 'sent'))
        problems.push(
          `webhook ${kind}: ${rows.length} deliveries owed for ${(records[table] ?? []).length} leads (${[...new Set(rows)].join(', ')})`,
        );
    }
  }
  console.log(
    `3. accepted and stored: ${Object.entries(want)
      .map(([s, e]) => `${s} ${e.length}/${(records[s] ?? []).length}`)
      .join(
        ', ',
      )}; mail ${wantMail.length}/${mail.length}${hook ? `; leads delivered to the webhook ${delivered} (${hook.requests.length} requests)` : ''}`,
  );
} finally {
  server.stop();
  await hook?.close();
}

const rows = Object.entries(tally).map(([label, t]) => {
  const times = t.times.sort((a, b) => a - b);
  return {
    requests: label,
    count: t.requests,
    statuses: JSON.stringify(t.statuses),
    'p50 ms': pct(times, 50).toFixed(0),
    'p99 ms': pct(times, 99).toFixed(0),
    'max ms': (times.at(-1) ?? 0).toFixed(0),
  };
});
console.table(rows);
const total = Object.values(tally).reduce((n, t) => n + t.requests, 0);
const fivexx = server.log
  .join('')
  .split('\n')
  .filter((l) => /answered 5\d\d|failed/.test(l));
console.log(
  `${total} requests in ${seconds(performance.now() - started)} s (seed ${SEED}, run ${run}); server log lines about failures: ${fivexx.length}`,
);
if (problems.length) {
  console.log(`\nFAILED: ${problems.length} problem(s)`);
  for (const p of [...new Set(problems)].slice(0, 40)) console.log(`  - ${p}`);
  process.exit(1);
}
console.log('\nEvery request answered, none with a 5xx; stored submissions and mail are exactly those accepted.');
