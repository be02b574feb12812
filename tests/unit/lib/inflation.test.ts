import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  InflationError,
  addMonths,
  annualRate,
  calculate,
  monthKey,
  monthLabel,
  parseIndexCsv,
  valueToday,
} from '../../../src/lib/inflation';
import { ons } from '../../../src/lib/onsData';
import { sampleResult } from '../../../src/server/outbox/sampleResult';

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
    expect(ons.cpi.last).toBe('2026-08');
    expect(monthLabel(ons.cpi.last)).toBe('August 2026');
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
    // 1000 × RPI(1988-01) / RPI(1987-06) × CPI(2026-08) / CPI(1988-01) = 1000 × 103.3 / 101.9 × 143.6 / 48.4
    expect(result.todayValue).toBe(3007.7);
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

/**
 * The calculator's answers, worked out by hand from content/data/*.csv. Latest month: August 2026,
 * CPI 143.6. todayValue = A × I(latest) / I(start); lossInValue = A − A × I(start) / I(latest);
 * percentageIncrease = (I(latest) / I(start) − 1) × 100; each rounded half up to 2 decimals.
 */
describe('calculate: worked by hand from the CSVs', () => {
  it('June 1987, on the RPI bridge: £1,000', () => {
    // RPI(1987-06) = 101.9, RPI(1988-01) = 103.3, CPI(1988-01) = 48.4, CPI(2026-08) = 143.6
    // factor = (103.3 × 143.6) / (101.9 × 48.4) = 14,833.88 / 4,931.96 = 3.0077048…
    // today = 1,000 × 3.0077048… = 3,007.7048… → 3,007.70
    // loss = 1,000 − 1,000 / 3.0077048… = 1,000 − 332.4794… = 667.5206… → 667.52
    // increase = 200.7705…% → 200.77%
    expect(calculate(ons, 1000, 1987, 6)).toEqual({
      startYear: 1987,
      endYear: 2026,
      originalValue: 1000,
      todayValue: 3007.7,
      lossInValue: 667.52,
      percentageIncrease: 200.77,
      fromMonth: '1987-06',
      toMonth: '2026-08',
      index: 'RPI+CPI',
    });
  });

  it('January 1987, the first month of all: £100', () => {
    // RPI(1987-01) = 100.0: factor = (103.3 × 143.6) / (100.0 × 48.4) = 14,833.88 / 4,840 = 3.0648512…
    // today = 306.48512… → 306.49; loss = 100 − 100 / 3.0648512… = 100 − 32.6280… = 67.3720… → 67.37; increase 206.49%
    expect(calculate(ons, 100, 1987, 1)).toMatchObject({
      todayValue: 306.49,
      lossInValue: 67.37,
      percentageIncrease: 206.49,
      index: 'RPI+CPI',
    });
  });

  it('January 1988, the first CPI month: £2,500', () => {
    // CPI(1988-01) = 48.4: today = 2,500 × 143.6 / 48.4 = 359,000 / 48.4 = 7,417.3553… → 7,417.36
    // loss = 2,500 × (1 − 48.4 / 143.6) = 2,500 × 95.2 / 143.6 = 238,000 / 143.6 = 1,657.3816… → 1,657.38
    // increase = (143.6 / 48.4 − 1) × 100 = 196.6942…% → 196.69%
    expect(calculate(ons, 2500, 1988, 1)).toMatchObject({
      todayValue: 7417.36,
      lossInValue: 1657.38,
      percentageIncrease: 196.69,
      index: 'CPI',
    });
  });

  it('June 2000: £5,000', () => {
    // CPI(2000-06) = 72.9: today = 5,000 × 143.6 / 72.9 = 718,000 / 72.9 = 9,849.1083… → 9,849.11
    // loss = 5,000 × 70.7 / 143.6 = 353,500 / 143.6 = 2,461.6991… → 2,461.70; increase = 96.9821…% → 96.98%
    expect(calculate(ons, 5000, 2000, 6)).toMatchObject({
      todayValue: 9849.11,
      lossInValue: 2461.7,
      percentageIncrease: 96.98,
    });
  });

  it('January 2010: £10,000', () => {
    // CPI(2010-01) = 87.8: today = 10,000 × 143.6 / 87.8 = 1,436,000 / 87.8 = 16,355.3530… → 16,355.35
    // loss = 10,000 × 55.8 / 143.6 = 558,000 / 143.6 = 3,885.7938… → 3,885.79; increase = 63.5535…% → 63.55%
    // The sample result of the sample e-mails and the calculator's tests: the series as shipped gives exactly it.
    expect(calculate(ons, 10_000, 2010, 1)).toEqual(sampleResult);
  });

  it('March 2020: £750.50', () => {
    // CPI(2020-03) = 108.6: today = 750.50 × 143.6 / 108.6 = 107,771.8 / 108.6 = 992.3738… → 992.37
    // loss = 750.50 × 35.0 / 143.6 = 26,267.5 / 143.6 = 182.9213… → 182.92; increase = 32.2284…% → 32.23%
    expect(calculate(ons, 750.5, 2020, 3)).toMatchObject({
      todayValue: 992.37,
      lossInValue: 182.92,
      percentageIncrease: 32.23,
    });
  });

  it('August 2026, the latest month: the value is unchanged', () => {
    // CPI(2026-08) / CPI(2026-08) = 1: today = 1,234.56, loss 0, increase 0%
    expect(calculate(ons, 1234.56, 2026, 8)).toEqual({
      startYear: 2026,
      endYear: 2026,
      originalValue: 1234.56,
      todayValue: 1234.56,
      lossInValue: 0,
      percentageIncrease: 0,
      fromMonth: '2026-08',
      toMonth: '2026-08',
      index: 'CPI',
    });
  });
});

/** Every month the calculator accepts, January 1987 to the latest CPI month. */
const anyMonth = fc
  .integer({ min: 0, max: 12 * (2026 - 1987) + 7 })
  .map((i) => ({ year: 1987 + Math.floor(i / 12), month: (i % 12) + 1 }));
const anyAmount = fc.integer({ min: 1, max: 100_000_000_00 }).map((pence) => pence / 100);

describe('calculate: properties', () => {
  it('is linear in the amount, to within the rounding of each answer', () => {
    fc.assert(
      fc.property(anyMonth, anyAmount, anyAmount, ({ year, month }, a, b) => {
        const sum = calculate(ons, Math.round((a + b) * 100) / 100, year, month);
        const [ra, rb] = [calculate(ons, a, year, month), calculate(ons, b, year, month)];
        expect(Math.abs(sum.todayValue - (ra.todayValue + rb.todayValue))).toBeLessThanOrEqual(0.015);
        expect(Math.abs(sum.lossInValue - (ra.lossInValue + rb.lossInValue))).toBeLessThanOrEqual(0.015);
        expect(sum.percentageIncrease).toBe(ra.percentageIncrease);
      }),
      { numRuns: 300 },
    );
  });

  it('is the identity at the latest month', () => {
    fc.assert(
      fc.property(anyAmount, (a) => {
        expect(calculate(ons, a, 2026, 8)).toMatchObject({
          originalValue: a,
          todayValue: a,
          lossInValue: 0,
          percentageIncrease: 0,
        });
      }),
    );
  });

  it('never goes below zero, never loses more than the amount, never shrinks it (no month beats the latest index)', () => {
    fc.assert(
      fc.property(anyMonth, anyAmount, ({ year, month }, a) => {
        const r = calculate(ons, a, year, month);
        expect(r.todayValue).toBeGreaterThanOrEqual(0);
        expect(r.lossInValue).toBeGreaterThanOrEqual(0);
        expect(r.percentageIncrease).toBeGreaterThanOrEqual(0);
        expect(r.lossInValue).toBeLessThanOrEqual(a);
        expect(r.todayValue).toBeGreaterThanOrEqual(a);
      }),
      { numRuns: 500 },
    );
  });

  it('refuses every month after the latest with the same message naming it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 120 }), (n) => {
        const { year, month } = {
          year: Number(addMonths('2026-08', n).slice(0, 4)),
          month: Number(addMonths('2026-08', n).slice(5)),
        };
        expect(() => calculate(ons, 100, year, month)).toThrow(/the latest figures are for August 2026\.$/);
      }),
      { numRuns: 50 },
    );
  });
});
