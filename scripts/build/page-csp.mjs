// Each built page's Content-Security-Policy allows only the inline scripts that page has. Astro writes
// the hash of every inline script the site uses (the island runtime and every hydration directive) into
// every page's meta tag: nine hashes, about 300 incompressible bytes a page, most of them for scripts the
// page does not carry. A page's CSP should allow no more than it runs, and its HTML stays inside one
// round trip.
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { attribute, element, elements, parseHtml, setAttribute, textOf, writeHtml } from '../../src/lib/html.ts';
import { builtPages, saveBuiltPages } from './built-pages.mjs';

/**
 * An inline script a browser runs: no src, and no data type such as application/ld+json.
 * @param {import('../../src/lib/html.ts').HtmlElement} el
 */
const runs = (el) => {
  const type = attribute(el, 'type');
  return el.name === 'script' && !('src' in el.attribs) && (!type || type === 'module' || type === 'text/javascript');
};

/** @param {string} code */
const hash = (code) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

/**
 * Cuts the script-src hashes of a page's CSP meta tag to its own inline scripts; throws on a script Astro did
 * not hash. Returns how many characters the policy lost.
 * @param {import('../../src/lib/html.ts').HtmlDocument} document @param {string} [file]
 */
export function pruneDocumentScripts(document, file = 'page') {
  const meta = element(
    document,
    (el) => el.name === 'meta' && attribute(el, 'http-equiv')?.toLowerCase() === 'content-security-policy',
  );
  if (!meta) return 0;
  const policy = attribute(meta, 'content') ?? '';
  const own = elements(document, runs).map((el) => hash(textOf(el)));
  const listed = new Set(policy.split(/[\s;]+/).filter((s) => s.startsWith("'sha256-")));
  const missing = own.filter((h) => !listed.has(h));
  if (missing.length)
    throw new Error(`${file}: an inline script without a hash in the page's CSP (${missing.join(' ')})`);
  const pruned = policy.replace(/script-src([^;]*)/, (_, /** @type {string} */ sources) => {
    const kept = sources
      .trim()
      .split(/\s+/)
      .filter((s) => !s.startsWith("'sha256-") || own.includes(s));
    return `script-src ${kept.join(' ')}`;
  });
  setAttribute(meta, 'content', pruned);
  return policy.length - pruned.length;
}

/**
 * A page's HTML with its CSP's script hashes cut to its own inline scripts (a step that cuts pages as text, such
 * as regulatory-build.mjs); throws on a script Astro did not hash.
 * @param {string} html @param {string} [file]
 */
export function pruneScriptHashes(html, file = 'page') {
  const document = parseHtml(html);
  return pruneDocumentScripts(document, file) ? writeHtml(document) : html;
}

/** @returns {import('astro').AstroIntegration} */
export function pageCsp() {
  return {
    name: 'page-csp',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        let removed = 0;
        for (const page of builtPages(out)) {
          const cut = pruneDocumentScripts(page.document, page.file);
          if (!cut) continue;
          removed += cut;
          page.changed();
        }
        saveBuiltPages(out);
        logger.info(`each page's CSP allows only its own inline scripts (${removed} bytes of hashes removed)`);
      },
    },
  };
}
