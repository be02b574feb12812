/**
 * YAML read as Astro reads content (a date as a date: `asAt: 2026-11-26`), with the `yaml` package and its line
 * counter, so a reader can name the line of any value. One way to read YAML for the claims rules, the build's
 * scripts and the tests.
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
