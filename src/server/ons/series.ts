/**
 * The two ONS series as ONS serves them, and the checks a download must pass before the site uses it.
 * ONS's "full unfiltered time series" CSV has metadata rows (Title, CDID, Release date…), then annual
 * ("1988"), quarterly ("1988 Q1") and monthly ("1988 JAN") rows; only the monthly rows are kept.
 * Pure: shared by the production build's data step, scripts/ops/refresh-ons.mjs and the scheduled check.
 */
import { addMonths, monthKey, monthLabel, type IndexSeries, type MonthKey } from '../../lib/inflation';

export interface SeriesInfo {
  /** ONS's series id. */
  cdid: 'D7BT' | 'CHAW';
  /** 'CPI D7BT', as logs and the build log name it. */
  name: string;
  /** Its file in content/data/. */
  file: string;
}

/** CPI is the calculator's measure; RPI only bridges 1987 to January 1988. */
export const SERIES: readonly SeriesInfo[] = [
  { cdid: 'D7BT', name: 'CPI D7BT', file: 'ons-cpi-d7bt.csv' },
  { cdid: 'CHAW', name: 'RPI CHAW', file: 'ons-rpi-chaw.csv' },
];

/**
 * A month's change on the month before must lie in this range. Every month since 1987 does, with room
 * to spare: CPI from −1.0% (January 2000) to +3.5% (April 1991), RPI from −1.4% (December 2008) to
 * +3.4% (April 2022). A value outside it is a misprint or the wrong series, not inflation.
 */
const MONTHLY_CHANGE = { min: -0.03, max: 0.05 } as const;

/**
 * ONS does not normally revise these indices. An unattended build accepts at most this many revised
 * months, each by at most this fraction; a larger revision (a rebasing, say) waits for a person to
 * review it with scripts/ops/refresh-ons.mjs.
 */
const UNATTENDED_REVISIONS = { months: 12, fraction: 0.01 } as const;

/** A download that cannot be used; the message names the series and says why, for logs. */
export class OnsDataError extends Error {
  override name = 'OnsDataError';
}

/** A checked download: its release date and monthly values, contiguous, oldest first, as ONS printed them. */
export interface OnsDownload {
  cdid: SeriesInfo['cdid'];
  /** ONS's "Release date" row, e.g. '18-11-2026'. */
  release: string;
  months: [MonthKey, string][];
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** Splits one CSV line of quoted or bare fields ("a","b,c" or a,b). */
function fields(line: string): string[] {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line.charAt(i);
    if (c === '"' && quoted && line.charAt(i + 1) === '"') {
      field += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (c === ',' && !quoted) {
      out.push(field.trim());
      field = '';
    } else field += c;
  }
  return [...out, field.trim()];
}

const ukParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/** The calendar date in the UK (GMT or BST) at an instant. */
export function ukDate(at: Date): { month: MonthKey; day: number } {
  const part = (type: string) => Number(ukParts.formatToParts(at).find((p) => p.type === type)?.value);
  return { month: monthKey(part('year'), part('month')), day: part('day') };
}

/** Whole months from `from` to `to` (negative when `to` is earlier). */
export function monthsBetween(from: MonthKey, to: MonthKey): number {
  const index = (k: MonthKey) => Number(k.slice(0, 4)) * 12 + Number(k.slice(5, 7));
  return index(to) - index(from);
}

const percent = (fraction: number) => `${(fraction * 100).toFixed(1)}%`;

/**
 * Reads an ONS time-series CSV and checks it: a CSV and not a web page, the expected series id,
 * numeric monthly values, contiguous months (no gap, no repeat), at least a year of them, none for a
 * month not yet over, and each month's change within MONTHLY_CHANGE. Throws OnsDataError.
 */
export function readOnsCsv(text: string, cdid: SeriesInfo['cdid'], today = new Date()): OnsDownload {
  if (/^\s*</.test(text)) throw new OnsDataError(`${cdid}: ONS answered with a web page, not CSV`);
  const rows = text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map(fields);
  const id = rows.find(([key]) => key === 'CDID')?.[1];
  if (id !== cdid)
    throw new OnsDataError(
      `${cdid}: expected series ${cdid}, the download says ${id ? `"${id.slice(0, 20)}"` : 'nothing'}`,
    );
  const release = rows.find(([key]) => key === 'Release date')?.[1] || 'unknown';
  const months: [MonthKey, string][] = [];
  for (const [label = '', value = ''] of rows) {
    const match = /^(\d{4}) ([A-Z]{3})$/.exec(label);
    if (!match) continue; // metadata, annual ("1988") and quarterly ("1988 Q1") rows
    const month = MONTHS.indexOf(match[2]!) + 1;
    if (month === 0) throw new OnsDataError(`${cdid}: unknown month in row "${label}"`);
    if (!/^\d+(\.\d+)?$/.test(value) || !(Number(value) > 0))
      throw new OnsDataError(`${cdid}: row "${label}" has no index value: "${value.slice(0, 20)}"`);
    months.push([monthKey(Number(match[1]), month), value]);
  }
  if (months.length < 12) throw new OnsDataError(`${cdid}: only ${months.length} monthly rows`);
  months.sort(([a], [b]) => a.localeCompare(b));
  for (let i = 1; i < months.length; i++) {
    const [month, value] = months[i]!;
    const [before, previous] = months[i - 1]!;
    if (month !== addMonths(before, 1)) {
      throw new OnsDataError(
        `${cdid}: ${monthLabel(month)} follows ${monthLabel(before)} (${month === before ? 'a month twice' : 'a gap'})`,
      );
    }
    const change = Number(value) / Number(previous) - 1;
    if (change < MONTHLY_CHANGE.min || change > MONTHLY_CHANGE.max) {
      throw new OnsDataError(
        `${cdid}: ${monthLabel(month)} is ${value}, ${change > 0 ? '+' : ''}${percent(change)} on the month before: outside ${percent(MONTHLY_CHANGE.min)} to +${percent(MONTHLY_CHANGE.max)}`,
      );
    }
  }
  const last = months.at(-1)![0];
  if (last >= ukDate(today).month)
    throw new OnsDataError(`${cdid}: a value for ${monthLabel(last)}, a month not yet over`);
  return { cdid, release, months };
}

/** What a download changes in the committed series. */
export interface Changes {
  added: MonthKey[];
  revised: { month: MonthKey; from: number; to: string }[];
}

/**
 * Compares a download with the committed series. Refuses one that lacks a committed month; unattended
 * (the production build), also one that revises more than UNATTENDED_REVISIONS allows.
 */
export function changesFrom(
  download: OnsDownload,
  committed: IndexSeries | undefined,
  { unattended }: { unattended: boolean },
): Changes {
  if (!committed) return { added: download.months.map(([m]) => m), revised: [] };
  const first = download.months[0]![0];
  const last = download.months.at(-1)![0];
  if (first > committed.first || last < committed.last) {
    throw new OnsDataError(
      `${download.cdid}: the download runs ${monthLabel(first)} to ${monthLabel(last)}, the committed copy ${monthLabel(committed.first)} to ${monthLabel(committed.last)}: it lacks months`,
    );
  }
  const added: MonthKey[] = [];
  const revised: Changes['revised'] = [];
  for (const [month, value] of download.months) {
    const old = committed.values.get(month);
    if (old === undefined) added.push(month);
    else if (old !== Number(value)) revised.push({ month, from: old, to: value });
  }
  const large = revised.filter((r) => Math.abs(Number(r.to) / r.from - 1) > UNATTENDED_REVISIONS.fraction);
  if (unattended && (revised.length > UNATTENDED_REVISIONS.months || large.length > 0)) {
    throw new OnsDataError(
      `${download.cdid}: ONS revised ${revised.length} committed month(s)${large.length ? `, ${large.length} by more than ${percent(UNATTENDED_REVISIONS.fraction)}` : ''}: review them with scripts/ops/refresh-ons.mjs`,
    );
  }
  return { added, revised };
}

/** The committed file's format: `month,index`, one row per month, oldest first. */
export function toIndexCsv(months: readonly [MonthKey, string][]): string {
  return `month,index\n${months.map(([month, value]) => `${month},${value}`).join('\n')}\n`;
}

/** One line for logs: the new months and the revisions. */
export function describeChanges({ added, revised }: Changes): string {
  const months =
    added.length === 0 ? 'no new month' : `${added.length} new month(s): ${added.map(monthLabel).join(', ')}`;
  const revisions =
    revised.length === 0 ? 'no revision' : `revised ${revised.map((r) => `${r.month} ${r.from} → ${r.to}`).join(', ')}`;
  return `${months}; ${revisions}`;
}
