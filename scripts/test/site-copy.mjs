// A copy of the site with content of a test's own, built: for browser tests that need a page the committed
// content does not have (tests/e2e/landing-variants.spec.ts adds a landing page with two variants). The copy
// holds the project's sources (everything but installed packages, builds and local data) in a folder of its own
// under the system's temporary folder, with this checkout's node_modules linked in, and is built with `astro build`
// as the site is, without the content editor; the build lock (route-build.mjs) keeps it from building beside
// another build of this checkout.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { oneAtATime } from './route-build.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** What is not the site's source: installed packages, builds, local data and the history (git dates are optional). */
const LEFT_OUT = new Set([
  'node_modules',
  'dist',
  '.git',
  '.astro',
  '.netlify',
  '.data',
  'test-results',
  'test-reports',
]);

/**
 * The site copied with `files` (path → text) added or replaced, and built; resolves to the copy's folder (its
 * build in dist/) and a function that removes it. Rejects with the build's output when the build fails.
 * @param {Record<string, string>} files
 * @returns {Promise<{ dir: string, remove: () => void }>}
 */
export function buildSiteCopy(files) {
  return oneAtATime(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-copy-'));
    const remove = () => rmSync(dir, { recursive: true, force: true });
    try {
      for (const part of readdirSync(root).filter((name) => !LEFT_OUT.has(name)))
        cpSync(join(root, part), join(dir, part), { recursive: true });
      symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
      for (const [path, text] of Object.entries(files)) {
        mkdirSync(dirname(join(dir, path)), { recursive: true });
        writeFileSync(join(dir, path), text);
      }
      const { code, output } = await new Promise((resolve, reject) => {
        const child = spawn(join(root, 'node_modules/.bin/astro'), ['build'], {
          cwd: dir,
          env: { ...process.env, SITE_EDITOR: 'off', FORCE_COLOR: '0' },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let text = '';
        child.stdout.on('data', (d) => (text += d));
        child.stderr.on('data', (d) => (text += d));
        child.on('error', reject);
        child.on('close', (exit) => resolve({ code: exit, output: text }));
      });
      if (code !== 0) throw new Error(`The site copy's build failed:\n${output.slice(-4000)}`);
      return { dir, remove };
    } catch (error) {
      remove();
      throw error;
    }
  });
}
