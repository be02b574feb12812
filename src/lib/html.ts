/**
 * HTML read as a browser reads it, by a parser (htmlparser2) instead of patterns: a built page parsed once
 * into a tree that the build's steps read and change (scripts/build/built-pages.mjs), the text a visitor
 * reads taken from that tree (claims/pageText.ts), and the tree written back. The tree keeps the markup's
 * own spelling of text and attribute values (character references as written), so a page written back is
 * the page read, but for spelling the parser does not keep (`required=""` is written `required`, `<input/>`
 * is written `<input>`); values are decoded where they are read (`attribute`, `textOf`).
 */
import { decodeHTML, decodeHTMLAttribute, escapeAttribute } from 'entities';
import { DomUtils, ElementType, parseDocument } from 'htmlparser2';

export type HtmlDocument = ReturnType<typeof parseDocument>;
export type HtmlNode = HtmlDocument['children'][number];
export type HtmlElement = NonNullable<ReturnType<typeof DomUtils.findOne>>;

/**
 * A page (or, with `xml`, a feed) as a tree; nothing is decoded, so writing it back changes nothing. With
 * `positions`, each node keeps where it is in `html`, so a step can cut the page by its own bytes (`sourceSpan`).
 */
export const parseHtml = (html: string, { xml = false, positions = false } = {}): HtmlDocument =>
  parseDocument(html, { decodeEntities: false, xmlMode: xml, withStartIndices: positions, withEndIndices: positions });

/** The tree (or some of its nodes) as HTML, each value as it was read or set. */
export const writeHtml = (node: HtmlNode | HtmlDocument | readonly HtmlNode[]): string =>
  DomUtils.getOuterHTML(node, { decodeEntities: false, encodeEntities: false, selfClosingTags: false });

/** The nodes a piece of HTML parses into, to put in a tree. */
export const fragment = (html: string): HtmlNode[] => parseHtml(html).children;

type HtmlText = Extract<HtmlNode, { type: typeof ElementType.Text }>;

export const isElement = (node: HtmlNode | HtmlDocument): node is HtmlElement => ElementType.isTag(node);
export const isText = (node: HtmlNode): node is HtmlText => node.type === ElementType.Text;

/** Every element under `root` that passes `test`, in document order. */
export const elements = (
  root: HtmlDocument | HtmlElement | readonly HtmlNode[],
  test: (el: HtmlElement) => boolean = () => true,
): HtmlElement[] => DomUtils.findAll(test, ('children' in root ? root.children : root) as HtmlNode[]);

/** The first element under `root` that passes `test`. */
export const element = (root: HtmlDocument | HtmlElement, test: (el: HtmlElement) => boolean): HtmlElement | null =>
  DomUtils.findOne(test, root.children);

/**
 * Where an element is in the HTML it was parsed from (with `positions`): the index of its `<` and the index after
 * the `>` that ends it (its end tag's, or its own for a void element).
 */
export function sourceSpan(el: HtmlElement): { start: number; end: number } {
  if (el.startIndex === null || el.endIndex === null)
    throw new Error('sourceSpan: the page was parsed without positions');
  return { start: el.startIndex, end: el.endIndex + 1 };
}

/** An attribute's value as the browser reads it (character references decoded), or undefined. */
export const attribute = (el: HtmlElement, name: string): string | undefined => {
  const raw = el.attribs[name];
  return raw === undefined ? undefined : decodeHTMLAttribute(raw);
};

/** Sets an attribute to `value` (plain text: it is escaped as it is written). */
export const setAttribute = (el: HtmlElement, name: string, value: string): void => {
  el.attribs[name] = escapeAttribute(value);
};

/** Character references decoded, as a browser shows text. */
export const decodeText = (raw: string): string => decodeHTML(raw);

/** The text of a node as the browser shows it (the raw text of a script or style as it is). */
export const textOf = (node: HtmlNode | HtmlDocument): string =>
  isElement(node) && (node.name === 'script' || node.name === 'style')
    ? DomUtils.textContent(node)
    : decodeHTML(DomUtils.textContent(node));

/** Puts `nodes` before `child`, or at the end of `parent`'s children. */
export function insert(parent: HtmlElement, nodes: readonly HtmlNode[], child?: HtmlNode): void {
  // Copied first: moving a node takes it out of the list it came in (a fragment's).
  for (const node of [...nodes]) {
    if (child) DomUtils.prepend(child, node);
    else DomUtils.appendChild(parent, node);
  }
}

/** Replaces an element's content with text written as given: the raw text of a style or a script. */
export function setRawText(el: HtmlElement, data: string): void {
  const text = parseHtml('.').children[0] as HtmlText;
  text.data = data;
  for (const child of [...el.children]) DomUtils.removeElement(child);
  DomUtils.appendChild(el, text);
}

export const remove = (node: HtmlNode): void => DomUtils.removeElement(node);
export const replace = (node: HtmlNode, by: HtmlNode): void => DomUtils.replaceElement(node, by);

/** The nearest element around `el` (or `el` itself) whose tag is one of `tags`. */
export function closest(el: HtmlElement, tags: readonly string[]): HtmlElement | undefined {
  for (let n: HtmlElement | null = el; n; n = n.parent && isElement(n.parent) ? n.parent : null)
    if (tags.includes(n.name)) return n;
  return undefined;
}

/** The words a visitor reads in a node: scripts and styles left out, runs of space as one. */
export function wordsOf(node: HtmlNode | HtmlDocument): string {
  const parts: string[] = [];
  const visit = (n: HtmlNode | HtmlDocument) => {
    if (n.type === ElementType.Text) parts.push(decodeText(n.data));
    else if (isElement(n) && (n.name === 'script' || n.name === 'style')) return;
    else if ('children' in n) n.children.forEach(visit);
  };
  visit(node);
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}
