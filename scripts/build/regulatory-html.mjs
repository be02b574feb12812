// The HTML the regulatory step reads and cuts (regulatory-build.mjs), in one place: a built page parsed by the
// shared parser (src/lib/html.ts) with each element's place in the source, so a page is cut by its own bytes and
// nothing in it is rewritten (its inline scripts keep the hashes its CSP lists).
import { attribute, elements, parseHtml, sourceSpan, wordsOf } from '../../src/lib/html.ts';

/** @typedef {import('../../src/lib/html.ts').HtmlElement} Element */
/** @typedef {{ start: number, end: number }} Span a part of the page, from its first character to the one after it */

/** @param {Element} el @param {string} name */
const has = (el, name) => Object.hasOwn(el.attribs, name);
/** @param {Span} inner @param {Span} outer */
const within = (inner, outer) => inner.start >= outer.start && inner.end <= outer.end;

/**
 * A built page, parsed once, with what the regulatory step asks of it.
 * @param {string} html
 */
export function builtPage(html) {
  const all = elements(parseHtml(html, { positions: true }));
  /** @param {(el: Element) => boolean} test */
  const first = (test) => all.find(test);
  return {
    html,
    /** The first element carrying this attribute, as its span in the source. @param {string} name */
    withAttribute: (name) => {
      const el = first((e) => has(e, name));
      return el && sourceSpan(el);
    },
    /** The page's first element of this name (<main>, <footer>), as its span in the source. @param {string} name */
    element: (name) => {
      const el = first((e) => e.name === name);
      return el && sourceSpan(el);
    },
    /** The end of the `<meta charset>` tag, where a tag the head must start with goes. */
    afterCharset: () => {
      const el = first((e) => e.name === 'meta' && has(e, 'charset'));
      return el && sourceSpan(el).end;
    },
    /** Whether the head already says not to index the page. */
    noindex: () =>
      all.some(
        (e) => e.name === 'meta' && attribute(e, 'name') === 'robots' && /noindex/.test(attribute(e, 'content') ?? ''),
      ),
    /**
     * The scripts inside `outer` a browser runs where they stand (no src; not a data block such as
     * application/ld+json) and the scripts deferred until after the first paint (<template data-after-paint>),
     * outermost only, as their source.
     * @param {Span} outer
     */
    inlineScripts: (outer) => {
      const spans = all
        .filter(
          (e) =>
            (e.name === 'script' && !has(e, 'src') && !(attribute(e, 'type') ?? '').startsWith('application/')) ||
            (e.name === 'template' && has(e, 'data-after-paint')),
        )
        .map(sourceSpan)
        .filter((s) => within(s, outer));
      return spans.filter((s) => !spans.some((o) => o !== s && within(s, o))).map((s) => html.slice(s.start, s.end));
    },
    /**
     * The words of each element inside `outer` carrying this attribute (its scripts and styles left out).
     * @param {string} name @param {Span} outer
     */
    textsWith: (name, outer) => all.filter((e) => has(e, name) && within(sourceSpan(e), outer)).map(wordsOf),
  };
}
