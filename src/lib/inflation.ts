/**
 * Inflation maths on the ONS monthly price indices (CPI D7BT, RPI CHAW).
 * Pure and browser-safe: callers pass the CSV text in (pages and islands import it with Vite's
 * `?raw`, functions however their bundler allows), so nothing here touches the file system.
 */
import { formatDate } from './format';

/** A calendar month as 'YYYY-MM'. */
export type MonthKey = `${number}-${string}`;

/** One index series: values by month, contiguous from `first` to `last`. */
export interface IndexSeries {
  first: MonthKey;
  last: MonthKey;
  values: ReadonlyMap<string, number>;
}

/** Both series the calculator needs: CPI is the measure, RPI only bridges 1987 to January 1988. */
export interface OnsData {
  cpi: IndexSeries;
  rpi: IndexSeries;
}

/** A value brought forward from a start month to the latest published month. */
export interface InflationValue {
  amount: number;
  /** What `amount` in `from` is worth in `to`, to the penny. */
  todayValue: number;
  from: MonthKey;
  to: MonthKey;
  /** Price growth from `from` to `to` as a percentage, 2 d.p. */
  percentageIncrease: number;
  /** Buying power the cash lost, to the penny: amount − amount × I(from) / I(to). */
  lossInValue: number;
  /** True when `from` is before CPI begins and the months to January 1988 were chained on RPI. */
  chainedOnRpi: boolean;
}

/** Bad input or a month outside the data; `message` is safe to show a visitor. */
export class InflationError extends Error {
  override name = 'InflationError';
}

/** The first of a 1-based month, midnight UTC, as formatDate reads dates. */
const firstOf = (year: number, month: number) => new Date(Date.UTC(year, month - 1, 1));

/** Full English month names, January first (index 0 is month 1). */
export const monthNames: readonly string[] = Array.from({ length: 12 }, (_, i) =>
  formatDate(firstOf(2000, i + 1), { day: false }).replace(/ 2000$/, ''),
);

/** 'YYYY-MM' from a year and a 1-based month. */
export function monthKey(year: number, month: number): MonthKey {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new InflationError('Please enter a valid year');
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new InflationError('Please select a month');
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** Year and 1-based month of a key. */
function splitMonth(key: MonthKey): { year: number; month: number } {
  const [year, month] = key.split('-').map(Number);
  return { year: year!, month: month! };
}

/** 'August 2026' for '2026-08'. */
export function monthLabel(key: MonthKey): string {
  const { year, month } = splitMonth(key);
  return formatDate(firstOf(year, month), { day: false });
}

/** The month `n` months after (or before, if negative) `key`. */
export function addMonths(key: MonthKey, n: number): MonthKey {
  const { year, month } = splitMonth(key);
  const index = year * 12 + (month - 1) + n;
  return monthKey(Math.floor(index / 12), (index % 12) + 1);
}

/**
 * Parses a `month,index` CSV (header, then one 'YYYY-MM,value' row per month, oldest first).
 * Throws if a month is missing, repeated or out of order, or a value is not a positive number.
 */
export function parseIndexCsv(text: string, name = 'series'): IndexSeries {
  const lines = text.trim().split(/\r?\n/);
  if (lines.shift()?.trim() !== 'month,index') throw new Error(`${name}: expected the header 'month,index'`);
  const values = new Map<string, number>();
  let first: MonthKey | undefined;
  let previous: MonthKey | undefined;
  for (const [i, line] of lines.entries()) {
    const match = /^(\d{4})-(\d{2}),(\d+(?:\.\d+)?)$/.exec(line.trim());
    if (!match) throw new Error(`${name}: row ${i + 2} is not 'YYYY-MM,number': ${line}`);
    const key = monthKey(Number(match[1]), Number(match[2]));
    const value = Number(match[3]);
    if (previous && key !== addMonths(previous, 1)) throw new Error(`${name}: ${key} does not follow ${previous}`);
    if (!(value > 0)) throw new Error(`${name}: ${key} has a non-positive index`);
    values.set(key, value);
    first ??= key;
    previous = key;
  }
  if (!first || !previous) throw new Error(`${name}: no rows`);
  return { first, last: previous, values };
}

/** Parses both CSVs. */
export function loadOnsData(cpiCsv: string, rpiCsv: string): OnsData {
  return { cpi: parseIndexCsv(cpiCsv, 'CPI D7BT'), rpi: parseIndexCsv(rpiCsv, 'RPI CHAW') };
}

function indexAt(series: IndexSeries, key: MonthKey, name: string): number {
  const value = series.values.get(key);
  if (value === undefined) {
    if (key > series.last) {
      throw new InflationError(
        `ONS has not published ${name} for ${monthLabel(key)} yet: the latest figures are for ${monthLabel(series.last)}.`,
      );
    }
    throw new InflationError(`${name} figures start in ${monthLabel(series.first)}; ${monthLabel(key)} is earlier.`);
  }
  return value;
}

/** CPI 12-month rate for `month` (default: the latest), as a percentage rounded to 1 d.p. like ONS. */
export function annualRate(cpi: IndexSeries, month: MonthKey = cpi.last): number {
  const now = indexAt(cpi, month, 'CPI');
  const yearBefore = indexAt(cpi, addMonths(month, -12), 'CPI');
  return round((now / yearBefore - 1) * 100, 1);
}

/**
 * What `amount` in the given month is worth in the latest CPI month: amount × CPI(latest) / CPI(start).
 * Months before CPI begins (1987) are chained on RPI to January 1988, and `chainedOnRpi` says so.
 */
export function valueToday(data: OnsData, amount: number, fromYear: number, fromMonth: number): InflationValue {
  if (!Number.isFinite(amount) || amount <= 0) throw new InflationError('Please enter an amount greater than zero');
  const from = monthKey(fromYear, fromMonth);
  const to = data.cpi.last;
  if (from < data.rpi.first) {
    throw new InflationError(
      `Our figures start in ${monthLabel(data.rpi.first)}: please choose a month from ${monthLabel(data.rpi.first)} to ${monthLabel(to)}.`,
    );
  }
  let factor: number;
  const chainedOnRpi = from < data.cpi.first;
  if (chainedOnRpi) {
    const bridge = data.cpi.first;
    factor =
      (indexAt(data.rpi, bridge, 'RPI') / indexAt(data.rpi, from, 'RPI')) *
      (indexAt(data.cpi, to, 'CPI') / indexAt(data.cpi, bridge, 'CPI'));
  } else {
    factor = indexAt(data.cpi, to, 'CPI') / indexAt(data.cpi, from, 'CPI');
  }
  return {
    amount,
    todayValue: round(amount * factor, 2),
    from,
    to,
    percentageIncrease: round((factor - 1) * 100, 2),
    lossInValue: round(amount - amount / factor, 2),
    chainedOnRpi,
  };
}

/** Which index a result used: CPI alone, or RPI up to January 1988 and CPI from there. */
type IndexUsed = 'CPI' | 'RPI+CPI';

/** The calculator's answer (the result's fields, plus the months and the index it used). */
export interface InflationResult {
  /** Year of the amount, as asked. */
  startYear: number;
  /** Year of the latest ONS month, which "today" means. */
  endYear: number;
  /** The amount, in pounds. */
  originalValue: number;
  /** What it takes in `toMonth` to buy what `originalValue` bought in `fromMonth`, to the penny. */
  todayValue: number;
  /** Buying power the cash has lost: A − A × I(start) / I(latest), to the penny. */
  lossInValue: number;
  /** Price growth over the period, percent to 2 d.p. */
  percentageIncrease: number;
  /** The month the figures run from, 'YYYY-MM'. */
  fromMonth: MonthKey;
  /** The latest published month, 'YYYY-MM'. */
  toMonth: MonthKey;
  index: IndexUsed;
}

/** The calculator's answer for an amount held in a given month; throws InflationError for months outside the data. */
export function calculate(data: OnsData, amount: number, year: number, month: number): InflationResult {
  const v = valueToday(data, amount, year, month);
  return {
    startYear: year,
    endYear: splitMonth(v.to).year,
    originalValue: amount,
    todayValue: v.todayValue,
    lossInValue: v.lossInValue,
    percentageIncrease: v.percentageIncrease,
    fromMonth: v.from,
    toMonth: v.to,
    index: v.chainedOnRpi ? 'RPI+CPI' : 'CPI',
  };
}

/** Rounds half away from zero at `places` decimals, ignoring binary-fraction noise (1.005 → 1.01). */
function round(value: number, places: number): number {
  const scale = 10 ** places;
  const scaled = Number((Math.abs(value) * scale).toPrecision(15));
  return (Math.sign(value) * Math.round(scaled)) / scale;
}
