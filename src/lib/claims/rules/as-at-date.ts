/**
 * as-at-date: a figure says the date it was true. An "as at" date on a page must be the date of a figure the page
 * shows (its fact's `asAt`), and above all never the month the site was built for figures measured before: the
 * June 2025 figures once read "Figures as at November 2026" because the facts had been re-dated when the site was
 * checked.
 */
import type { Rule } from '../rule.ts';

const MONTHS = 'January February March April May June July August September October November December'.split(' ');
const AS_AT = new RegExp(`\\bas at\\s+(?:\\d{1,2}\\s+)?(${MONTHS.join('|')})\\s+(\\d{4})\\b`, 'gi');
const monthOf = (d: Date) => `${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1).toLowerCase();

const FACTS = `- id: raised-private
  kind: money
  value: "£1.2M+"
  wording: Raised from private investors
  asAt: 2025-06-30
- id: returns-target
  kind: return
  value: "6–10%"
  wording: target a year
  asAt: 2026-11-26
`;
/** A built page (an e-mail has no "as at") showing `body`, read on the day the site is built. */
const built = (body: string) => ({ page: '/', html: `<main><p>${body}</p></main>`, facts: FACTS, today: '2026-11-28' });

export const rule: Rule = {
  id: 'as-at-date',
  refuses: 'an "as at" date that no figure on the page was true at, such as the month the site was built',
  why: 'a June 2025 figure dated the build month reads as measured now, when nobody has measured it since',
  page: ({ document, blocks }, { facts, today }) => {
    if (!document) return [];
    const text = blocks.map((b) => b.text).join('\n');
    const dates = new Set(facts.filter((f) => f.asAt && text.includes(f.value)).map((f) => monthOf(new Date(f.asAt!))));
    return [...new Set([...text.matchAll(AS_AT)].map((m) => `${cap(m[1]!)} ${m[2]}`))]
      .filter((month) => !dates.has(month))
      .map((month) => ({
        where: 'the page',
        message:
          month === monthOf(today)
            ? `"as at ${month}" is the month the site was built, and no figure on the page was measured then: print each figure's own date (its fact's asAt)`
            : `"as at ${month}": no figure on the page was true then (their dates: ${[...dates].join(', ') || 'none'}); print each figure's own date`,
      }));
  },
  examples: {
    valid: [
      // Each figure's own date.
      built('£1.2M+ Raised from private investors. Figures as at June 2025.'),
      // The build month when a figure shown was true then.
      built('6–10% target. As at 26 November 2026.'),
      built('£1.2M+ raised by June 2025.'),
    ],
    invalid: [
      {
        ...built('£1.2M+ Raised from private investors. Figures as at November 2026.'),
        message:
          '"as at November 2026" is the month the site was built, and no figure on the page was measured then: print each figure\'s own date (its fact\'s asAt)',
      },
      {
        ...built('£1.2M+ raised. As at 3 March 2026.'),
        message:
          '"as at March 2026": no figure on the page was true then (their dates: June 2025); print each figure\'s own date',
      },
    ],
  },
};
