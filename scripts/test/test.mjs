// `npm test`: formatting, lint, type checks, production build, unit tests (vitest), browser tests (Playwright
// against the build served as `npm start` serves it). Ends with one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

// Outside test-results/, which Playwright empties when it starts.
const reports = 'test-reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

// [name, command, arguments, whether a failure stops the run, what else fails the step]
const steps = [
  // Every file is as Prettier writes it (.prettierrc.json; .prettierignore says what is left out and why).
  ['formatting', 'prettier', ['--check', '--log-level=warn', '.'], false],
  // ESLint (eslint.config.js): TypeScript, React's hooks, accessibility in JSX and .astro files; no warning passes.
  ['lint', 'eslint', ['--max-warnings=0', '--cache', '--cache-location', 'node_modules/.cache/eslint/', '.'], false],
  ['type checks', 'astro', ['check', '--minimumSeverity', 'warning'], true],
  // The build must print no warning: its output is shown as it comes and then searched.
  ['build', 'astro', ['build'], true, (output) => /\[WARN\]/.test(output) && 'the build printed warnings'],
  // Every dependency in package.json is used (and nothing used is missing from it).
  ['dependencies', 'knip', ['--dependencies'], false],
  [
    'unit tests',
    'vitest',
    ['run', '--reporter=default', '--reporter=json', `--outputFile=${reports}/vitest.json`],
    false,
  ],
  ['browser tests', 'playwright', ['test'], false],
];

const started = Date.now();
const timings = [];
let failedStep = null;
for (const [name, cmd, args, stops, check] of steps) {
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const stepStarted = Date.now();
  const env = {
    ...process.env,
    // The site as it will be published, whatever the state of the sign-off: the build and the functions leave out
    // the "Awaiting approval" marks (their own tests build a copy: tests/e2e/approval.spec.ts).
    APPROVAL_MARKS: 'off',
    PW_JSON_REPORT: `${reports}/playwright.json`,
    FORCE_COLOR: process.env.FORCE_COLOR ?? '1',
  };
  const r = check
    ? spawnSync(cmd, args, { stdio: ['inherit', 'pipe', 'pipe'], env, maxBuffer: 64 * 1024 * 1024 })
    : spawnSync(cmd, args, { stdio: 'inherit', env });
  let problem = r.status !== 0 && `exit ${r.status}`;
  if (check) {
    process.stdout.write(r.stdout);
    process.stderr.write(r.stderr);
    problem ||= check(`${r.stdout}${r.stderr}`);
  }
  timings.push(`${name} ${((Date.now() - stepStarted) / 1000).toFixed(0)} s`);
  if (problem) {
    console.log(`--- ${name} failed: ${problem}`);
    failedStep ??= name;
    if (stops) break;
  }
}

const read = (f) => (existsSync(f) ? JSON.parse(readFileSync(f, 'utf8')) : null);
const v = read(`${reports}/vitest.json`);
const p = read(`${reports}/playwright.json`);
const passed = (v?.numPassedTests ?? 0) + (p?.stats?.expected ?? 0) + (p?.stats?.flaky ?? 0);
const failed = (v?.numFailedTests ?? 0) + (p?.stats?.unexpected ?? 0);
const skipped = (v?.numPendingTests ?? 0) + (p?.stats?.skipped ?? 0);
console.log(`\ntook ${((Date.now() - started) / 60_000).toFixed(1)} min (${timings.join(', ')})`);
console.log(
  `unit: ${v?.numPassedTests ?? 0} passed, browser: ${(p?.stats?.expected ?? 0) + (p?.stats?.flaky ?? 0)} passed${p?.stats?.flaky ? ` (${p.stats.flaky} flaky)` : ''}`,
);
if (failedStep) console.log(`failed step: ${failedStep}`);
console.log(`${passed} passed, ${failedStep && failed === 0 ? 1 : failed} failed, ${skipped} skipped`);
process.exit(failedStep ? 1 : 0);
