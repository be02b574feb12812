/**
 * The one text module: what a visitor reads on a page, and its sentences. From a page's parsed tree
 * (src/lib/html.ts), block by block: the title, the meta and Open Graph tags, every text block (a
 * heading, a paragraph, a list item, a button, a cell), the alt text, titles, ARIA labels and
 * placeholders, the words an island shows once it wakes (its props), and the structured data search
 * results show. Blocks never run into each other, so a sentence never spans two of them. The claims
 * rules, the approval's fingerprints, the share cards and the rendered-text comparison all read it.
 */
import {
  attribute,
  decodeText,
  elements,
  isElement,
  isText,
  parseHtml,
  textOf,
  type HtmlDocument,
  type HtmlElement,
  type HtmlNode,
} from '../html.ts';

export interface TextBlock {
  /** Where on the page: "title", "meta description", "og:title", "alt", "aria-label", "island", "structured data" or "text". */
  where: string;
  text: string;
}

/** Elements that end a block of text. */
const BLOCK = new Set(
  'address article aside blockquote body caption channel dd desc description details dialog div dl dt fieldset figcaption figure footer form g h1 h2 h3 h4 h5 h6 head header hr html item label legend li main nav ol option p pre section summary svg table tbody td text tfoot th thead title tr ul button select textarea'.split(
    ' ',
  ),
);
/** Elements whose content is not text a visitor reads. */
const SKIP = new Set(['script', 'style', 'noscript', 'template']);
/** Attributes a visitor reads or hears. */
const SPOKEN = new Set(['alt', 'title', 'aria-label', 'aria-description', 'placeholder', 'label']);

/** Runs of white space as one space, and none at the ends. */
export const tidy = (s: string): string => s.replace(/\s+/g, ' ').trim();

/** Every string in a JSON value that reads as words (ids, URLs and class names have no spaces). */
export function wordsIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (/[A-Za-z]\S*\s+\S/.test(value) && !/^[\w./:#?&=-]+$/.test(value)) out.push(value);
  } else if (Array.isArray(value)) for (const v of value) wordsIn(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) wordsIn(v, out);
  return out;
}

/** Words of a JSON text, or none when it is not JSON. */
function jsonWords(text: string): string[] {
  try {
    return wordsIn(JSON.parse(text));
  } catch {
    return [];
  }
}

interface PageTextOptions {
  /**
   * Elements whose text changes by itself (the approval's fingerprints: src/lib/approvalRecord.ts): their text is read
   * as "…", and so are their values wherever else the page repeats them (an island's props and its first render).
   */
  live?: (el: HtmlElement) => boolean;
}

/** The text a visitor reads on a page (its HTML, or its tree as parsed once), block by block. */
export function pageText(page: string | HtmlDocument, { live }: PageTextOptions = {}): TextBlock[] {
  const doc = typeof page === 'string' ? parseHtml(page) : page;
  const blocks: TextBlock[] = [];
  const liveValues = new Set<string>();
  const push = (where: string, text: string) => {
    const t = tidy(text);
    if (/[A-Za-z0-9]/.test(t)) blocks.push({ where, text: t });
  };
  // Structured data is what search results show of a page.
  for (const script of elements(doc, (el) => el.name === 'script' && attribute(el, 'type') === 'application/ld+json'))
    for (const words of jsonWords(textOf(script))) push('structured data', words);

  // Raw text since the last block boundary; decoded when the block ends.
  let current = '';
  let inTitle = false;
  let inDescription = false;
  const boundary = (name: string, closing: boolean) => {
    if (!BLOCK.has(name)) {
      current += ' ';
      return;
    }
    push(inTitle ? 'title' : inDescription ? 'feed description' : 'text', decodeText(current));
    current = '';
    if (name === 'title') inTitle = !closing;
    if (name === 'description') inDescription = !closing;
  };
  const visit = (node: HtmlNode) => {
    if (isText(node)) current += node.data;
    if (!isElement(node)) return;
    const name = node.name.toLowerCase();
    if (live?.(node)) {
      // Repeated elsewhere, a value is found by its text: not a bare number, which could be any other figure.
      const value = tidy(textOf(node));
      if (/[^\d\s]/.test(value)) liveValues.add(value);
      // In the flow of a sentence, as its text was ("on … by …, FCA"); a block of its own stays one.
      if (!BLOCK.has(name)) {
        current += '…';
        return;
      }
      boundary(name, false);
      current += '…';
      return boundary(name, true);
    }
    boundary(name, false);
    if (SKIP.has(name)) return boundary(name, true);
    if (name === 'meta') {
      const key = attribute(node, 'name') ?? attribute(node, 'property');
      const content = attribute(node, 'content');
      if (key && content && /^(?:description|og:|twitter:)/.test(key))
        push(key === 'description' ? 'meta description' : key, content);
    } else {
      for (const key of Object.keys(node.attribs)) if (SPOKEN.has(key)) push(key, attribute(node, key)!);
      if (name === 'input' && /^(?:submit|button|reset)$/.test(attribute(node, 'type') ?? ''))
        push('button', attribute(node, 'value') ?? '');
      // An island's props are what it shows once it wakes (quiz questions, lesson steps, messages).
      const props = name === 'astro-island' ? attribute(node, 'props') : undefined;
      if (props) for (const words of jsonWords(props)) push('island', words);
    }
    node.children.forEach(visit);
    boundary(name, true);
  };
  doc.children.forEach(visit);
  push('text', decodeText(current));
  if (!liveValues.size) return blocks;
  const values = [...liveValues].sort((a, b) => b.length - a.length);
  const masked = (text: string) => values.reduce((t, v) => t.split(v).join('…'), text);
  return blocks.map((b) => ({ ...b, text: masked(b.text) }));
}

// ---------------------------------------------------------------------------------------------
// Sentences

interface Sentence {
  text: string;
  /** Offset of the sentence in the text it was read from. */
  index: number;
}

/** Abbreviations whose full stop does not end a sentence. */
const ABBREVIATION = /\b(?:e\.g|i\.e|etc|approx|incl|no)\.$/i;

/**
 * The sentences of a text, with their offsets. A sentence ends at . ! ? (and any closing quote or bracket)
 * before a space and a word that does not start in lower case, or at a line break; "e.g." and "i.e." end none.
 */
export function sentencesOf(text: string): Sentence[] {
  const out: Sentence[] = [];
  const end = /[.!?]+["'’”)]*(?=\s+(?![a-z]))|\n+/g;
  let start = 0;
  for (const m of text.matchAll(end)) {
    const stop = m.index + m[0].length;
    if (ABBREVIATION.test(text.slice(Math.max(0, stop - 7), stop))) continue;
    out.push({ text: text.slice(start, stop), index: start });
    start = stop;
  }
  out.push({ text: text.slice(start), index: start });
  return out.filter((s) => /\w/.test(s.text));
}

/** The sentence of `text` around an offset. */
export function sentenceAt(text: string, index: number): Sentence {
  return sentencesOf(text).findLast((s) => s.index <= index) ?? { text, index: 0 };
}
