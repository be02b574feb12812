/**
 * A copy of the project to build in, so a test can change its content or data without touching the checkout: the
 * sources a build reads, and node_modules as links (its caches shared, Vite's own kept private to the copy), and a
 * way to run a command in it with a plain shell's environment.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve('.');

/** A copy of the project in a new temporary folder (the caller removes it). */
export function copyProject(prefix: string): string {
  const copy = mkdtempSync(join(tmpdir(), prefix));
  for (const entry of [
    'astro.config.mjs',
    'package.json',
    'package-lock.json',
    'tsconfig.json',
    'content',
    'public',
    'scripts',
    'src',
    'functions',
  ]) {
    cpSync(join(ROOT, entry), join(copy, entry), { recursive: true });
  }
  mkdirSync(join(copy, 'node_modules'));
  for (const entry of readdirSync(join(ROOT, 'node_modules'))) {
    if (!/^\.(vite|vite-temp|vitest-cache)$/.test(entry))
      symlinkSync(join(ROOT, 'node_modules', entry), join(copy, 'node_modules', entry));
  }
  return copy;
}

/** The environment of a plain shell, not of the test runner (no NODE_ENV=test, no VITEST, no APPROVAL_MARKS). */
const shell = Object.fromEntries(
  Object.entries(process.env).filter(
    ([k]) => k !== 'NODE_ENV' && !k.startsWith('VITEST') && k !== 'APPROVAL_MARKS' && k !== 'CONTEXT',
  ),
);

/** Colours a terminal would show: not part of what the output says. */
// eslint-disable-next-line no-control-regex -- the escape character starts them
const COLOUR = /\x1b\[[0-9;]*m/g;

/** Runs a command in `cwd` with a plain shell's environment and `env`; resolves to its exit code and output, uncoloured. */
export function run(
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
): Promise<{ status: number | null; output: string }> {
  const child = spawn(command, args, { cwd, env: { ...shell, ...env } });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((done) => child.on('close', (status) => done({ status, output: output.replace(COLOUR, '') })));
}
