// Each built page's Content-Security-Policy allows only the inline scripts that page has. Astro writes
// the hash of every inline script the site uses (the island runtime and every hydration directive) into
// every page's meta tag: nine hashes, about 300 incompressible bytes a page, most of them for scripts the
// page does not carry. A page's CSP should allow no more than it runs, and its HTML stays inside one
// round trip.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { htmlFiles } from './built-pages.mjs';

const META = /<meta http-equiv="content-security-policy" content="([^"]*)">/;
// Inline scripts a browser runs: no src, and no data type such as application/ld+json.
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)((?:\s+[^>]*)?)>([\s\S]*?)<\/script>/g;
const runs = (attributes) => {
  const type = attributes.match(/\btype="([^"]*)"/)?.[1];
  return type === undefined || type === 'module' || type === 'text/javascript';
};

const hash = (code) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

/** The page with its script-src hashes cut to its own inline scripts; throws on a script Astro did not hash. */
export function pruneScriptHashes(html, file = 'page') {
  const meta = html.match(META);
  if (!meta) return html;
  const policy = meta[1];
  const own = [...html.matchAll(INLINE_SCRIPT)].filter((m) => runs(m[1])).map((m) => hash(m[2]));
  const listed = new Set(policy.match(/'sha256-[^']+'/g) ?? []);
  const missing = own.filter((h) => !listed.has(h));
  if (missing.length)
    throw new Error(`${file}: an inline script without a hash in the page's CSP (${missing.join(' ')})`);
  const pruned = policy.replace(/script-src([^;]*)/, (_, sources) => {
    const kept = sources
      .trim()
      .split(/\s+/)
      .filter((s) => !s.startsWith("'sha256-") || own.includes(s));
    return `script-src ${kept.join(' ')}`;
  });
  return html.replace(meta[0], `<meta http-equiv="content-security-policy" content="${pruned}">`);
}

/** @returns {import('astro').AstroIntegration} */
export function pageCsp() {
  return {
    name: 'page-csp',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        let removed = 0;
        for (const path of htmlFiles(out)) {
          const before = readFileSync(path, 'utf8');
          const after = pruneScriptHashes(before, relative(out, path));
          removed += before.length - after.length;
          if (after !== before) writeFileSync(path, after);
        }
        logger.info(`each page's CSP allows only its own inline scripts (${removed} bytes of hashes removed)`);
      },
    },
  };
}
