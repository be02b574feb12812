// Serves the production build the way Netlify does, with Netlify's own local emulation
// (@netlify/dev): dist/ with the netlify.toml headers and redirects, the v2 functions in
// functions/ at their config paths, and a local Netlify Database with the project's migrations
// applied (local-database.mjs). Functions are bundled once when the server starts (by the emulation, with
// Netlify's bundler) and run warm (warm-functions.mjs), or, if a private part of @netlify/* it relies
// on has changed, on the stock emulation after one warning (touch-points.mjs, README.md here).
// Run after `astro build`. It is a production-build server: a changed page needs a new build, and
// a changed function is rebuilt by the emulation's file watcher. Requests are checked first
// (method, target, Host, time to arrive) by site-server.mjs.
// E-mail written locally (no POSTMARK_SERVER_TOKEN) goes to MAIL_DIR, which this server resolves
// against the project (default .data/outbox) and passes to the functions through the environment.
// Scheduled functions run on their schedules, invoked as Netlify's scheduler invokes them, and no
// outside request reaches anything under /.netlify/ (schedule.mjs).
// SITE_ROOT serves another folder laid out like this project (a copy of its functions and sources, with a
// build in its dist/ and dist-certified/): the route tests serve a build made under another regulatory route
// that way (scripts/test/route-build.mjs), with its own emulation folder and database. The functions run with
// that folder as their working directory, as on Netlify they run in the folder they were bundled into.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NetlifyDev } from '@netlify/dev';
import { prepareDatabase, publishUrl, sendWithoutDelay } from './local-database.mjs';
import { createSiteServer } from './site-server.mjs';
import { editorFiles } from '../editor/local-files.mjs';
import { isPlatformPath, startScheduler } from './schedule.mjs';
import { describeFailure, warmFunctions } from './warm-functions.mjs';
import { writeMode } from './mode.mjs';
import { fellBack } from './touch-points.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const site = process.env.SITE_ROOT ? resolve(process.env.SITE_ROOT) : root;
const port = Number(process.env.PORT || 8888);
const host = process.env.HOST || '127.0.0.1';
const started = performance.now();
process.env.MAIL_DIR = resolve(root, process.env.MAIL_DIR || '.data/outbox');
process.chdir(site);

const functions = warmFunctions();
const netlify = new NetlifyDev({
  projectRoot: site,
  aiGateway: { enabled: false },
  blobs: { enabled: false },
  database: { enabled: true },
  edgeFunctions: { enabled: false },
  geolocation: { enabled: false },
  images: { enabled: false },
});
await netlify.start();
// The emulation sets NETLIFY_DB_URL in process.env, which the warm function workers inherit.
if (!netlify.db || !process.env.NETLIFY_DB_URL)
  throw new Error('[serve] the local Netlify Database did not start (see the warning above)');
sendWithoutDelay(netlify.db);
const migrations = await prepareDatabase(netlify.db, { root, reset: process.env.RESET_DATABASE === '1' });
if (migrations.length) console.log(`[database] applied ${migrations.join(', ')}`);
const unpublish = publishUrl(site, process.env.NETLIFY_DB_URL);
for (const f of await functions.ready(netlify)) {
  if (f.error) console.error(`[serve] function ${f.name} is not available: ${f.error}`);
}
// On the stock emulation the start-up builds are not awaited by ready(): one request waits for them
// (they run together), so the first visitor's request is not the one that pays for them.
if (functions.mode === 'stock') await netlify.handle(new Request('http://localhost/api/health'));

/**
 * The emulation leaves unmatched paths to us: Netlify answers them with 404.html and status 404.
 * @param {import('node:http').IncomingMessage} req
 */
async function notFound(req) {
  const fake = new Request(`http://${req.headers.host || 'localhost'}/404.html`);
  const found = await netlify.handle(fake);
  const body = found ? await found.arrayBuffer() : await readFile(resolve(site, 'dist/404.html'));
  const headers = new Headers(found?.headers);
  headers.set('content-type', 'text/html; charset=utf-8');
  return new Response(req.method === 'HEAD' ? null : body, { status: 404, headers });
}

/**
 * On the stock emulation every request builds its function into its own folder, removed when it ends;
 * overlapping requests to one function can share one such build and lose it to the first that ends
 * (a 500 "Cannot find module …/functions-serve/_xxxx/…"). There, requests to one path go one at a time.
 */
/** @type {Map<string, Promise<void>>} */
const queues = new Map();
/** @template T @param {string} key @param {() => Promise<T>} run @returns {Promise<T>} */
function oneAtATime(key, run) {
  const result = (queues.get(key) ?? Promise.resolve()).then(run, run);
  const tail = result.then(
    () => {},
    () => {},
  );
  queues.set(key, tail);
  void tail.then(() => queues.get(key) === tail && queues.delete(key)); // tail never rejects
  return result;
}

const server = createSiteServer({
  port,
  log: (message, error) => console.error(error ? `${message}: ${describeFailure(error)}` : message),
  async handle(req) {
    // context.ip comes from x-forwarded-for, which only we may set.
    req.headers['x-forwarded-for'] = req.socket.remoteAddress ?? '127.0.0.1';
    // The content editor's local file service (/admin, "Work with Local Repository"): this machine only.
    const edited = await editorFiles(req, { root });
    if (edited) return edited;
    // Netlify routes no outside request to a scheduled function; the emulation would run it for any.
    if (isPlatformPath(req.url)) return notFound(req);
    const introspect = () => netlify.handleAndIntrospectNodeRequest(req);
    const [path = ''] = (req.url ?? '/').split('?');
    const result =
      functions.mode === 'stock' && path.startsWith('/api/') ? await oneAtATime(path, introspect) : await introspect();
    const response = result?.response ?? (await notFound(req));
    // The cause of a function's 5xx is logged where it happens (the function, or warm-functions.mjs).
    // A request whose client left, or that timed out (408 already sent), is not a server failure.
    if (response.status >= 500 && !req.destroyed)
      console.error(
        `[serve] ${req.method} ${(req.url ?? '/').split('?')[0]} answered ${response.status} (${result?.type ?? 'not found'})`,
      );
    return response;
  },
});

const scheduler = await startScheduler({
  functionsDir: resolve(root, 'functions'),
  origin: `http://localhost:${port}`,
  invoke: (request) => netlify.handle(request),
});

// Written before listening, so whoever waits for the server (the browser tests) finds it once it answers.
const unrecord = writeMode(root, port, { functions: functions.mode, fallbacks: fellBack() });
process.on('exit', unrecord);

server.listen(port, host, () => {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const how =
    functions.mode === 'warm' ? 'functions bundled at start and kept warm' : 'stock: functions built per request';
  console.log(
    `Site ready on http://localhost:${port} in ${seconds} s (Netlify emulation: ${how}, Netlify Database, netlify.toml headers)`,
  );
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close();
    scheduler.stop();
    // Each stop's failure is left out: the process ends either way.
    void Promise.allSettled([functions.stop(), netlify.stop()]).finally(() => {
      unpublish();
      process.exit(0);
    });
  });
}
