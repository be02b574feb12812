/**
 * The copy content/ owns, read from the files its pages are built from, so a browser spec finds and checks it
 * by its id or file and a copy edit in content/ fails no test (tests/unit/pinned-copy.test.ts holds the specs
 * to it).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { fill } from '../../src/lib/placeholders';

const read = (file: string) => readFileSync(resolve(import.meta.dirname, '../..', file), 'utf8');

/** The entries of a YAML list of content/ (facts, points, FAQs, learning modules…), as the file lists them. */
export const entries = <T = Record<string, any>>(file: string) => parse(read(file)) as (T & { id: string })[];

/** The entry with this id in a YAML list of content/. */
export function entry<T = Record<string, any>>(file: string, id: string): T & { id: string } {
  const found = entries<T>(file).find((e) => e.id === id);
  if (!found) throw new Error(`${file} has no entry "${id}"`);
  return found;
}

/** The entries of a YAML list of content/ in one group (a page's list of points, an accordion), in order. */
export function group<T = Record<string, any>>(file: string, name: string): T[] {
  return entries<T & { group: string; order?: number }>(file)
    .filter((e) => e.group === name)
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
}

/** A YAML file of content/ that is one entry (a lesson), or the front matter of an MDX or Markdown file. */
export function frontmatter<T = Record<string, any>>(file: string): T {
  const text = read(file);
  return parse(file.endsWith('.yaml') ? text : /^---\n([\s\S]*?)\n---/.exec(text)![1]!) as T;
}

/** The words of a content text around its `{{…}}` placeholders, which the page fills in (src/lib/placeholders.ts). */
export function around(text: string): string[] {
  const gap = '\u0000';
  return fill(text, () => gap)
    .split(gap)
    .map((part) => part.trim())
    .filter(Boolean);
}
