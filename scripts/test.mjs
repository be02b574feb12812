// `npm test`: type checks, production build, unit tests (vitest), browser tests (Playwright
// against the build served as `npm start` serves it). Ends with one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

// Outside test-results/, which Playwright empties when it starts.
const reports = 'test-reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const steps = [
  ['type checks', 'astro', ['check', '--minimumSeverity', 'warning']],
  ['build', 'astro', ['build']],
  ['unit tests', 'vitest', ['run', '--reporter=default', '--reporter=json', `--outputFile=${reports}/vitest.json`]],
  ['browser tests', 'playwright', ['test']],
];

let failedStep = null;
for (const [name, cmd, args] of steps) {
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, PW_JSON_REPORT: `${reports}/playwright.json` } });
  if (r.status !== 0) {
    failedStep = name;
    if (name === 'type checks' || name === 'build') break;
  }
}

const read = (f) => (existsSync(f) ? JSON.parse(readFileSync(f, 'utf8')) : null);
const v = read(`${reports}/vitest.json`);
const p = read(`${reports}/playwright.json`);
const passed = (v?.numPassedTests ?? 0) + (p?.stats?.expected ?? 0) + (p?.stats?.flaky ?? 0);
const failed = (v?.numFailedTests ?? 0) + (p?.stats?.unexpected ?? 0);
const skipped = (v?.numPendingTests ?? 0) + (p?.stats?.skipped ?? 0);
console.log(`\nunit: ${v?.numPassedTests ?? 0} passed, browser: ${(p?.stats?.expected ?? 0) + (p?.stats?.flaky ?? 0)} passed${p?.stats?.flaky ? ` (${p.stats.flaky} flaky)` : ''}`);
if (failedStep) console.log(`failed step: ${failedStep}`);
console.log(`${passed} passed, ${failedStep && failed === 0 ? 1 : failed} failed, ${skipped} skipped`);
process.exit(failedStep ? 1 : 0);
