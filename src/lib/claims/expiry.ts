/**
 * How long a dated fact may be shown: comparison rates and the company's figures alike at most 12 months after
 * the date they were true (stale-rate, stale-figure).
 */
import type { Fact } from './rule.ts';

/** The longest a dated figure may be shown after its date: comparison rates and company figures alike. */
export const MAX_AGE_MONTHS = 12;

/** The company's own figures and claims: every kind of fact but a comparison rate. */
export const companyKinds: readonly string[] = ['return', 'security', 'money', 'count', 'duration', 'claim'];
/**
 * Kinds of fact whose every entry must say how long it may be shown (`maxAgeMonths`), so the build
 * fails 12 months after its date at the latest: comparison rates and the company's figures alike. A
 * company fact marked `record` (a past year's result, which stays true) is the one exception.
 */
export const expiringKinds: readonly string[] = ['rate', ...companyKinds];

const longDate = (d: Date): string =>
  d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

function addMonths(d: Date, months: number): Date {
  const r = new Date(d);
  r.setUTCMonth(r.getUTCMonth() + months);
  return r;
}

/**
 * Why a dated fact may no longer be shown, or undefined: its `maxAgeMonths` above the ceiling, or its
 * date further back than that allows.
 */
export function expired(f: Fact, today: Date, what: string): string | undefined {
  const months = Math.min(f.maxAgeMonths!, MAX_AGE_MONTHS);
  const until = addMonths(f.asAt!, months);
  const over = f.maxAgeMonths! > MAX_AGE_MONTHS;
  const stale = today >= until;
  if (!over && !stale) return undefined;
  const ceiling = over
    ? `: maxAgeMonths is ${f.maxAgeMonths}, but ${what} may be shown at most ${MAX_AGE_MONTHS} months after its date`
    : '';
  const after = stale
    ? `${over ? ', so it' : ''} could be shown until ${longDate(until)}, ${months} months after its date, and it is now ${longDate(today)}`
    : '';
  return `(${f.wording} ${f.value}, as at ${longDate(f.asAt!)})${ceiling}${after}`;
}
