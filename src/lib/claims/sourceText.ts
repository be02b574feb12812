/**
 * The words a page's source code puts in front of a visitor, with their lines, so the claims rules can
 * name the line before anything is built: in an `.astro` file, the template's text (an expression
 * inside it read as "…", so a sentence stays whole across it), the quoted values of its attributes and
 * the strings in its code; in a `.ts` or `.tsx` file, its strings and its JSX text. Code, comments,
 * class names, paths and styles are left out. Anything this misses is still read in the built page.
 */

/** A run of text a visitor reads, starting at a line of its file. */
export interface TextRun {
  line: number;
  text: string;
}

/** Attributes that hold no words for a visitor. */
const NOT_WORDS =
  /^(?:class|class:list|id|href|src|srcset|sizes|type|name|rel|for|style|lang|role|slot|loading|decoding|fetchpriority|width|height|method|action|target|autocomplete|inputmode|pattern|min|max|step|form|tabindex|xmlns|viewBox|d|fill|stroke|data-[\w-]+|aria-hidden|aria-controls|aria-labelledby|aria-describedby|is:\w+|set:\w+|client:\w+|define:vars|transition:\w+)$/i;
/** Strings, comments and template literals of JavaScript, in one pass (a comment's apostrophe is not a quote). */
const CODE_TOKEN = /\/\/[^\n]*|\/\*[\s\S]*?\*\/|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g;
/** Words: a letter, then a space before more. */
const WORDS = /[A-Za-z][^\s]*\s+\S/;

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** The strings of a piece of code that read as words, each at its line (a template's `${…}` read as "…"). */
function codeStrings(code: string, firstLine = 1): TextRun[] {
  const runs: TextRun[] = [];
  for (const m of code.matchAll(CODE_TOKEN)) {
    const token = m[0];
    if (token.startsWith('//') || token.startsWith('/*')) continue;
    // A module path, not words.
    if (/\b(?:import|from)\s*\(?\s*$/.test(code.slice(Math.max(0, m.index! - 12), m.index))) continue;
    const text = token.slice(1, -1).replace(/\$\{[^}]*\}/g, '…');
    if (WORDS.test(text)) runs.push({ line: firstLine + lineAt(code, m.index!) - 1, text });
  }
  // JSX text between tags, in a .tsx file or an expression of a template.
  for (const m of code.matchAll(/[>}]([^<>{}`";=]*[A-Za-z][^<>{}`";=]*)[<{]/g))
    if (WORDS.test(m[1]!.trim())) runs.push({ line: firstLine + lineAt(code, m.index! + 1) - 1, text: m[1]!.trim() });
  return runs;
}

/** Where the expression that opens at `start` (a "{") closes, strings and nested braces skipped. */
function closeOf(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
    else if (c === "'" || c === '"' || c === '`') {
      for (i++; i < text.length && text[i] !== c; i++) if (text[i] === '\\') i++;
    }
  }
  return text.length - 1;
}

/** Inline elements: a sentence runs on through them. */
const INLINE = /^(?:a|abbr|b|br|code|em|i|mark|q|s|small|span|strong|sub|sup|time|u|Fig|Icon)$/;

/** The visitor's words in an `.astro` file, in runs with their first line. */
function astroText(source: string): TextRun[] {
  const runs: TextRun[] = [];
  let body = source;
  let offset = 0;
  const fm = source.match(/^---\r?\n([\s\S]*?)\r?\n---/);
  if (fm) {
    runs.push(...codeStrings(fm[1]!, 2));
    offset = fm[0].length;
    body = source.slice(offset);
  }
  const lineOf = (i: number) => lineAt(source, offset + i);
  let text = '';
  let textStart = 0;
  const flush = () => {
    if (WORDS.test(text.replace(/…/g, '').trim())) runs.push({ line: lineOf(textStart), text: text.trim() });
    text = '';
  };
  let i = 0;
  while (i < body.length) {
    const c = body[i]!;
    if (c === '<' && body.startsWith('<!--', i)) {
      const end = body.indexOf('-->', i);
      i = end < 0 ? body.length : end + 3;
      continue;
    }
    const tag = c === '<' ? body.slice(i).match(/^<(\/?)([A-Za-z][\w.:-]*)/) : null;
    if (tag) {
      const name = tag[2]!;
      if (!INLINE.test(name)) flush();
      // Scripts and styles: a script's strings may reach the page; a style's never do.
      if (!tag[1] && /^(?:script|style)$/i.test(name)) {
        const end = body.indexOf(`</${name}`, i);
        const stop = end < 0 ? body.length : end;
        if (/^script$/i.test(name)) runs.push(...codeStrings(body.slice(i, stop), lineOf(i)));
        i = body.indexOf('>', stop) + 1 || body.length;
        continue;
      }
      // The tag's attributes: quoted values that are words, and the strings in {…} values.
      let j = i + tag[0].length;
      while (j < body.length && body[j] !== '>') {
        const attr = body.slice(j).match(/^\s*([^\s=>/{]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/);
        if (attr) {
          const value = attr[2] ?? attr[3] ?? '';
          if (!NOT_WORDS.test(attr[1]!) && WORDS.test(value)) runs.push({ line: lineOf(j), text: value });
          j += attr[0].length;
        } else if (body[j] === '{') {
          const end = closeOf(body, j);
          runs.push(...codeStrings(body.slice(j, end + 1), lineOf(j)));
          j = end + 1;
        } else j++;
      }
      i = j + 1;
      continue;
    }
    if (c === '{') {
      const end = closeOf(body, i);
      const expr = body.slice(i, end + 1);
      runs.push(...codeStrings(expr, lineOf(i)));
      if (!text) textStart = i;
      // A value in the middle of a sentence: the sentence stays whole around it.
      text += /^\{\s*["'`]\s["'`]\s*\}$/.test(expr) ? ' ' : '…';
      i = end + 1;
      continue;
    }
    if (!text.trim()) textStart = i;
    text += c;
    i++;
  }
  flush();
  return runs;
}

/** The visitor's words in a source file of the site, by its kind. */
export function sourceText(path: string, source: string): TextRun[] {
  return path.endsWith('.astro') ? astroText(source) : codeStrings(source);
}
