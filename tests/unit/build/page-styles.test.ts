/** A page keeps the scoped styles its elements can match, and every other style as it was. */
import { describe, expect, it } from 'vitest';
import { hoistBodyStyles, prunePageStyles, pruneScopes } from '../../../scripts/build/page-styles.mjs';
import { parseHtml, writeHtml } from '../../../src/lib/html.ts';

const present =
  (...scopes: string[]) =>
  (scope: string) =>
    scopes.includes(scope);

describe('pruneScopes', () => {
  it('drops the rules of components the page does not show', () => {
    const css = '.a{color:red}.quote.astro-aaa{margin:0}.hero.astro-bbb h1.astro-bbb{color:#fff}';
    expect(pruneScopes(css, present('astro-bbb'))).toBe('.a{color:red}.hero.astro-bbb h1.astro-bbb{color:#fff}');
  });

  it('keeps the other selectors of a merged rule, and those inside :is() lists', () => {
    expect(pruneScopes('.x.astro-aaa,.y,:is(.p,.q) .z{margin:0}', present())).toBe('.y,:is(.p,.q) .z{margin:0}');
  });

  it('prunes inside @media and drops a block left empty; keeps @keyframes and @font-face whole', () => {
    const css =
      '@media (width>=40rem){.m.astro-aaa{gap:0}.n{gap:1px}}@media print{.p.astro-aaa{display:none}}@keyframes spin{to{transform:rotate(1turn)}}@font-face{font-family:x;src:url(x.woff)}';
    expect(pruneScopes(css, present())).toBe(
      '@media (width>=40rem){.n{gap:1px}}@keyframes spin{to{transform:rotate(1turn)}}@font-face{font-family:x;src:url(x.woff)}',
    );
  });

  it('leaves a stylesheet whose scopes are all present unchanged', () => {
    const css = '.a.astro-aaa{color:red}@supports (display:grid){.b.astro-aaa{display:grid}}';
    expect(pruneScopes(css, present('astro-aaa'))).toBe(css);
  });
});

describe('prunePageStyles', () => {
  it('keeps a scope an element of the page carries, whatever the element', () => {
    const html =
      '<html><head><style>.a.astro-aaa{color:red}.b.astro-bbb{color:blue}</style></head><body><p class="a astro-aaa">x</p></body></html>';
    expect(prunePageStyles(html)).toBe(
      '<html><head><style>.a.astro-aaa{color:red}</style></head><body><p class="a astro-aaa">x</p></body></html>',
    );
  });
});

describe('hoistBodyStyles', () => {
  it('moves a stylesheet that is not first in its parent into the head, and leaves a first one', () => {
    const page = (body: string) =>
      `<!DOCTYPE html><html><head><title>t</title></head><body><main>${body}</main></body></html>`;
    const island = '<style>astro-island{display:contents}</style>';
    const document = parseHtml(page(`<p>notice</p>${island}<astro-island></astro-island>`));
    expect(hoistBodyStyles(document)).toBe(1);
    expect(writeHtml(document)).toBe(
      `<!DOCTYPE html><html><head><title>t</title>${island}</head><body><main><p>notice</p><astro-island></astro-island></main></body></html>`,
    );
    const first = parseHtml(page(`${island}<astro-island></astro-island>`));
    expect(hoistBodyStyles(first)).toBe(0);
  });
});
