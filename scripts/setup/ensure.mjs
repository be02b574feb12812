// Makes a fresh clone runnable: installs packages when the lockfile changed, makes sure npm
// scripts get Node 24 (node.mjs), and (with --browser) that a Chromium, Java and the two checkers the browser
// tests run (tools.mjs) are there.
// Runs on whatever Node npm found, so it uses nothing newer than Node 20 and no packages.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ensureNode, systemNodeVersion } from './node.mjs';
import { ensureTool } from './tools.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** @param {string} p */
const at = (p) => new URL(`../../${p}`, import.meta.url);
/** @param {string} line */
const say = (line) => console.log(`[setup] ${line}`);
/** @param {string} cmd @param {string[]} args */
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (exit ${r.status})`);
};

// 1. Packages: reinstall when package-lock.json differs from what was installed.
const lockHash = createHash('sha256')
  .update(readFileSync(at('package-lock.json')))
  .digest('hex');
const stamp = at('node_modules/.install-stamp');
if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== lockHash) {
  // `npm install`, not `npm ci`: the registry lacks some other platforms' optional compiler
  // bindings, which `npm ci` reports as a lockfile mismatch; versions still come from the lockfile.
  say('installing packages (npm install from package-lock.json)…');
  run('npm', ['install', '--no-audit', '--no-fund']);
  writeFileSync(stamp, lockHash);
}

// 2. Node 24: the system's if new enough, else the one node.mjs fetches (also run after every install).
const node = ensureNode({ say });
if (!node.ok) {
  console.error(`[setup] ${node.problem}`);
  process.exit(1);
}
if (node.node === 'fetched')
  say(
    `system Node ${systemNodeVersion()} is older than 24; npm scripts run on Node ${node.version} (node_modules/.bin/node).`,
  );
const localNode = at('node_modules/.bin/node');

// 3. Chromium for Playwright: Debian's headless shell, else its own download, else Debian's package.
if (process.argv.includes('--browser')) {
  const found = spawnSync(
    fileURLToPath(existsSync(localNode) ? localNode : 'node'),
    [
      '-e',
      "import('./scripts/setup/chromium.mjs').then(m => process.stdout.write(m.findChromium({ shell: true }) ?? ''))",
    ],
    { cwd: root },
  );
  const path = found.stdout?.toString().trim();
  if (path) {
    say(`browser tests use Chromium at ${path}`);
  } else {
    say('no Chromium found; trying Playwright’s own download…');
    const dl = spawnSync('npx', ['playwright', 'install', 'chromium'], {
      cwd: root,
      stdio: 'inherit',
      timeout: 180_000,
    });
    if (dl.status !== 0) {
      if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
        say('download failed; installing Debian’s chromium-headless-shell package…');
        run('apt-get', ['update', '-qq']);
        run('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell']);
      } else {
        console.error(
          '[setup] No Chromium: install one (e.g. `sudo apt-get install chromium-headless-shell`) or set CHROMIUM_PATH.',
        );
        process.exit(1);
      }
    }
  }
}

// 4. Java for the Nu HTML Checker (vnu-jar), which the browser tests run.
if (process.argv.includes('--browser')) {
  if (spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0) {
    // present
  } else if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    say('no Java found; installing Debian’s default-jre-headless for the HTML checker…');
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'default-jre-headless']);
  } else {
    console.error(
      '[setup] The HTML checker needs Java 11 or later: install one (e.g. `sudo apt-get install default-jre-headless`).',
    );
    process.exit(1);
  }
}

// 5. The browser tests' checkers, not in the default install: fetched now rather than inside a test's time limit.
if (process.argv.includes('--browser')) {
  ensureTool('observatory');
  ensureTool('vnu');
}
