/**
 * What a visitor reads on a built page, from its HTML, without a browser: the title, the meta and
 * Open Graph tags, every text block (a heading, a paragraph, a list item, a button, a cell), the
 * alt text, titles, ARIA labels and placeholders, the words an island shows once it wakes (its props),
 * and the structured data search results show. Blocks never run into each other, so a sentence never spans two of them. A light scan of
 * the markup the build writes, not a full HTML parser: enough for prose, and fast (milliseconds a page).
 */

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
const SKIP = /<(script|style|noscript|template)\b[^>]*>[\s\S]*?<\/\1\s*>|<!--[\s\S]*?-->/gi;
const TAG = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[^\s=>/"']+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>"']+))?)*)\s*\/?>/g;
const ATTRIBUTE = /([^\s=>/"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?/g;
/** Attributes a visitor reads or hears. */
const SPOKEN = new Set(['alt', 'title', 'aria-label', 'aria-description', 'placeholder', 'label']);

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  pound: '£',
  euro: '€',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  hellip: '…',
  middot: '·',
  times: '×',
  copy: '©',
  shy: '',
};

/** HTML character references decoded. */
function decodeEntities(s: string): string {
  return s.replace(/&(?:#(\d+)|#x([0-9a-f]+)|([a-z]+));/gi, (all, dec: string, hex: string, name: string) =>
    dec ? String.fromCodePoint(Number(dec)) : hex ? String.fromCodePoint(parseInt(hex, 16)) : (NAMED[name] ?? all),
  );
}

const tidy = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Every string in a JSON value that reads as words (ids, URLs and class names have no spaces). */
export function wordsIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (/[A-Za-z]\S*\s+\S/.test(value) && !/^[\w./:#?&=-]+$/.test(value)) out.push(value);
  } else if (Array.isArray(value)) for (const v of value) wordsIn(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) wordsIn(v, out);
  return out;
}

function attributes(raw: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const m of raw.matchAll(ATTRIBUTE)) map.set(m[1]!.toLowerCase(), decodeEntities(m[2] ?? m[3] ?? m[4] ?? ''));
  return map;
}

/** The text a visitor reads on a page, block by block. */
export function pageText(html: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  const push = (where: string, text: string) => {
    const t = tidy(text);
    if (/[A-Za-z0-9]/.test(t)) blocks.push({ where, text: t });
  };
  // Structured data is what search results show of a page.
  for (const m of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
    try {
      for (const words of wordsIn(JSON.parse(m[1]!))) push('structured data', words);
    } catch {
      // Not JSON: nothing a search result would show.
    }
  }
  const source = html.replace(SKIP, (all, name: string | undefined) => (name ? `<${name}></${name}>` : ''));
  let current = '';
  let inTitle = false;
  let inDescription = false;
  let last = 0;
  for (const m of source.matchAll(TAG)) {
    current += source.slice(last, m.index);
    last = m.index! + m[0].length;
    const [, closing, rawName, raw] = m;
    const name = rawName!.toLowerCase();
    if (BLOCK.has(name)) {
      push(inTitle ? 'title' : inDescription ? 'feed description' : 'text', decodeEntities(current));
      current = '';
      if (name === 'title') inTitle = !closing;
      if (name === 'description') inDescription = !closing;
    } else current += ' ';
    if (closing || !raw) continue;
    const attrs = attributes(raw);
    if (name === 'meta') {
      const key = attrs.get('name') ?? attrs.get('property');
      const content = attrs.get('content');
      if (key && content && /^(?:description|og:|twitter:)/.test(key))
        push(key === 'description' ? 'meta description' : key, content);
      continue;
    }
    for (const [key, value] of attrs) if (SPOKEN.has(key)) push(key, value);
    if (name === 'input' && /^(?:submit|button|reset)$/.test(attrs.get('type') ?? ''))
      push('button', attrs.get('value') ?? '');
    // An island's props are what it shows once it wakes (quiz questions, lesson steps, messages).
    if (name === 'astro-island' && attrs.has('props')) {
      try {
        for (const words of wordsIn(JSON.parse(attrs.get('props')!))) push('island', words);
      } catch {
        // Props Astro could not serialise as JSON carry no text of ours.
      }
    }
  }
  push('text', decodeEntities(current + source.slice(last)));
  return blocks;
}
