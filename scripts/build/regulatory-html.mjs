// The HTML the regulatory step reads and cuts (regulatory-build.mjs), in one place: a built page parsed with
// parse5 (the WHATWG parser), which gives each element's place in the source, so a page is cut by its own
// bytes and nothing in it is rewritten (its inline scripts keep the hashes its CSP lists).
import { parse } from 'parse5';

/** @typedef {import('parse5').DefaultTreeAdapterMap['element']} Element */
/** @typedef {{ start: number, end: number }} Span */

/** Every element of a node, depth first (a template's content included). @returns {Generator<Element>} */
function* elements(node) {
  for (const child of node.childNodes ?? []) {
    if (!('tagName' in child)) continue;
    yield child;
    yield* elements(child.tagName === 'template' ? child.content : child);
  }
}

const has = (el, name) => el.attrs.some((a) => a.name === name);
const attr = (el, name) => el.attrs.find((a) => a.name === name)?.value;
/** @returns {Span} */
const span = (el) => ({ start: el.sourceCodeLocation.startOffset, end: el.sourceCodeLocation.endOffset });
const within = (inner, outer) => inner.start >= outer.start && inner.end <= outer.end;

/** A built page, parsed once, with what the regulatory step asks of it. */
export function builtPage(html) {
  const all = [...elements(parse(html, { sourceCodeLocationInfo: true }))];
  const first = (test) => all.find(test);
  return {
    html,
    /** The first element carrying this attribute, as its span in the source. */
    withAttribute: (name) => {
      const el = first((e) => has(e, name));
      return el && span(el);
    },
    /** The page's first element of this name (<main>, <footer>), as its span in the source. */
    element: (name) => {
      const el = first((e) => e.tagName === name);
      return el && span(el);
    },
    /** The end of the `<meta charset>` tag, where a tag the head must start with goes. */
    afterCharset: () => {
      const el = first((e) => e.tagName === 'meta' && has(e, 'charset'));
      return el && span(el).end;
    },
    /** Whether the head already says not to index the page. */
    noindex: () =>
      all.some((e) => e.tagName === 'meta' && attr(e, 'name') === 'robots' && /noindex/.test(attr(e, 'content') ?? '')),
    /**
     * The scripts inside `outer` a browser runs where they stand (no src; not a data block such as
     * application/ld+json) and the scripts deferred until after the first paint (<template data-after-paint>),
     * outermost only, as their source.
     */
    inlineScripts: (outer) => {
      const spans = all
        .filter((e) => within(span(e), outer))
        .filter(
          (e) =>
            (e.tagName === 'script' && !has(e, 'src') && !(attr(e, 'type') ?? '').startsWith('application/')) ||
            (e.tagName === 'template' && has(e, 'data-after-paint')),
        )
        .map(span);
      return spans.filter((s) => !spans.some((o) => o !== s && within(s, o))).map((s) => html.slice(s.start, s.end));
    },
    /** The text of each element inside `outer` carrying this attribute. */
    textsWith: (name, outer) =>
      all.filter((e) => has(e, name) && within(span(e), outer)).map((e) => textOf(e).replace(/\s+/g, ' ').trim()),
  };
}

/** An element's text, its scripts and styles left out. */
function textOf(node) {
  if (node.nodeName === '#text') return node.value;
  if (node.tagName === 'script' || node.tagName === 'style') return ' ';
  return (node.childNodes ?? []).map(textOf).join(node.tagName ? ' ' : '');
}
