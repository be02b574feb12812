/**
 * past-returns: past returns as the rules for promotions ask: what investors received (realised), for every
 * complete year from the first up to the last (a record stopping at 2024 when 2025 is over hides a year), with
 * their source and, beside them, why they differ from the target. Until the records are checked, no figure: the
 * page says what is known. Reads content/past-returns.yaml (its schema: src/collections/pastReturns.ts).
 */
import { isSeq, type Node as YamlNode } from 'yaml';
import { readYaml } from '../../contentYaml.ts';
import type { Found, Rule } from '../rule.ts';

const FILE = 'content/past-returns.yaml';

interface PastReturnsRecord {
  id: string;
  firstYear: number;
  received?: readonly { year: number; percent: number }[];
  source?: string;
  whyDifferent?: string;
}

/** The records of content/past-returns.yaml, each with the line of its entry. */
function records(text: string): (PastReturnsRecord & { line: number })[] {
  const { document, lines, data } = readYaml(text);
  if (!isSeq(document.contents) || !Array.isArray(data)) return [];
  const items = document.contents.items as YamlNode[];
  return (data as PastReturnsRecord[]).map((r, i) => ({ ...r, line: lines.linePos(items[i]?.range?.[0] ?? 0).line }));
}

/** What one record lacks, as of `today`. */
function problems(r: PastReturnsRecord & { line: number }, today: Date): Found[] {
  const received = r.received ?? [];
  if (!received.length) return [];
  const last = today.getUTCFullYear() - 1;
  const years = new Set(received.map((y) => y.year));
  const missing = Array.from({ length: Math.max(0, last - r.firstYear + 1) }, (_, i) => r.firstYear + i).filter(
    (y) => !years.has(y),
  );
  const early = [...years].filter((y) => y > last || y < r.firstYear);
  const at = (message: string) => ({ file: FILE, line: r.line, message: `past returns "${r.id}": ${message}` });
  return [
    ...(missing.length
      ? [at(`every complete year from ${r.firstYear} to ${last} is needed; missing ${missing.join(', ')}`)]
      : []),
    ...(early.length
      ? [at(`${early.join(', ')} is not a complete year since ${r.firstYear}: give complete years only`)]
      : []),
    ...(r.source ? [] : [at('give `source`: whose records the figures come from, and who checked them')]),
    ...(r.whyDifferent ? [] : [at('give `whyDifferent`: why the figures differ from our target, shown beside them')]),
  ];
}

/** A past-returns file with one record, its years `from`–`to` (none when `from` is 0), read on 28 November 2026. */
const record = (from: number, to: number, more = '') => ({
  files: {
    [FILE]: `- id: lenders
  firstYear: 2020
  received: [${Array.from({ length: from ? to - from + 1 : 0 }, (_, i) => `{ year: ${from + i}, percent: ${8 + (i % 3)} }`).join(', ')}]
${more}`,
  },
  today: '2026-11-28',
});
const SOURCED = `  source: our records of interest received, checked by our accountants
  whyDifferent: Our first loans were small and short; the target is for the loans we now offer.
`;

export const rule: Rule = {
  id: 'past-returns',
  refuses:
    'past returns that skip a complete year, include one not yet complete, or come without their source and why they differ from the target',
  why: 'a record that stops before the last complete year, or sits unexplained above the target, leaves out what an investor most needs',
  sources: ({ files, today }) => {
    const file = files.find((f) => f.path === FILE);
    return file ? records(file.text).flatMap((r) => problems(r, today)) : [];
  },
  examples: {
    valid: [
      // Every complete year, with its source and why.
      record(2020, 2025, SOURCED),
      // No figures yet: the page says what is known.
      record(0, 0),
    ],
    invalid: [
      {
        ...record(2020, 2024, SOURCED),
        message: 'past returns "lenders": every complete year from 2020 to 2025 is needed; missing 2025',
      },
      {
        ...record(2020, 2026, SOURCED),
        message: 'past returns "lenders": 2026 is not a complete year since 2020: give complete years only',
      },
      {
        ...record(2020, 2025),
        message: 'past returns "lenders": give `source`: whose records the figures come from, and who checked them',
      },
      {
        ...record(2020, 2025),
        message:
          'past returns "lenders": give `whyDifferent`: why the figures differ from our target, shown beside them',
      },
    ],
  },
};
