/**
 * The sources as the claims rules read them: each string a visitor can read in a content file, at its line,
 * from the file's syntax tree (YAML and JSON with the `yaml` parser and its LineCounter; an MDX file's
 * frontmatter likewise and its Markdown paragraph by paragraph), the words a page's code shows (read by the
 * build with sourceText.ts and passed in), and the facts of content/facts.yaml with their lines.
 */
import { isMap, isPair, isScalar, isSeq, type Node as YamlNode } from 'yaml';
import { frontmatter, readYaml } from '../contentYaml.ts';
import type { Fact, Line, SourceFile } from './rule.ts';

/** The facts file and the site settings, where the rules read the firm's figures and status. */
export const FACTS_FILE = 'content/facts.yaml';
export const SITE_FILE = 'content/site.json';

/** Keys whose values no visitor reads: ids and editors' notes. */
const UNREAD = /^(?:id|_.*|note)$/;

/** The line of each word of `value` in the source it was read from (a folded or quoted scalar over several lines). */
function wordLines(value: string, source: string, firstLine: number): (index: number) => number {
  const starts = [...source.matchAll(/\S+/g)].map(
    (m) => firstLine + (source.slice(0, m.index).match(/\n/g)?.length ?? 0),
  );
  return (index: number) => {
    const word = value.slice(0, index).match(/\S+/g)?.length ?? 0;
    return starts[Math.min(word, starts.length - 1)] ?? firstLine;
  };
}

/**
 * Every string value of a YAML or JSON text a visitor can read, at its line. With `described`, the top-level
 * `description` is the page's description (a frontmatter's, the site settings').
 */
function valueLines(file: string, text: string, firstLine = 1, described = false): Line[] {
  const { document, lines } = readYaml(text);
  const out: Line[] = [];
  const at = (offset: number) => firstLine + lines.linePos(offset).line - 1;
  const visit = (node: unknown, key?: string, top = false) => {
    if (isScalar(node) && typeof node.value === 'string') {
      if (key !== undefined && UNREAD.test(key)) return;
      const [start, end] = node.range ?? [0, 0];
      const line = at(start);
      const source = text.slice(start, end);
      out.push({
        file,
        line,
        text: node.value,
        where: described && top && key === 'description' ? 'description' : 'text',
        ...(source.includes('\n') ? { lineOf: wordLines(node.value, source, line) } : {}),
      });
    } else if (isMap(node)) {
      for (const pair of node.items)
        if (isPair(pair))
          visit(pair.value, isScalar(pair.key) ? String(pair.key.value) : undefined, node === document.contents);
    } else if (isSeq(node)) for (const item of node.items) visit(item, key);
  };
  visit(document.contents);
  return out;
}

/** A Markdown body's paragraphs (runs of lines between blank ones), but for imports and comment-only lines. */
function paragraphs(file: string, body: string, firstLine: number): Line[] {
  const out: Line[] = [];
  let run: { line: number; lines: string[] } | undefined;
  body.split('\n').forEach((text, i) => {
    // An import or export is not text (and is refused as code: contentCode.ts); nor is a comment.
    const line = text.trim();
    const blank = !line || line.startsWith('import ') || line.startsWith('export ') || line.startsWith('{/*');
    if (blank) {
      if (run) out.push({ file, line: run.line, text: run.lines.join('\n'), where: 'text' });
      run = undefined;
    } else if (run) run.lines.push(text);
    else run = { line: firstLine + i, lines: [text] };
  });
  if (run) out.push({ file, line: run.line, text: run.lines.join('\n'), where: 'text' });
  return out;
}

/** The runs of text a visitor reads in one source file, by its kind. */
export function linesOf({ path, text, runs }: SourceFile): Line[] {
  if (runs) return runs.map((r) => ({ file: path, line: r.line, text: r.text, where: 'text' }));
  if (/\.(?:ya?ml|json)$/.test(path)) return valueLines(path, text, 1, path === SITE_FILE);
  if (/\.mdx?$/.test(path)) {
    const fm = frontmatter(text);
    return [...valueLines(path, fm.yaml, fm.firstLine, true), ...paragraphs(path, fm.body, fm.bodyLine)];
  }
  if (/\.(?:astro|tsx?)$/.test(path))
    throw new Error(`${path}: a page's code is read with src/lib/claims/sourceText.ts first (SourceFile.runs)`);
  return [];
}

/** The facts of content/facts.yaml, each with the line of its entry. */
function readFacts(text: string): Fact[] {
  const { document, lines, data } = readYaml(text);
  if (!isSeq(document.contents) || !Array.isArray(data)) return [];
  const items = document.contents.items as YamlNode[];
  return (data as Omit<Fact, 'line'>[]).map((fact, i) => ({
    ...fact,
    line: lines.linePos(items[i]?.range?.[0] ?? 0).line,
  }));
}

/** What the rules need of the settings and facts. */
export function settingsOf(files: readonly SourceFile[]): {
  authorised: boolean;
  facts: Fact[];
  testimonialCaveat?: string;
} {
  const site = files.find((f) => f.path === SITE_FILE);
  const facts = files.find((f) => f.path === FACTS_FILE);
  const settings = (site ? JSON.parse(site.text) : {}) as {
    regulatory?: { authorised?: boolean };
    testimonialCaveat?: string;
  };
  return {
    authorised: settings.regulatory?.authorised === true,
    facts: facts ? readFacts(facts.text) : [],
    // The site's schema (src/lib/site.ts) requires the line, so every real build has it to check against.
    ...(settings.testimonialCaveat ? { testimonialCaveat: settings.testimonialCaveat } : {}),
  };
}
