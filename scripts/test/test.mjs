// `npm test`: Astro's generated types, lint (alongside the next four), formatting, type checks (the site's, then the
// scripts'), unused code, then the three tiers of tests with the production build before the last two: unit
// (vitest.config.ts: no build, no server), integration (vitest.integration.config.ts: handlers against a local
// database, the local server, builds) and browser (Playwright against the build served as `npm start` serves it).
// Prints each step's time and ends with one summary line.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

// Outside test-results/, which Playwright empties when it starts.
const reports = 'test-reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/**
 * A step: its name, command and arguments, whether a failure stops the run, and what else fails it (given the
 * step's output, a reason or false).
 * @typedef {[name: string, cmd: string, args: string[], stops: boolean, check?: (output: string) => string | false]} Step
 */
/**
 * Steps that run alongside the ones after them, up to the unit tests: ESLint keeps one core busy for a minute
 * while formatting, the type checks and knip use the other. Their output is shown when they end, whole.
 */
const ALONGSIDE = new Set(['lint']);
/** The step that waits for those: it uses both cores. */
const JOIN = 'unit tests';
/** @type {Step[]} */
const steps = [
  // The types Astro generates (.astro/: astro:content's collections), which the type-aware lint reads: a fresh clone
  // has none, and without them every content query lints as an error-typed value.
  ['content types', 'astro', ['sync'], true],
  // ESLint (eslint.config.js): TypeScript, React's hooks, accessibility in JSX and .astro files; no warning passes.
  ['lint', 'eslint', ['--max-warnings=0', '--cache', '--cache-location', 'node_modules/.cache/eslint/', '.'], false],
  // Every file is as Prettier writes it (.prettierrc.json; .prettierignore says what is left out and why).
  ['formatting', 'prettier', ['--check', '--log-level=warn', '.'], false],
  // --noSync: the types are generated above, and ESLint is reading them meanwhile.
  ['type checks', 'astro', ['check', '--noSync', '--minimumSeverity', 'warning'], true],
  // The scripts' JavaScript checked against its JSDoc and the modules it imports (scripts/tsconfig.json).
  ['script types', 'tsc', ['-p', 'scripts'], false],
  // No unused file, export, type or dependency, and nothing used missing from package.json (knip.jsonc).
  ['unused code', 'knip', [], false],
  // The unit tier needs no build, so it runs first: under 20 s on two cores.
  [
    'unit tests',
    'vitest',
    ['run', '--reporter=default', '--reporter=json', `--outputFile=${reports}/unit.json`],
    false,
  ],
  // The build must print no warning: its output is shown as it comes and then searched.
  ['build', 'astro', ['build'], true, (output) => /\[WARN\]/.test(output) && 'the build printed warnings'],
  [
    'integration tests',
    'vitest',
    [
      'run',
      '--config=vitest.integration.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${reports}/integration.json`,
    ],
    false,
  ],
  ['browser tests', 'playwright', ['test'], false],
];

const started = Date.now();
/** @type {string[]} */
const timings = [];
/** The first step whose failure was recorded (an object: a step alongside records from a callback). */
const failure = { step: /** @type {string | null} */ (null) };
/** The environment of every step. */
const env = {
  ...process.env,
  // The site as it will be published, whatever the state of the sign-off: the build and the functions leave out
  // the "Awaiting approval" marks (their own tests build a copy: tests/e2e/approval.spec.ts).
  APPROVAL_MARKS: 'off',
  PW_JSON_REPORT: `${reports}/playwright.json`,
  FORCE_COLOR: process.env.FORCE_COLOR ?? '1',
};

/** @param {string} name @param {number} stepStarted @param {string | false} problem */
function record(name, stepStarted, problem) {
  timings.push(`${name} ${((Date.now() - stepStarted) / 1000).toFixed(0)} s`);
  if (problem) {
    console.log(`--- ${name} failed: ${problem}`);
    failure.step ??= name;
  }
}

/**
 * Starts a step alongside the next ones, its output kept; resolves once it has ended and been shown.
 * @param {string} name @param {string} cmd @param {string[]} args
 */
function startAlongside(name, cmd, args) {
  console.log(`\n=== ${name} (alongside the steps below): ${cmd} ${args.join(' ')}`);
  const stepStarted = Date.now();
  const child = spawn(cmd, args, { env });
  /** @type {Buffer[]} */
  const output = [];
  child.stdout.on('data', (d) => output.push(d));
  child.stderr.on('data', (d) => output.push(d));
  return new Promise((done) =>
    child.on('close', (status) => {
      console.log(`\n=== ${name}: its output`);
      process.stdout.write(Buffer.concat(output));
      record(name, stepStarted, status !== 0 && `exit ${status}`);
      done(undefined);
    }),
  );
}

/** @type {Promise<unknown>[]} */
const running = [];
for (const [name, cmd, args, stops, check] of steps) {
  if (ALONGSIDE.has(name)) {
    running.push(startAlongside(name, cmd, args));
    continue;
  }
  if (name === JOIN) await Promise.all(running.splice(0));
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const stepStarted = Date.now();
  const r = check
    ? spawnSync(cmd, args, { stdio: ['inherit', 'pipe', 'pipe'], env, maxBuffer: 64 * 1024 * 1024 })
    : spawnSync(cmd, args, { stdio: 'inherit', env });
  let problem = r.status !== 0 && `exit ${r.status}`;
  if (check) {
    process.stdout.write(r.stdout);
    process.stderr.write(r.stderr);
    problem ||= check(`${r.stdout.toString()}${r.stderr.toString()}`);
  }
  record(name, stepStarted, problem);
  if (problem && stops) break;
}
await Promise.all(running);

/** @param {string} f */
const read = (f) => (existsSync(f) ? JSON.parse(readFileSync(f, 'utf8')) : null);
// Each tier's counts: vitest's JSON report and Playwright's.
/** @param {{ numPassedTests?: number, numFailedTests?: number, numPendingTests?: number } | null} r */
const fromVitest = (r) => ({
  passed: r?.numPassedTests ?? 0,
  failed: r?.numFailedTests ?? 0,
  skipped: r?.numPendingTests ?? 0,
});
const p = read(`${reports}/playwright.json`)?.stats;
const tiers = {
  unit: fromVitest(read(`${reports}/unit.json`)),
  integration: fromVitest(read(`${reports}/integration.json`)),
  browser: { passed: (p?.expected ?? 0) + (p?.flaky ?? 0), failed: p?.unexpected ?? 0, skipped: p?.skipped ?? 0 },
};
/** @param {'passed' | 'failed' | 'skipped'} key */
const total = (key) => Object.values(tiers).reduce((n, t) => n + t[key], 0);
const [passed, failed, skipped] = /** @type {const} */ (['passed', 'failed', 'skipped']).map(total);
console.log(`\ntook ${((Date.now() - started) / 60_000).toFixed(1)} min (${timings.join(', ')})`);
console.log(
  `${Object.entries(tiers)
    .map(([tier, t]) => `${tier}: ${t.passed} passed`)
    .join(', ')}${p?.flaky ? ` (${p.flaky} flaky in the browser)` : ''}`,
);
if (failure.step) console.log(`failed step: ${failure.step}`);
console.log(`${passed} passed, ${failure.step && failed === 0 ? 1 : failed} failed, ${skipped} skipped`);
process.exit(failure.step ? 1 : 0);
