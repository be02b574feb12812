/**
 * The house: every import points down, never up or across into the other side.
 *
 *   admin → pages → layouts → components → features → components/react → browser ┐
 *                                                                                  ├→ lib, collections
 *   functions → server features → outbox → storage → server core ──────────────────┘
 *
 * Server features: calculator, mail-events (Postmark's bounces and complaints) → newsletter, contact, deal-lead,
 * regulatory (the investor statement and the certified pages), summary → ons. Browser features: calculator,
 * learn, literacy → forms → toast. lib, collections and components/iconPaths.ts are the shared base (data, schemas,
 * rules), free to import one another, except that the model of a deal (lib/deal/: a case study's figures and texts,
 * worked out from its deal file) sits on top of the rest of the base, which never imports it. The editor at /admin
 * (admin/) sits above the pages: it shows a case study's figures with the same deal model as the page, and no page
 * imports it. The calculator's chart drawing (server/calculator/chart/) imports only the core and the base, so the
 * outbox may draw a chart.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Each layer, top first: [name, matches a path (from the project root)]. */
const layers: [string, (p: string) => boolean][] = [
  ['functions', (p) => p.startsWith('functions/')],
  ['server/summary', (p) => p.startsWith('src/server/summary/')],
  ['server/ons', (p) => p.startsWith('src/server/ons/')],
  ['server/calculator', (p) => p.startsWith('src/server/calculator/') && !p.startsWith('src/server/calculator/chart/')],
  ['server/mail-events', (p) => p.startsWith('src/server/mail-events/')],
  ['server/newsletter', (p) => p.startsWith('src/server/newsletter/')],
  ['server/contact', (p) => p.startsWith('src/server/contact/')],
  ['server/deal-lead', (p) => p.startsWith('src/server/deal-lead/')],
  ['server/regulatory', (p) => p.startsWith('src/server/regulatory/')],
  ['server/outbox', (p) => p.startsWith('src/server/outbox/')],
  ['server/storage', (p) => p.startsWith('src/server/storage/')],
  ['server/calculator/chart', (p) => p.startsWith('src/server/calculator/chart/')],
  ['server core', (p) => /^src\/server\/((html|inbox|schedule)\/)?[^/]+$/.test(p)],
  ['admin', (p) => p.startsWith('src/admin/')],
  ['pages', (p) => p.startsWith('src/pages/')],
  ['layouts', (p) => p.startsWith('src/layouts/')],
  [
    'components',
    (p) =>
      p.startsWith('src/components/') && !p.startsWith('src/components/react/') && p !== 'src/components/iconPaths',
  ],
  ['features/calculator', (p) => p.startsWith('src/features/calculator/')],
  ['features/learn', (p) => p.startsWith('src/features/learn/')],
  ['features/literacy', (p) => p.startsWith('src/features/literacy/')],
  ['features/forms', (p) => p.startsWith('src/features/forms/')],
  ['features/toast', (p) => p.startsWith('src/features/toast/')],
  ['components/react', (p) => p.startsWith('src/components/react/')],
  ['browser', (p) => p.startsWith('src/browser/')],
  ['styles', (p) => p.startsWith('src/styles/')],
  ['base/deal', (p) => p.startsWith('src/lib/deal/')],
  [
    'base',
    (p) => /^src\/(lib|collections)\//.test(p) || p === 'src/components/iconPaths' || p === 'src/content.config',
  ],
];

/** The server side and the browser side never import each other. */
const serverSide = (layer: string) => layer === 'functions' || layer.startsWith('server');
const shared = (layer: string) => layer.startsWith('base') || layer === 'styles';

/** A folder named by its index file (`features/toast`) is in its files' layer. */
function layerOf(p: string): number {
  const i = layers.findIndex(([, match]) => match(p));
  return i >= 0 ? i : layers.findIndex(([, match]) => match(`${p}/`));
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.(ts|tsx|astro|mjs)$/.test(name) && !name.endsWith('.d.ts') ? [p] : [];
  });
}

/** A path from the project root without its script extension, as an import names it. */
const bare = (p: string) => p.replace(/\.(ts|tsx|mjs|js)$/, '');

/** Every relative import in the site's code: [importer, imported], as bare paths from the project root. */
function imports(): [string, string][] {
  const root = resolve(import.meta.dirname, '../..');
  return ['src', 'functions']
    .flatMap((dir) => sources(join(root, dir)))
    .flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return [...text.matchAll(/(?:from|import)\s*\(?\s*['"](\.\.?\/[^'"?]+)/g)].map((m): [string, string] => [
        bare(relative(root, file)),
        bare(relative(root, resolve(dirname(file), m[1]!))),
      ]);
    });
}

describe('layers', () => {
  const all = imports();

  it('every file of the site is in a layer', () => {
    const files = new Set(
      all.flatMap(([from, to]) => [from, to]).filter((p) => p.startsWith('src/') || p.startsWith('functions/')),
    );
    const outside = [...files].filter((p) => layerOf(p) < 0 && !/^src\/(assets|[^/]+\.d\.ts)/.test(p));
    expect(outside).toEqual([]);
  });

  it('every import points down, and the server and the browser never import each other', () => {
    const wrong = all.flatMap(([from, to]) => {
      const a = layerOf(from);
      const b = layerOf(to);
      if (a < 0 || b < 0 || a === b) return [];
      const [upper, lower] = [layers[a]![0], layers[b]![0]];
      if (b < a) return [`${from} → ${to}: ${upper} imports ${lower}, above it`];
      if (!shared(lower) && serverSide(upper) !== serverSide(lower))
        return [`${from} → ${to}: ${upper} imports ${lower}, across`];
      return [];
    });
    expect(wrong).toEqual([]);
  });
});
