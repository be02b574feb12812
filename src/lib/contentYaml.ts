/**
 * YAML read as Astro reads content (a date as a date: `asAt: 2026-11-26`), with the `yaml` package and its line
 * counter, so a reader can name the line of any value. One way to read YAML for the claims rules, the build's
 * scripts and the tests; and a content file's frontmatter, the YAML between its `---` lines.
 */
import { LineCounter, parseDocument } from 'yaml';

export function readYaml(text: string): {
  data: unknown;
  lines: LineCounter;
  document: ReturnType<typeof parseDocument>;
} {
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines, customTags: ['timestamp'], uniqueKeys: false });
  return { data: document.toJS(), lines, document };
}

/** The value of a YAML text, as Astro reads content. */
export const loadYaml = (text: string): unknown => readYaml(text).data;

/** An MDX or Markdown file's frontmatter (its YAML and the line it starts on) and its body. */
export function frontmatter(text: string): { yaml: string; firstLine: number; body: string; bodyLine: number } {
  const lines = text.split('\n');
  const close = lines[0]?.trim() === '---' ? lines.findIndex((l, i) => i > 0 && l.trim() === '---') : -1;
  if (close < 0) return { yaml: '', firstLine: 1, body: text, bodyLine: 1 };
  return {
    yaml: lines.slice(1, close).join('\n'),
    firstLine: 2,
    body: lines.slice(close + 1).join('\n'),
    bodyLine: close + 2,
  };
}
