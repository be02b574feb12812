/** A built page's CSP allows the inline scripts that page has, and no others. */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pruneScriptHashes } from '../../../scripts/build/page-csp.mjs';

const hash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
const page = (hashes: string[], body: string) =>
  `<html><head><meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' ${hashes.join(' ')}; style-src 'self' 'unsafe-inline' ;"></head><body>${body}</body></html>`;

const runtime = '(()=>{/* island runtime */})();';
const idle = '(()=>{/* idle directive */})();';
const visible = '(()=>{/* visible directive */})();';

describe('each page allows only its own inline scripts', () => {
  it('keeps the hashes of the scripts on the page and drops the rest', () => {
    const html = page(
      [hash(runtime), hash(idle), hash(visible)],
      `<script>${runtime}</script><script type="module" src="/_astro/a.js"></script><script>${idle}</script>`,
    );
    const policy = pruneScriptHashes(html)
      .match(/script-src([^;]*)/)![1]!
      .trim()
      .split(/\s+/);
    expect(policy).toEqual(["'self'", hash(runtime), hash(idle)]);
  });

  it('leaves data scripts (JSON-LD) out and the other directives as they were', () => {
    const html = page([hash(runtime)], `<script type="application/ld+json">{"@type":"Organization"}</script>`);
    const out = pruneScriptHashes(html);
    expect(out).toContain("script-src 'self';");
    expect(out).toContain("default-src 'self';");
    expect(out).toContain("style-src 'self' 'unsafe-inline'");
  });

  it('fails the build on an inline script the policy never allowed, since the browser would block it', () => {
    expect(() => pruneScriptHashes(page([hash(runtime)], `<script>${idle}</script>`), 'about.html')).toThrow(
      /about\.html/,
    );
  });

  it('leaves a page without a CSP meta tag alone', () => {
    expect(pruneScriptHashes('<p>plain</p>')).toBe('<p>plain</p>');
  });
});
