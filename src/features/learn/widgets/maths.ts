/** The sums behind the lesson widgets; pure, so the unit tests check the figures the lessons quote. */
import type { CpiYears } from '../hubTypes';

/** `amount` after `years` of compound growth at `ratePercent` a year (no rounding). */
export function compoundValue(amount: number, ratePercent: number, years: number): number {
  return amount * (1 + ratePercent / 100) ** years;
}

/** `amount` after `years` of simple growth: the same return on the original amount every year. */
export function simpleValue(amount: number, ratePercent: number, years: number): number {
  return amount * (1 + (ratePercent / 100) * years);
}

/** What `amount` in January of `year` is worth in the latest CPI month, and the reverse. */
export function buyingPower(cpi: CpiYears, year: number, amount: number) {
  const factor = cpi.factors[year - cpi.firstYear];
  if (factor === undefined) throw new RangeError(`No CPI figure for ${year}`);
  return { worthToday: amount * factor, buysToday: amount / factor, risePercent: (factor - 1) * 100 };
}

/** Gross and net rental yield in percent. */
export function rentalYield(price: number, monthlyRent: number, annualCosts: number) {
  const rent = monthlyRent * 12;
  return { annualRent: rent, gross: (rent / price) * 100, net: ((rent - annualCosts) / price) * 100 };
}

/** A typical UK gross yield band, percent. */
export const TYPICAL_YIELD = { low: 3, high: 6 } as const;

/** A prudent cash reserve: 3 to 6 months of costs. */
export const RESERVE_MONTHS = { low: 3, high: 6 } as const;

export function cashReserve(monthlyMortgage: number, monthlyCosts: number) {
  const monthly = monthlyMortgage + monthlyCosts;
  return { monthly, low: monthly * RESERVE_MONTHS.low, high: monthly * RESERVE_MONTHS.high };
}

/** A typed amount of money: digits with optional commas, £ and pence; NaN when it is not one. */
export function parseMoney(text: string): number {
  const clean = text.replace(/[£,\s]/g, '');
  return /^\d+(\.\d{1,2})?$/.test(clean) ? Number(clean) : Number.NaN;
}
