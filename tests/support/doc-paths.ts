/** What tests/unit/docs-paths.test.ts reads in a text: its comments, the repository paths and sections it names. */

/** A file's comments in place: everything else blanked, line breaks kept, so positions still give lines. */
export function extractComments(file: string, text: string): string {
  const out = text.replace(/[^\n]/g, ' ').split('');
  const keep = (from: number, to: number) => {
    for (let i = from; i < to; i++) out[i] = text[i]!;
  };
  const blocks = (re: RegExp, part = text, offset = 0) => {
    for (const m of part.matchAll(re)) keep(offset + m.index, offset + m.index + m[0].length);
  };
  if (/(^|\/)\.ci\/run$|\.sh$/.test(file)) blocks(/(?<=^|\s)#.*$/gm);
  else if (file.endsWith('.css')) blocks(/\/\*[\s\S]*?\*\//g);
  else if (/\.(astro|html)$/.test(file)) {
    blocks(/<!--[\s\S]*?-->/g);
    blocks(/\{\/\*[\s\S]*?\*\/\}/g);
    // Frontmatter and scripts are code; styles are CSS.
    const front = /^---\n([\s\S]*?)\n---/.exec(text);
    if (front) scriptComments(front[1]!, 4, keep);
    for (const m of text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g))
      scriptComments(m[1]!, m.index + m[0].indexOf(m[1]!), keep);
    for (const m of text.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g))
      blocks(/\/\*[\s\S]*?\*\//g, m[1], m.index + m[0].indexOf(m[1]!));
  } else scriptComments(text, 0, keep);
  return out.join('');
}

/** The comments of JavaScript or TypeScript, past strings, template literals and regular expressions. */
function scriptComments(code: string, offset: number, keep: (from: number, to: number) => void) {
  let i = 0;
  let last = ''; // the last significant character, to tell a regular expression from a division
  while (i < code.length) {
    const c = code[i]!;
    const next = code[i + 1];
    if (c === '/' && next === '/') {
      const end = code.indexOf('\n', i);
      const to = end < 0 ? code.length : end;
      keep(offset + i, offset + to);
      i = to;
    } else if (c === '/' && next === '*') {
      const end = code.indexOf('*/', i + 2);
      const to = end < 0 ? code.length : end + 2;
      keep(offset + i, offset + to);
      i = to;
    } else if (c === "'" || c === '"' || c === '`') {
      i = skipQuoted(code, i, c);
      last = c;
    } else if (c === '/' && (last === '' || /[(,=:[!&|?{};+\-*%<>~^]/.test(last))) {
      i = skipRegExp(code, i);
      last = '/';
    } else {
      if (!/\s/.test(c)) last = c;
      i++;
    }
  }
}

function skipQuoted(code: string, start: number, quote: string): number {
  let i = start + 1;
  while (i < code.length && code[i] !== quote) {
    if (code[i] === '\\') i++;
    else if (quote !== '`' && code[i] === '\n') break;
    i++;
  }
  return i + 1;
}

function skipRegExp(code: string, start: number): number {
  let i = start + 1;
  let inClass = false;
  while (i < code.length && code[i] !== '\n') {
    const c = code[i];
    if (c === '\\') i++;
    else if (c === '[') inClass = true;
    else if (c === ']') inClass = false;
    else if (c === '/' && !inClass) return i + 1;
    i++;
  }
  return i;
}

export interface PathToken {
  /** What is checked: the token up to its first placeholder, without trailing punctuation. */
  path: string;
  index: number;
}

/**
 * Repository paths in a text: tokens that start with a top-level folder and a slash, not preceded by a path
 * character. A placeholder (`<slug>`, `*`, `${…}`, `{a,b}`, `…`, `x`s standing for digits) ends what is checked.
 */
export function pathTokens(text: string, topFolders: Set<string>): PathToken[] {
  const folders = [...topFolders].map((f) => f.replace(/[.]/g, '\\.')).join('|');
  const re = new RegExp(`(?<![\\w./@:~$-])(?:${folders})/[\\w.\\-/@\\[\\]<>*{}$…+]*`, 'g');
  return [...text.matchAll(re)].map((m) => {
    let path = m[0].split(/[<*{$…]/)[0]!;
    // A run of x's names any characters (`_xxxx/`): only its folder is checked.
    path = path.replace(/\/[^/]*x{3,}.*$/, '/');
    path = path.replace(/[.,:;)\]]+$/, '');
    return { path, index: m.index };
  });
}

/** GitHub's id for a heading: lower case, punctuation dropped, spaces as hyphens. */
export function slug(heading: string): string {
  return heading
    .replace(/`|\*\*?|_|\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

/** The ids of a Markdown file's headings (outside code blocks), a repeated one also with its -1, -2… */
export function headingSlugs(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const ids = new Set<string>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const m = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!m) continue;
    const id = slug(m[1]!);
    const n = seen.get(id) ?? 0;
    seen.set(id, n + 1);
    ids.add(n ? `${id}-${n}` : id);
  }
  return ids;
}

/** What a reader can find a section by: the ids of its headings, and of paragraphs led by a bold title (`**The claims check: two gates.**`). */
export function sectionSlugs(markdown: string): Set<string> {
  const ids = headingSlugs(markdown);
  for (const m of markdown.matchAll(/^(?:- )?\*\*([^*\n]+?)\*\*/gm)) ids.add(slug(m[1]!.replace(/[.:]$/, '')));
  return ids;
}

export interface SectionReference {
  /** `README`, or the Markdown file as written: a link's target (relative to the text's file) or a bare path. */
  doc: string;
  /** Whether `doc` is a Markdown link's target. */
  link: boolean;
  section: string;
  index: number;
}

/**
 * Sections a text sends the reader to by name, capitalised as headings are: README followed by a quoted
 * heading, or a Markdown file (a link to one, or its path) followed by one; not a quoted phrase after a link
 * that is no heading (`"as at" their dates`).
 */
export function sectionReferences(text: string): SectionReference[] {
  const re =
    /(?:\[[^\]\n]*\]\(([^)#\s]+\.md)\)|`?((?:[\w.-]+\/)*[\w.-]+\.md)`?|\b(README)\b(?!\.))\)?,? "([A-Z][^"\n]{1,79})"/g;
  return [...text.matchAll(re)].map((m) => ({
    doc: m[1] ?? m[2] ?? m[3]!,
    link: m[1] !== undefined,
    section: m[4]!,
    index: m.index,
  }));
}
