/**
 * A figure says the date it was true. An "as at" date on a page must be the date of a figure the page
 * shows (its fact's `asAt`), and above all never the month the site was built for figures measured
 * before: the June 2025 figures once read "Figures as at November 2026" because the facts had been
 * re-dated when the site was checked.
 */
import type { ClaimRule } from './types.ts';

export interface DatedFact {
  id: string;
  value: string;
  asAt: Date;
}

const MONTHS = 'January February March April May June July August September October November December'.split(' ');
const AS_AT = new RegExp(`\\bas at\\s+(?:\\d{1,2}\\s+)?(${MONTHS.join('|')})\\s+(\\d{4})\\b`, 'gi');
const monthOf = (d: Date) => `${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1).toLowerCase();

export const asAtDate: ClaimRule<{
  pages: readonly { page: string; file: string; text: string }[];
  facts: readonly DatedFact[];
  /** When the site is built. */
  today: Date;
}> = {
  id: 'as-at-date',
  refuses: 'an "as at" date that no figure on the page was true at, such as the month the site was built',
  why: 'a June 2025 figure dated the build month reads as measured now, when nobody has measured it since',
  check: ({ pages, facts, today }) =>
    pages.flatMap(({ page, file, text }) => {
      const shown = facts.filter((f) => text.includes(f.value));
      const dates = new Set(shown.map((f) => monthOf(f.asAt)));
      return [...new Set([...text.matchAll(AS_AT)].map((m) => `${cap(m[1]!)} ${m[2]}`))]
        .filter((month) => !dates.has(month))
        .map((month) => ({
          file,
          line: 0,
          page,
          message:
            month === monthOf(today)
              ? `"as at ${month}" is the month the site was built, and no figure on the page was measured then: print each figure's own date (its fact's asAt)`
              : `"as at ${month}": no figure on the page was true then (their dates: ${[...dates].join(', ') || 'none'}); print each figure's own date`,
        }));
    }),
};
