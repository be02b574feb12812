// Each built page keeps only the component styles it can use. Astro puts the scoped styles of every
// component a page imports into that page's inline stylesheet; a case study imports every widget a study
// may place, so each study carried the styles of widgets it does not show. A scoped selector needs its
// component's class (astro-xxxxxxxx) on an element; where no element of the page has that class, the selector
// can never match, and is dropped. Nothing else is touched. The case studies keep their HTML+CSS inside one
// round trip (14 KB) this way.
import { fileURLToPath } from 'node:url';
import {
  closest,
  element,
  elements,
  insert,
  isElement,
  parseHtml,
  remove,
  setRawText,
  textOf,
  writeHtml,
} from '../../src/lib/html.ts';
import { builtPages, saveBuiltPages } from './built-pages.mjs';

/** A scope class in a selector. */
const SCOPE = /\.astro-[a-z0-9]+/g;

/** Splits at top-level commas (not inside parentheses such as :is(a, b)). */
function splitList(selector) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(selector.slice(start, i));
      start = i + 1;
    }
  }
  return [...parts, selector.slice(start)];
}

/**
 * Minified CSS without the selectors that need a scope class `present` lacks; a rule left with no selector
 * is dropped, and so is an at-rule block left empty. Declarations and at-rules without a block stay as they are.
 * @param {string} css @param {(scope: string) => boolean} present
 */
export function pruneScopes(css, present) {
  let out = '';
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    const semi = css.indexOf(';', i);
    if (open < 0 || (semi >= 0 && semi < open && css.slice(i, semi).trimStart().startsWith('@'))) {
      // A statement at-rule (@import, @charset…) or the end.
      const end = open < 0 ? css.length : semi + 1;
      out += css.slice(i, end);
      i = end;
      continue;
    }
    const prelude = css.slice(i, open);
    let depth = 1;
    let j = open + 1;
    for (; j < css.length && depth > 0; j++) {
      if (css[j] === '{') depth++;
      else if (css[j] === '}') depth--;
    }
    const body = css.slice(open + 1, j - 1);
    i = j;
    if (prelude.trimStart().startsWith('@')) {
      // Blocks of rules (@media, @supports, @layer, @container) are pruned inside; others (@font-face,
      // @keyframes, @property) are kept whole.
      if (!/^\s*@(?:media|supports|layer|container)\b/.test(prelude)) out += `${prelude}{${body}}`;
      else {
        const inner = pruneScopes(body, present);
        if (inner.trim()) out += `${prelude}{${inner}}`;
      }
      continue;
    }
    const kept = splitList(prelude).filter((s) => (s.match(SCOPE) ?? []).every((scope) => present(scope.slice(1))));
    if (kept.length) out += `${kept.join(',')}{${body}}`;
  }
  return out;
}

/**
 * Cuts a page's inline stylesheets to the scoped selectors its elements can match (a scope class is present when an
 * element of the page carries it). Returns how many characters the stylesheets lost.
 * @param {import('../../src/lib/html.ts').HtmlDocument} document
 */
export function pruneDocumentStyles(document) {
  const classes = new Set(elements(document).flatMap((el) => (el.attribs.class ?? '').split(/\s+/)));
  let removed = 0;
  for (const style of elements(document, (el) => el.name === 'style')) {
    const css = textOf(style);
    const pruned = pruneScopes(css, (scope) => classes.has(scope));
    if (pruned === css) continue;
    removed += css.length - pruned.length;
    setRawText(style, pruned);
  }
  return removed;
}

/**
 * Moves into the head each stylesheet in the body that is not the first element of its parent: HTML allows a
 * <style> in the body only there. Astro writes its islands' one rule (`astro-island{display:contents}`) just
 * before a page's first island, which is not always first in its parent (the example-site notice opens <main>).
 * Returns how many moved.
 * @param {import('../../src/lib/html.ts').HtmlDocument} document
 */
export function hoistBodyStyles(document) {
  const head = element(document, (el) => el.name === 'head');
  if (!head) return 0;
  const misplaced = elements(document, (el) => el.name === 'style').filter((style) => {
    const parent = style.parent;
    if (!parent || !isElement(parent) || !closest(style, ['body'])) return false;
    return parent.children.find((n) => isElement(n)) !== style;
  });
  for (const style of misplaced) {
    remove(style);
    insert(head, [style]);
  }
  return misplaced.length;
}

/** A page's HTML with its inline stylesheets cut to the scoped selectors its elements can match. @param {string} html */
export function prunePageStyles(html) {
  const document = parseHtml(html);
  pruneDocumentStyles(document);
  hoistBodyStyles(document);
  return writeHtml(document);
}

/** @returns {import('astro').AstroIntegration} */
export function pageStyles() {
  return {
    name: 'page-styles',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        let removed = 0;
        for (const page of builtPages(out)) {
          const cut = pruneDocumentStyles(page.document);
          const moved = hoistBodyStyles(page.document);
          if (!cut && !moved) continue;
          removed += cut;
          page.changed();
        }
        saveBuiltPages(out);
        logger.info(`each page keeps only the component styles it uses (${removed} bytes removed)`);
      },
    },
  };
}
