// The built pages, parsed once and shared by every step that reads or rewrites them after the build (the claims
// gate and the approval, share cards, page styles, each page's CSP, the scripts after the first paint): each step
// takes `builtPages(dir)`, reads and changes the trees (src/lib/html.ts), marks the pages it changed, and
// `saveBuiltPages(dir)` writes those back. A page another step rewrote as text in the meantime is parsed again,
// so a step that still reads and writes files (htmlFiles) works between them. The content editor (dist/admin) is
// not a page of the site and is left out.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { attribute, element, parseHtml, writeHtml } from '../../src/lib/html.ts';
import { pageText } from '../../src/lib/claims/pageText.ts';

/**
 * Every built page's path under `dir`, the editor at /admin left out.
 * @param {string} dir @returns {string[]}
 */
export function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'admin' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/**
 * A built file's address: dist/case-studies/x.html is /case-studies/x, dist/index.html is /.
 * @param {string} file
 */
export const addressOf = (file) =>
  `/${file
    .replace(/(^|\/)index\.html$/, '$1')
    .replace(/\.html$/, '')
    .replace(/\/$/, '')}`;

/**
 * @typedef {object} BuiltPage
 * @property {string} path its file
 * @property {string} file its path under dist/, with forward slashes ("case-studies/x.html")
 * @property {string} address the address it is served at ("/case-studies/x")
 * @property {import('../../src/lib/html.ts').HtmlDocument} document its tree, to read and change
 * @property {() => import('../../src/lib/claims/pageText.ts').TextBlock[]} text what a visitor reads on it, as it is now
 * @property {() => void} changed says the tree was changed, so the page is written back
 */

/**
 * A page as kept between the steps: its HTML as last read or written, whether its tree has changed since, and its
 * text once asked for.
 * @typedef {BuiltPage & { html: string, dirty: boolean, blocks?: import('../../src/lib/claims/pageText.ts').TextBlock[] }} KeptPage
 */

/** @type {Map<string, Map<string, KeptPage>>} each build folder's pages, by path */
const parsed = new Map();
/** The folder of the build in progress: the last one read. */
let current = '';

/**
 * The built pages under `dir` as trees, parsed once for all the steps of a build.
 * @param {string} dir @returns {BuiltPage[]}
 */
export function builtPages(dir) {
  current = dir;
  /** @type {Map<string, KeptPage>} */
  const known = parsed.get(dir) ?? new Map();
  parsed.set(dir, known);
  const pages = htmlFiles(dir).map((path) => {
    const html = readFileSync(path, 'utf8');
    const page = known.get(path);
    if (page && (page.dirty || page.html === html)) return page;
    const file = relative(dir, path).split(sep).join('/');
    /** @type {KeptPage} */
    const fresh = {
      path,
      file,
      address: addressOf(file),
      document: parseHtml(html),
      html,
      dirty: false,
      text: () => (fresh.blocks ??= pageText(fresh.document)),
      changed: () => {
        fresh.dirty = true;
        fresh.blocks = undefined;
      },
    };
    known.set(path, fresh);
    return fresh;
  });
  for (const path of known.keys()) if (!pages.some((p) => p.path === path)) known.delete(path);
  return pages;
}

/**
 * The built page served at `address`, if the pages under `dir` have been read.
 * @param {string} dir @param {string} address
 */
export function builtPage(dir, address) {
  return [...(parsed.get(dir)?.values() ?? [])].find((p) => p.address === address);
}

/**
 * Whether the page of the build in progress at `address` tells search engines not to index it (its robots meta
 * tag): such a page stays out of the sitemap, whatever put the tag there (its layout, or the approval step).
 * @param {string} address
 */
export function noindexed(address) {
  const page = current && builtPage(current, address);
  const robots = page && element(page.document, (el) => el.name === 'meta' && el.attribs.name === 'robots');
  return Boolean(robots && /noindex/i.test(attribute(robots, 'content') ?? ''));
}

/**
 * Writes back the pages under `dir` whose trees were changed since they were read or last written.
 * @param {string} dir @returns {number} how many pages were written
 */
export function saveBuiltPages(dir) {
  let written = 0;
  for (const page of parsed.get(dir)?.values() ?? []) {
    if (!page.dirty) continue;
    page.html = writeHtml(page.document);
    writeFileSync(page.path, page.html);
    page.dirty = false;
    written++;
  }
  return written;
}
