import { describe, expect, it } from 'vitest';
import cpiCsv from '../../content/data/ons-cpi-d7bt.csv?raw';
import rpiCsv from '../../content/data/ons-rpi-chaw.csv?raw';
import {
  InflationError,
  addMonths,
  annualRate,
  latestMonth,
  loadOnsData,
  monthKey,
  monthLabel,
  parseIndexCsv,
  valueToday,
} from './inflation';

const ons = loadOnsData(cpiCsv, rpiCsv);

describe('the shipped ONS data', () => {
  it('runs from January 1988 (CPI) and January 1987 (RPI)', () => {
    expect(ons.cpi.first).toBe('1988-01');
    expect(ons.rpi.first).toBe('1987-01');
    expect(ons.rpi.values.get('1987-01')).toBe(100);
  });

  it('averages 100 over 2015, the CPI base year', () => {
    const months = Array.from({ length: 12 }, (_, i) => ons.cpi.values.get(monthKey(2015, i + 1))!);
    const mean = months.reduce((a, b) => a + b, 0) / 12;
    expect(mean).toBeCloseTo(100, 1);
  });

  it('knows its latest month', () => {
    expect(latestMonth(ons.cpi)).toBe('2026-08');
    expect(monthLabel(latestMonth(ons.cpi))).toBe('August 2026');
  });
});

describe('annualRate', () => {
  it('matches the rates ONS published', () => {
    expect(annualRate(ons.cpi, '2022-10')).toBe(11.1);
    expect(annualRate(ons.cpi, '2026-03')).toBe(3.3);
  });

  it('defaults to the latest month', () => {
    expect(annualRate(ons.cpi)).toBe(annualRate(ons.cpi, '2026-08'));
    expect(annualRate(ons.cpi)).toBe(3.1);
  });

  it('needs a year of history', () => {
    expect(() => annualRate(ons.cpi, '1988-06')).toThrow(InflationError);
  });
});

describe('valueToday', () => {
  it('scales by CPI(latest) / CPI(start)', () => {
    const result = valueToday(ons, 10_000, 2010, 1);
    expect(result).toMatchObject({ from: '2010-01', to: '2026-08', chainedOnRpi: false });
    expect(result.todayValue).toBe(16355.35); // 10,000 × 143.6 / 87.8
    expect(result.percentageIncrease).toBe(63.55);
  });

  it('returns the amount unchanged for the latest month', () => {
    expect(valueToday(ons, 1234.56, 2026, 8).todayValue).toBe(1234.56);
  });

  it('chains 1987 on RPI to January 1988, then CPI', () => {
    const result = valueToday(ons, 1000, 1987, 6);
    expect(result.chainedOnRpi).toBe(true);
    // 1000 × RPI(1988-01) / RPI(1987-06) × CPI(2026-08) / CPI(1988-01)
    expect(result.todayValue).toBeCloseTo(1000 * (103.3 / 101.9) * (143.6 / 48.4), 2);
  });

  it('does not chain January 1988, the first CPI month', () => {
    expect(valueToday(ons, 100, 1988, 1).chainedOnRpi).toBe(false);
  });

  it('says clearly when ONS has not published the month', () => {
    expect(() => valueToday(ons, 100, 2026, 9)).toThrow(
      'ONS has not published CPI for September 2026 yet: the latest figures are for August 2026.',
    );
  });

  it('rejects months before the data and bad input', () => {
    expect(() => valueToday(ons, 100, 1986, 12)).toThrow(/start in January 1987/);
    expect(() => valueToday(ons, 0, 2010, 1)).toThrow(InflationError);
    expect(() => valueToday(ons, Number.NaN, 2010, 1)).toThrow(InflationError);
    expect(() => valueToday(ons, 100, 2010, 13)).toThrow('Please select a month');
  });
});

describe('month helpers and parsing', () => {
  it('steps across year ends', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2025-12', 13)).toBe('2027-01');
  });

  it('rejects gaps and malformed rows', () => {
    expect(() => parseIndexCsv('month,index\n2020-01,1\n2020-03,2')).toThrow(/does not follow/);
    expect(() => parseIndexCsv('month,index\n2020-01,abc')).toThrow(/not 'YYYY-MM,number'/);
    expect(() => parseIndexCsv('date,value\n2020-01,1')).toThrow(/header/);
  });
});
