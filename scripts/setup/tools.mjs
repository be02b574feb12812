// Tools only some commands need, kept out of the default install and fetched from the npm registry by the
// commands that use them, the first time they do: Lighthouse for `npm run bench`, the MDN HTTP Observatory and
// the Nu HTML Checker for the browser tests, React Email for re-copying its components. Each is a package.json
// and a package-lock.json in scripts/setup/tools/<name>/ (every package of its tree pinned with its integrity, as
// the project's own lock file pins theirs), installed by `npm ci --ignore-scripts`, which checks each integrity,
// into node_modules/.cache/tools/<name>-<hash of the two files>/; a changed lock file installs afresh. Install
// scripts are never run: some download files from elsewhere (`prepare` below writes what they would have).
// Runs on whatever Node npm found, so it uses nothing newer than Node 20 and no packages (docs/testing.md,
// "Tools fetched when needed").
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * What each tool is for, and what its install would have done that must be done here instead.
 * @type {Record<string, { what: string, prepare?: (dir: string) => void }>}
 */
export const TOOLS = {
  bench: { what: 'Lighthouse and chrome-launcher, for npm run bench (about 180 MB)' },
  observatory: {
    what: 'the MDN HTTP Observatory, for the security-headers test (about 130 MB)',
    // Its install script downloads the HSTS preload list; offline it is an empty one (no host is preloaded).
    prepare: (dir) => writeFileSync(join(dir, 'node_modules/@mdn/mdn-http-observatory/conf/hsts-preload.json'), '{}'),
  },
  'react-email': { what: 'React Email, to copy its components (about 80 MB)' },
  vnu: { what: 'the Nu HTML Checker, for the HTML tests (about 33 MB)' },
};

/** @param {string} name */
const spec = (name) => join(root, 'scripts/setup/tools', name);
/** @param {string} line */
const say = (line) => console.log(`[setup] ${line}`);

/** @param {string} name */
function toolOf(name) {
  const tool = TOOLS[name];
  if (!tool) throw new Error(`No tool "${name}" in scripts/setup/tools.mjs`);
  return tool;
}

/** Where the tool's pinned tree is installed: named by a hash of its package.json and lock file. @param {string} name */
export function toolHome(name) {
  toolOf(name);
  const hash = createHash('sha256');
  for (const file of ['package.json', 'package-lock.json']) hash.update(readFileSync(join(spec(name), file)));
  return join(root, 'node_modules/.cache/tools', `${name}-${hash.digest('hex').slice(0, 12)}`);
}

/**
 * The directory holding the tool's node_modules, installed first if it is not yet. Safe to call from several
 * processes at once: each installs into its own temporary directory and the first to finish is kept.
 * @param {string} name
 */
export function ensureTool(name) {
  const tool = toolOf(name);
  const home = toolHome(name);
  const done = join(home, '.installed');
  if (existsSync(done)) return home;
  say(`fetching ${tool.what} from the npm registry into ${relative(root, home)}…`);
  mkdirSync(dirname(home), { recursive: true });
  const tmp = mkdtempSync(`${home}.fetch-`);
  try {
    for (const file of ['package.json', 'package-lock.json']) copyFileSync(join(spec(name), file), join(tmp, file));
    const npm = spawnSync(
      'npm',
      ['ci', '--prefix', tmp, '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'],
      { cwd: tmp, stdio: ['ignore', 'inherit', 'inherit'] },
    );
    if (npm.status !== 0) throw new Error(`npm ci for the ${name} tool failed (exit ${npm.status})`);
    tool.prepare?.(tmp);
    writeFileSync(join(tmp, '.installed'), '');
    try {
      renameSync(tmp, home);
    } catch (error) {
      // Another process installed it meanwhile: theirs is kept.
      if (!existsSync(done)) throw error;
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return home;
}

/**
 * The file a package of the tool resolves to (`require.resolve` from the tool's directory).
 * @param {string} name @param {string} specifier
 */
export function toolPath(name, specifier) {
  return createRequire(join(ensureTool(name), 'package.json')).resolve(specifier);
}

/**
 * Imports a package of the tool (its types are not installed with the project: the caller says what it uses).
 * @param {string} name @param {string} specifier @returns {Promise<any>}
 */
export function importTool(name, specifier) {
  return import(pathToFileURL(toolPath(name, specifier)).href);
}

// `node scripts/setup/tools.mjs <name>…` fetches tools ahead of use (`npm test`'s set-up step fetches the
// browser tests' two).
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const name of process.argv.slice(2)) ensureTool(name);
}
