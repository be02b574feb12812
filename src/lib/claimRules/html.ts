/** A built page as a tree (parse5, the HTML standard's parser), and the few walks the page rules need. */
import { parse, type DefaultTreeAdapterMap } from 'parse5';

export type Element = DefaultTreeAdapterMap['element'];
type Node = DefaultTreeAdapterMap['node'];

const isElement = (n: Node): n is Element => 'tagName' in n;

/** Every element of the page, in document order (a template's content included). */
export function elements(html: string): Element[] {
  const out: Element[] = [];
  const visit = (n: Node) => {
    if (isElement(n)) out.push(n);
    const kids = 'childNodes' in n ? n.childNodes : [];
    for (const k of kids) visit(k);
    if (isElement(n) && n.tagName === 'template') visit((n as DefaultTreeAdapterMap['template']).content);
  };
  visit(parse(html));
  return out;
}

/** The words inside an element, scripts and styles left out, spaces tidied. */
export function textOf(n: Node): string {
  if ('value' in n && n.nodeName === '#text') return n.value;
  if (isElement(n) && (n.tagName === 'script' || n.tagName === 'style')) return ' ';
  const kids = 'childNodes' in n ? n.childNodes : [];
  return kids
    .map(textOf)
    .join(n.nodeName === '#text' ? '' : ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The nearest ancestor (or itself) whose tag is one of these. */
export function closest(el: Element, tags: readonly string[]): Element | undefined {
  for (let n: Element | undefined = el; n; n = isElement(n.parentNode as Node) ? (n.parentNode as Element) : undefined)
    if (tags.includes(n.tagName)) return n;
  return undefined;
}
