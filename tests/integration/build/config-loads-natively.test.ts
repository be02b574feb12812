/**
 * Astro imports astro.config.mjs with Node itself and falls back to Vite's module loader only when that
 * fails; the loader is closed before the build's hooks run, so every `await import()` in a hook (the
 * content-code check's MDX compiler, the editor's build) would then stop the build. The config and all it
 * imports must be plain Node: a TypeScript module imported with its `.ts` extension, nothing Node cannot
 * strip.
 */
import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';

it('the config and everything it imports load in Node without Vite', () => {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', "await import('./astro.config.mjs')"], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.stderr.split('\n').find((l) => /Error/.test(l)) ?? '').toBe('');
  expect(run.status).toBe(0);
}, 60_000);
