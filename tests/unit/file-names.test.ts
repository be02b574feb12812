/**
 * One name per module: a name says which module it is wherever it is read (an import, a stack trace, an
 * editor tab, a search, a log line), so no two files share one.
 *
 * The code of src/, functions/ and scripts/, and the helpers in tests/, are checked as one tree, not each on its
 * own: they import one another (a function its src/ modules, a script src/server/'s, a test all of them), so a
 * name used in two of them (the contact function's `contact.ts` and a contact form module's `contact.ts`, the
 * `leads.mjs` command and the `leads.ts` module it runs) is two modules in one stack trace or one search. A script's name is its stem,
 * whatever its extension (`leads.mjs` and `leads.ts` are one name); a declaration beside its script
 * (`react-email.d.ts` by `react-email.js`) is that script's. Any other file is named with its extension, so a
 * component's stylesheet (`Field.css` by `Field.tsx`) and the Astro and React forms of one part (`Icon.astro`,
 * `Icon.tsx`) may share a stem.
 *
 * Test files are named for what they test (`inbox.test.ts` tests `inbox.ts`): their names are checked among
 * themselves, across tests/ with every tier together, so a unit and an integration test of one module are told
 * apart by name (`mail-vendor.test.ts`, `mail-vendor-copy.test.ts`), not only by folder.
 *
 * Exempt: Astro's route files (`index.astro`, `[slug].astro`: their names are their routes), names a tool fixes
 * (`package.json`, `package-lock.json`, a folder's `README.md`), and the vendored copy of React Email's
 * declarations (the package's own names).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const trees = ['src', 'functions', 'scripts', 'tests'];

/** The project's files in those trees, tracked or new (not ignored), as paths from the root. */
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...trees], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => f && existsSync(join(root, f)));

/** A route: a page file under src/pages/ outside the `_`-prefixed folders that hold page parts. */
const isRoute = (p: string) => p.startsWith('src/pages/') && !p.split('/').some((part) => part.startsWith('_'));
const toolNames = new Set(['package.json', 'package-lock.json', 'README.md']);
const vendored = (p: string) => p.startsWith('src/server/outbox/mail/vendor/react-email-types/');
const exempt = (p: string) => isRoute(p) || toolNames.has(p.slice(p.lastIndexOf('/') + 1)) || vendored(p);

const isTest = (p: string) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(p);
const SCRIPT = /(\.d)?\.[cm]?[jt]sx?$/;

/** The name a file is known by: a script's stem, any other file's whole name. */
function nameOf(p: string): string {
  const file = p.slice(p.lastIndexOf('/') + 1);
  return SCRIPT.test(file) && !isTest(p) ? file.replace(SCRIPT, '') : file;
}

/** Files of `paths` that share a name, by name; files of one folder with one name are one module. */
function sharedNames(paths: string[]): Record<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const p of paths.filter((p) => !exempt(p))) byName.set(nameOf(p), [...(byName.get(nameOf(p)) ?? []), p]);
  const folders = (ps: string[]) => new Set(ps.map((p) => p.slice(0, p.lastIndexOf('/')))).size;
  return Object.fromEntries([...byName].filter(([, ps]) => folders(ps) > 1));
}

const modules = files.filter((p) => !isTest(p));
const tests = files.filter(isTest);

describe('file names', () => {
  it('are found in every tree (the check cannot pass by reading nothing)', () => {
    for (const tree of trees) expect(files.filter((f) => f.startsWith(`${tree}/`)).length).toBeGreaterThan(10);
    expect(tests.length).toBeGreaterThan(100);
  });

  it('of modules are each used once across src/, functions/, scripts/ and the tests’ helpers', () => {
    expect(sharedNames(modules)).toEqual({});
  });

  it('of tests are each used once across tests/', () => {
    expect(sharedNames(tests)).toEqual({});
  });

  it('catch one name in two trees, whatever the script’s extension, and in page parts as anywhere else', () => {
    expect(sharedNames(['functions/contact.ts', 'src/lib/forms/contact.ts', 'src/pages/contact.astro'])).toEqual({
      contact: ['functions/contact.ts', 'src/lib/forms/contact.ts'],
    });
    expect(sharedNames(['scripts/ops/leads.mjs', 'src/server/storage/leads.ts'])).toEqual({
      leads: ['scripts/ops/leads.mjs', 'src/server/storage/leads.ts'],
    });
    expect(sharedNames(['src/pages/_components/a/Card.astro', 'src/pages/b/_components/Card.astro'])).toEqual({
      'Card.astro': ['src/pages/_components/a/Card.astro', 'src/pages/b/_components/Card.astro'],
    });
    expect(sharedNames(['tests/unit/a/config.test.ts', 'tests/integration/b/config.test.ts'])).toEqual({
      'config.test.ts': ['tests/unit/a/config.test.ts', 'tests/integration/b/config.test.ts'],
    });
  });

  it('let a file share its stem with its own stylesheet or declaration, a route with another, and a test with its subject', () => {
    expect(
      sharedNames([
        'src/features/forms/Field.tsx',
        'src/features/forms/Field.css',
        'src/vendor/x.js',
        'src/vendor/x.d.ts',
        'src/components/Icon.astro',
        'src/components/react/Icon.tsx',
        'src/pages/index.astro',
        'src/pages/updates/index.astro',
      ]),
    ).toEqual({});
    // A test is known by its whole name, checked among the tests: `inbox.test.ts` never meets `inbox.ts`.
    expect([nameOf('src/server/inbox.ts'), nameOf('tests/unit/server/inbox.test.ts')]).toEqual([
      'inbox',
      'inbox.test.ts',
    ]);
  });
});
