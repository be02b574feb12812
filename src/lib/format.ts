/** Money, percentage and date formatting shared by pages, islands and e-mails (en-GB). */
const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
const poundsAndPence = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** £55,700 in whole pounds; with `pence`, £1,234.56 (the calculator's figures). */
export function formatPounds(value: number, { pence = false } = {}): string {
  return (pence ? poundsAndPence : pounds).format(value);
}

/**
 * 63.55% with two decimals (or as many as asked), thousands separated; with `trim`, no trailing
 * zeros (a rate of 4.5%, not 4.50%).
 */
export function formatPercent(value: number, decimals = 2, { trim = false } = {}): string {
  return `${value.toLocaleString('en-GB', { minimumFractionDigits: trim ? 0 : decimals, maximumFractionDigits: decimals })}%`;
}

const dayMonthYear = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthYear = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '18 September 2026', or 'September 2026' without the day. Dates from content are midnight UTC. */
export function formatDate(date: Date, { day = true } = {}): string {
  return (day ? dayMonthYear : monthYear).format(date);
}
