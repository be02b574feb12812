/**
 * What the checks run over, found rather than listed, so new pages and functions are covered when
 * they land: every HTML page of the build, every route in the sitemap, every function in functions/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { listFunctions } from '@netlify/zip-it-and-ship-it';
import settings from '../../content/site.json' with { type: 'json' };

const DIST = 'dist';
/** The site's address at build time, as astro.config.mjs chooses it. */
export const siteUrl = new URL(process.env.URL || settings.siteUrl);
/** A path nothing is built at, to see the 404 page as a visitor does. */
export const MISSING = '/no-such-page';

/** The content editor (dist/admin) is no public page: tests/e2e/editor.spec.ts checks it. */
const EDITOR = join(DIST, 'admin');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? join(dir, e.name) === EDITOR
        ? []
        : htmlFiles(join(dir, e.name))
      : e.name.endsWith('.html')
        ? [join(dir, e.name)]
        : [],
  );
}

/** Every built HTML file, relative to the project. */
export const builtHtml = (): string[] => htmlFiles(DIST).sort();

/** The address each built page is served at (about.html → /about; 404.html → a missing path). */
export function builtPages(): string[] {
  return builtHtml().map((file) => {
    const path = `/${relative(DIST, file)
      .replace(/\\/g, '/')
      .replace(/\.html$/, '')}`;
    if (path === '/index') return '/';
    if (path === '/404') return MISSING;
    return path;
  });
}

/** Every <loc> of every sitemap the index lists, as paths. */
export function sitemapRoutes(): string[] {
  const index = readFileSync(join(DIST, 'sitemap-index.xml'), 'utf8');
  const maps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  return maps.flatMap((map) =>
    [...readFileSync(join(DIST, map), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname),
  );
}

export interface FunctionRoute {
  name: string;
  path: string;
}

/** Every function in functions/ with the path its config declares (functions without one are left out). */
export async function functionRoutes(): Promise<FunctionRoute[]> {
  const functions = await listFunctions(['functions'], { parseISC: true });
  return functions.flatMap((f) =>
    (f.routes ?? [])
      .filter((r) => 'literal' in r && r.literal)
      .map((r) => ({ name: f.name, path: (r as { literal: string }).literal })),
  );
}
