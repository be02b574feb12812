/**
 * Past returns as the rules for promotions ask: what investors received (realised), for every complete
 * year from the first up to the last (a record stopping at 2024 when 2025 is over hides a year), with
 * their source and, beside them, why they differ from the target. Until the records are checked, no
 * figure: the page says what is known.
 */
import type { ClaimRule } from './types.ts';

export interface PastReturnsRecord {
  file: string;
  id: string;
  firstYear: number;
  received: readonly { year: number; percent: number }[];
  source?: string;
  whyDifferent?: string;
}

export const pastReturns: ClaimRule<{ records: readonly PastReturnsRecord[]; today: Date }> = {
  id: 'past-returns',
  refuses:
    'past returns that skip a complete year, include one not yet complete, or come without their source and why they differ from the target',
  why: 'a record that stops before the last complete year, or sits unexplained above the target, leaves out what an investor most needs',
  check: ({ records, today }) =>
    records.flatMap((r) => {
      if (!r.received.length) return [];
      const last = today.getUTCFullYear() - 1;
      const years = new Set(r.received.map((y) => y.year));
      const missing = Array.from({ length: Math.max(0, last - r.firstYear + 1) }, (_, i) => r.firstYear + i).filter(
        (y) => !years.has(y),
      );
      const early = [...years].filter((y) => y > last || y < r.firstYear);
      const at = (message: string) => ({ file: r.file, line: 0, message: `past returns "${r.id}": ${message}` });
      return [
        ...(missing.length
          ? [at(`every complete year from ${r.firstYear} to ${last} is needed; missing ${missing.join(', ')}`)]
          : []),
        ...(early.length
          ? [at(`${early.join(', ')} is not a complete year since ${r.firstYear}: give complete years only`)]
          : []),
        ...(r.source ? [] : [at('give `source`: whose records the figures come from, and who checked them')]),
        ...(r.whyDifferent
          ? []
          : [at('give `whyDifferent`: why the figures differ from our target, shown beside them')]),
      ];
    }),
};
