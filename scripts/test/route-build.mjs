// The site built under a regulatory route other than the one content/site.json names, for the browser tests
// (tests/e2e/regulatory.spec.ts) and for looking at: `astro build` with SITE_ROUTE set (docs/regulatory-route.md),
// into node_modules/.cache/route-builds/<name>/dist/ (the certified pages beside it, dist-certified/), without the
// content editor. The tests keep a build until dist/ is built again. The exempt-audience route needs its
// functions (the investor statement, the certified pages) and a database: serveVariant serves the build as
// `npm start` does, from a copy of the functions and sources beside it (scripts/local-server/serve.mjs, SITE_ROOT).
// By hand:
//   node scripts/test/route-build.mjs high-risk-investment|exempt-audience [--serve PORT]
// builds it and with --serve serves it: static files for the high-risk route, the local server for the exempt one.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from './static-server.mjs';
import { startLocalServer } from '../local-server/child.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** An approval given a month ago for a year: current whenever the tests run. */
export function currentApproval(today = new Date()) {
  const given = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
  return {
    approver: 'Test Approvals Ltd',
    frn: '654321',
    approvedOn: given.toISOString().slice(0, 10),
    validMonths: 12,
  };
}

/** The routes the tests build, as SITE_ROUTE gives them. */
export const routeVariants = {
  'high-risk-investment': () => ({
    kind: 'high-risk-investment',
    category: 'non-readily-realisable-securities',
    approval: currentApproval(),
  }),
  'exempt-audience': () => ({
    kind: 'exempt-audience',
    audiences: ['high-net-worth', 'self-certified-sophisticated'],
    validMonths: 12,
  }),
};

/** @typedef {keyof typeof routeVariants} Variant a route the tests build */

/** @param {string} name @returns {name is Variant} */
const isVariant = (name) => Object.hasOwn(routeVariants, name);

/** The folder a variant is served from, laid out like the project. @param {Variant} name */
export const variantRoot = (name) => join(root, 'node_modules/.cache/route-builds', name);
/** Where a variant is built. @param {Variant} name */
export const variantDir = (name) => join(variantRoot(name), 'dist');

/**
 * Runs `astro build` with SITE_ROUTE set to `route`, into `outDir`; resolves to its exit code and output.
 * @param {unknown} route @param {string} outDir
 */
export function buildWithRoute(route, outDir) {
  return new Promise((resolve, reject) => {
    const child = spawn(join(root, 'node_modules/.bin/astro'), ['build', '--outDir', outDir], {
      cwd: root,
      env: { ...process.env, SITE_ROUTE: JSON.stringify(route), SITE_EDITOR: 'off', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

/**
 * Holds the project's build lock until the returned function is called: a route build takes it (two test
 * workers may ask at once, and two builds would share the project's .astro folder), and so does a test that
 * writes into content/ (the editor's), so no build reads half an entry. A lock left by a run that died is
 * taken after 10 minutes.
 */
export async function holdBuildLock() {
  const lock = join(root, 'node_modules/.cache/route-builds/.lock');
  mkdirSync(join(lock, '..'), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      return () => rmSync(lock, { recursive: true, force: true });
    } catch {
      // A lock gone meanwhile is tried again.
      if (Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > 600_000)
        rmSync(lock, { recursive: true, force: true });
      else await sleep(250);
    }
  }
}

/**
 * Runs `task` holding the build lock.
 * @template T @param {() => Promise<T>} task @returns {Promise<T>}
 */
export async function oneAtATime(task) {
  const release = await holdBuildLock();
  try {
    return await task();
  } finally {
    release();
  }
}

/**
 * The route a variant's folder was built with (its stamp), so a test expects what that build shows.
 * @param {string} dir
 */
export const builtRoute = (dir) => JSON.parse(readFileSync(join(dir, '.route-build'), 'utf8'));

/**
 * The variant built, or with `reuse` kept from a build made after dist/'s with the same route (a month on,
 * the test approval's date moves): its folder.
 * @param {Variant} name @param {{ reuse?: boolean }} [options]
 */
export function buildVariant(name, { reuse = true } = {}) {
  return oneAtATime(async () => {
    const dir = variantDir(name);
    const stamp = join(dir, '.route-build');
    const main = join(root, 'dist/index.html');
    const route = routeVariants[name]();
    if (
      reuse &&
      existsSync(stamp) &&
      existsSync(main) &&
      statSync(stamp).mtimeMs > statSync(main).mtimeMs &&
      readFileSync(stamp, 'utf8') === JSON.stringify(route)
    )
      return dir;
    const { code, output } = await buildWithRoute(route, dir);
    if (code !== 0) throw new Error(`The ${name} build failed:\n${output.slice(-4000)}`);
    if (/\[WARN\]/.test(output)) throw new Error(`The ${name} build printed warnings:\n${output}`);
    writeFileSync(stamp, JSON.stringify(route));
    return dir;
  });
}

/** What the functions are bundled from, copied beside a variant's build so that it is served as the project is. */
const SERVED = ['functions', 'src', 'content', 'package.json', 'tsconfig.json', 'netlify.toml'];

/**
 * A variant built and served as `npm start` serves the project: its functions bundled by Netlify's emulation
 * and kept warm, its own local database (emptied), the route in SITE_ROUTE for the functions too.
 * @param {keyof typeof routeVariants} name
 * @param {{ port?: number, env?: Record<string, string> }} [options]
 */
export async function serveVariant(name, { port, env = {} } = {}) {
  await buildVariant(name);
  const site = variantRoot(name);
  for (const entry of SERVED) {
    rmSync(join(site, entry), { recursive: true, force: true });
    cpSync(join(root, entry), join(site, entry), { recursive: true });
  }
  if (!existsSync(join(site, 'node_modules')))
    symlinkSync(join(root, 'node_modules'), join(site, 'node_modules'), 'dir');
  const server = await startLocalServer({
    port,
    log: 'keep',
    env: {
      SITE_ROOT: site,
      SITE_ROUTE: JSON.stringify(builtRoute(variantDir(name))),
      RESET_DATABASE: '1',
      POSTMARK_SERVER_TOKEN: '',
      MAIL_DIR: join(site, '.data/outbox'),
      ...env,
    },
  });
  return { ...server, root: site, dir: variantDir(name) };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [name = '', flag, port] = process.argv.slice(2);
  if (!isVariant(name)) {
    console.error(`Usage: node scripts/test/route-build.mjs ${Object.keys(routeVariants).join('|')} [--serve PORT]`);
    process.exit(1);
  }
  const started = performance.now();
  const dir = await buildVariant(name, { reuse: false });
  console.log(`${name}: ${dir} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  if (flag === '--serve') {
    const server =
      name === 'exempt-audience'
        ? await serveVariant(name, { port: Number(port) || undefined })
        : await serveStatic(dir, Number(port) || 0);
    console.log(`serving ${name} at ${server.url}`);
  }
}
