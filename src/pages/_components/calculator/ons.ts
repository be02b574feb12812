/**
 * The ONS figures the calculator pages show, computed once at build time from content/data/*.csv,
 * so a data refresh (scripts/ops/refresh-ons.mjs) updates every figure and the month it refers to.
 */
import { annualRate, monthKey, monthLabel, valueToday } from '../../../lib/inflation';
import { ons } from '../../../lib/onsData';

export { ons };

const latest = ons.cpi.last;

/** The latest CPI month and its 12-month rate, e.g. 3.1 and 'August 2026'. */
export const current = { month: latest, label: monthLabel(latest), rate: annualRate(ons.cpi, latest) };

/** The "did you know" example: £10,000 held since January 2010. */
const example = valueToday(ons, 10_000, 2010, 1);
export const didYouKnow = { ...example, fromLabel: monthLabel(monthKey(2010, 1)), toLabel: monthLabel(example.to) };

/** Build-time year: the newest a visitor can choose. */
export const currentYear = new Date().getFullYear();
