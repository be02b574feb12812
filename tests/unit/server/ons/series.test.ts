/**
 * Reading and checking an ONS download (src/server/ons/series.ts), on text in ONS's own layout built
 * from the committed CSVs: what is accepted, what is refused and why, and what a revision looks like.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { MonthKey } from '../../../../src/lib/inflation';
import { ons } from '../../../../src/lib/onsData';
import {
  changesFrom,
  monthsBetween,
  OnsDataError,
  readOnsCsv,
  toIndexCsv,
  ukDate,
} from '../../../../src/server/ons/series';
import { committedMonths, nextMonth, onsCsv } from '../../../support/ons-standin';

const TODAY = new Date('2026-11-24T08:00:00Z');
const cpi = committedMonths('D7BT');
const csv = (months: [MonthKey, string][], cdid = 'D7BT') =>
  onsCsv(cdid, 'CPI INDEX 00: ALL ITEMS 2015=100', months, '18-11-2026');
const read = (months: [MonthKey, string][], cdid = 'D7BT') => readOnsCsv(csv(months, cdid), 'D7BT', TODAY);
const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (error) {
    expect(error).toBeInstanceOf(OnsDataError);
    return (error as Error).message;
  }
  throw new Error('accepted');
};

describe('an ONS download', () => {
  it('of the committed months reads back to exactly the committed file, byte for byte', () => {
    for (const [cdid, file] of [
      ['D7BT', 'ons-cpi-d7bt.csv'],
      ['CHAW', 'ons-rpi-chaw.csv'],
    ] as const) {
      const download = readOnsCsv(onsCsv(cdid, 'title', committedMonths(cdid), '16-09-2026'), cdid, TODAY);
      expect(download.release).toBe('16-09-2026');
      expect(toIndexCsv(download.months)).toBe(readFileSync(`content/data/${file}`, 'utf8'));
    }
  });

  it('keeps only the monthly rows, in month order, as ONS printed them', () => {
    const download = read([...cpi, nextMonth(cpi)]);
    expect(download.months.at(-1)).toEqual(['2026-09', '144.0']);
    expect(download.months[0]).toEqual(['1988-01', '48.4']);
    expect(download.months).toHaveLength(cpi.length + 1);
  });

  it('reads Windows line ends and quoted commas as ONS may send them', () => {
    const text = onsCsv('D7BT', 'CPI INDEX 00: ALL ITEMS, 2015=100', cpi, '18-11-2026').replace(/\n/g, '\r\n');
    expect(readOnsCsv(text, 'D7BT', TODAY).months).toEqual(cpi);
  });

  it('refuses a web page instead of CSV', () => {
    expect(refusal(() => readOnsCsv('<!DOCTYPE html><html><body>Sorry</body></html>', 'D7BT', TODAY))).toBe(
      'D7BT: ONS answered with a web page, not CSV',
    );
  });

  it('refuses another series', () => {
    expect(refusal(() => read(cpi, 'D7G7'))).toBe('D7BT: expected series D7BT, the download says "D7G7"');
    expect(refusal(() => readOnsCsv('"Title","x"\n', 'D7BT', TODAY))).toBe(
      'D7BT: expected series D7BT, the download says nothing',
    );
  });

  it('refuses a gap and a month given twice', () => {
    const gap = [...cpi.slice(0, 100), ...cpi.slice(101)];
    expect(refusal(() => read(gap))).toBe('D7BT: June 1996 follows April 1996 (a gap)');
    const twice = [...cpi, cpi.at(-1)!];
    expect(refusal(() => read(twice))).toBe('D7BT: August 2026 follows August 2026 (a month twice)');
  });

  it('refuses a month whose change on the month before is implausible, either way', () => {
    expect(refusal(() => read([...cpi, ['2026-09', '172.3']]))).toBe(
      'D7BT: September 2026 is 172.3, +20.0% on the month before: outside -3.0% to +5.0%',
    );
    expect(refusal(() => read([...cpi, ['2026-09', '138.0']]))).toMatch(
      /September 2026 is 138\.0, -3\.9% on the month before/,
    );
    expect(read([...cpi, ['2026-09', '149.0']]).months.at(-1)).toEqual(['2026-09', '149.0']); // +3.8%: high, but it has happened
  });

  it('refuses a value for a month not yet over (UK time), and a row without a number', () => {
    const november = [...cpi, ['2026-09', '144.0'], ['2026-10', '144.2'], ['2026-11', '144.5']] as [MonthKey, string][];
    expect(refusal(() => read(november))).toBe('D7BT: a value for November 2026, a month not yet over');
    expect(read(november.slice(0, -1)).months.at(-1)![0]).toBe('2026-10');
    expect(refusal(() => read([...cpi, ['2026-09', '..']]))).toBe('D7BT: row "2026 SEP" has no index value: ".."');
  });

  it('refuses a download with less than a year of months', () => {
    expect(refusal(() => read(cpi.slice(-11)))).toBe('D7BT: only 11 monthly rows');
  });
});

describe('a download against the committed series', () => {
  const download = (months: [MonthKey, string][]) => read(months);

  it('lists the new months and the revised ones', () => {
    const revised = [...cpi, nextMonth(cpi)];
    revised[revised.length - 3] = ['2026-07', '143.0'];
    expect(changesFrom(download(revised), ons.cpi, { unattended: true })).toEqual({
      added: ['2026-09'],
      revised: [{ month: '2026-07', from: 142.9, to: '143.0' }],
    });
  });

  it('refuses one that lacks committed months, at either end', () => {
    expect(refusal(() => changesFrom(download(cpi.slice(0, -1)), ons.cpi, { unattended: false }))).toBe(
      'D7BT: the download runs January 1988 to July 2026, the committed copy January 1988 to August 2026: it lacks months',
    );
    expect(refusal(() => changesFrom(download(cpi.slice(1)), ons.cpi, { unattended: false }))).toMatch(
      /runs February 1988 to August 2026.*lacks months/,
    );
  });

  it('unattended, refuses a large revision, which by hand is listed and accepted', () => {
    const rebased = cpi.map<[MonthKey, string]>(([m, v]) => [
      m,
      m.startsWith('2025-') ? (Number(v) * 1.02).toFixed(1) : v,
    ]);
    expect(refusal(() => changesFrom(download(rebased), ons.cpi, { unattended: true }))).toBe(
      'D7BT: ONS revised 12 committed month(s), 12 by more than 1.0%: review them with scripts/ops/refresh-ons.mjs',
    );
    expect(changesFrom(download(rebased), ons.cpi, { unattended: false }).revised).toHaveLength(12);
  });
});

describe('dates', () => {
  it('are UK dates, GMT or BST', () => {
    expect(ukDate(new Date('2026-05-27T23:30:00Z'))).toEqual({ month: '2026-05', day: 28 }); // 00:30 BST
    expect(ukDate(new Date('2026-11-30T23:30:00Z'))).toEqual({ month: '2026-11', day: 30 }); // GMT
    expect(ukDate(new Date('2026-03-31T23:30:00Z'))).toEqual({ month: '2026-04', day: 1 });
  });

  it('count months between', () => {
    expect(monthsBetween('2026-08', '2026-10')).toBe(2);
    expect(monthsBetween('2026-12', '2027-01')).toBe(1);
    expect(monthsBetween('2026-10', '2026-08')).toBe(-2);
  });
});
