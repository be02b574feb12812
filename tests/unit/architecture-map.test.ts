/**
 * The map in docs/architecture.md is whole: every folder of src/ is named in it by its path (`src/server/inbox/`),
 * so a new engineer finds in one page where each feature lives, and a folder added without a line there fails
 * here. Only the inside of the vendored copy of React Email's declarations is left out (its package's layout).
 * And src/server/ keeps its loose files few (at most 10, the core every server feature uses): the rest live in a
 * folder named for their feature.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pathTokens } from '../support/doc-paths';

const root = join(import.meta.dirname, '../..');
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', 'src'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => f && existsSync(join(root, f)));

const VENDORED = 'src/server/outbox/mail/vendor/react-email-types/';

/** Every folder under src/ that holds a file, with the folders above it, as `src/<folder>/`. */
function folders(paths: string[]): string[] {
  const all = new Set<string>();
  for (const p of paths) for (let d = dirname(p); d !== 'src' && d !== '.'; d = dirname(d)) all.add(`${d}/`);
  return [...all].filter((d) => !d.startsWith(VENDORED) || d === VENDORED).sort();
}

/** The folders of `paths` that `doc` does not name by their path. */
function unnamed(doc: string, paths: string[]): string[] {
  const named = new Set(pathTokens(doc, new Set(['src'])).map((t) => (t.path.endsWith('/') ? t.path : `${t.path}/`)));
  return folders(paths).filter((d) => !named.has(d));
}

describe('docs/architecture.md', () => {
  const doc = readFileSync(join(root, 'docs/architecture.md'), 'utf8');

  it('names every folder of src/ by its path', () => {
    expect(folders(files).length).toBeGreaterThan(40);
    expect(unnamed(doc, files)).toEqual([]);
  });

  it('is held to it: a folder missing from the text is found, at any depth', () => {
    const paths = ['src/server/http.ts', 'src/server/inbox/inbox.ts', 'src/features/learn/widgets/Widget.tsx'];
    expect(unnamed('`src/server/inbox/`, src/features/learn/', paths)).toEqual([
      'src/features/',
      'src/features/learn/widgets/',
      'src/server/',
    ]);
    expect(
      unnamed('src/features/ src/features/learn/ `src/features/learn/widgets/` src/server/inbox/ src/server/', paths),
    ).toEqual([]);
  });
});

describe('src/server/', () => {
  it('has at most 10 loose files: the rest are in a folder named for their feature', () => {
    const loose = files.filter((f) => /^src\/server\/[^/]+$/.test(f));
    expect(loose.length).toBeGreaterThan(0);
    expect(loose.length, loose.join(', ')).toBeLessThanOrEqual(10);
  });
});
