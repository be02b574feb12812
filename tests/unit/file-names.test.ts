/**
 * One file name per module in src/: a name says which module it is wherever it is read (an import, a stack
 * trace, an editor tab, a search), so no two files share one. Astro's routing files under src/pages/
 * (`index.astro`, `[slug].astro`) are exempt: their names are the routes.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : [relative(root, join(dir, e.name))],
  );
}

/** A route: a page file under src/pages/ outside the `_`-prefixed folders that hold page parts. */
const isRoute = (p: string) => p.startsWith('src/pages/') && !p.split('/').some((part) => part.startsWith('_'));

/** Files of `paths` that share a name, by name. */
function sharedNames(paths: string[]): Record<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const p of paths.filter((p) => !isRoute(p))) {
    const name = p.slice(p.lastIndexOf('/') + 1);
    byName.set(name, [...(byName.get(name) ?? []), p]);
  }
  return Object.fromEntries([...byName].filter(([, ps]) => ps.length > 1));
}

describe('file names in src/', () => {
  it('are found (the check cannot pass by reading nothing)', () => {
    expect(files(join(root, 'src')).length).toBeGreaterThan(200);
  });

  it('are each used once, Astro routes aside', () => {
    expect(sharedNames(files(join(root, 'src')))).toEqual({});
  });

  it('catch two modules of one name, in page parts as anywhere else', () => {
    expect(
      sharedNames([
        'src/lib/a/store.ts',
        'src/features/b/store.ts',
        'src/pages/x/index.astro',
        'src/pages/index.astro',
      ]),
    ).toEqual({ 'store.ts': ['src/lib/a/store.ts', 'src/features/b/store.ts'] });
    expect(sharedNames(['src/pages/_components/a/Card.astro', 'src/pages/b/_components/Card.astro'])).toEqual({
      'Card.astro': ['src/pages/_components/a/Card.astro', 'src/pages/b/_components/Card.astro'],
    });
  });
});
