/** The lesson widgets' sums, checked against worked examples and the ONS CPI series. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buyingPower,
  cashReserve,
  compoundValue,
  parseMoney,
  rentalYield,
  simpleValue,
} from '../../../../src/features/learn/widgets/maths';
import { formatPercent } from '../../../../src/lib/format';
import { loadOnsData, valueToday } from '../../../../src/lib/inflation';
import { root } from '../../../support/content';

describe('compound growth', () => {
  it('reproduces the worked example: £200,000 at 5% is £325,778.93 after 10 years and £530,659.54 after 20', () => {
    expect(compoundValue(200_000, 5, 10).toFixed(2)).toBe('325778.93');
    expect(compoundValue(200_000, 5, 20).toFixed(2)).toBe('530659.54');
    expect(Math.round(compoundValue(200_000, 5, 10))).toBe(325_779);
    expect(Math.round(compoundValue(200_000, 5, 20))).toBe(530_660);
  });

  it('compares with simple growth: £300,000, so compounding adds £25,779', () => {
    expect(simpleValue(200_000, 5, 10)).toBe(300_000);
    expect(Math.round(compoundValue(200_000, 5, 10) - simpleValue(200_000, 5, 10))).toBe(25_779);
  });
});

describe('inflation buying power from the ONS CPI series', () => {
  const csv = (f: string) => readFileSync(resolve(root, 'content/data', f), 'utf8');
  const ons = loadOnsData(csv('ons-cpi-d7bt.csv'), csv('ons-rpi-chaw.csv'));
  const latest = ons.cpi.values.get(ons.cpi.last)!;
  const factors = [2000, 2001].map((y) => valueToday(ons, 100_000, y, 1).todayValue / 100_000);
  const cpi = { latest: 'latest', firstYear: 2000, factors };

  it('uses CPI(latest) ÷ CPI(January of the year), worked by hand from the CSV', () => {
    const jan2000 = ons.cpi.values.get('2000-01')!;
    expect(jan2000).toBe(71.9);
    const { worthToday, buysToday, risePercent } = buyingPower(cpi, 2000, 1000);
    expect(worthToday).toBeCloseTo((1000 * latest) / jan2000, 1);
    expect(buysToday).toBeCloseTo((1000 * jan2000) / latest, 1);
    expect(risePercent).toBeCloseTo((latest / jan2000 - 1) * 100, 2);
  });

  it('refuses a year outside the series', () => {
    expect(() => buyingPower(cpi, 1999, 1000)).toThrow(RangeError);
  });
});

describe('rental yield and cash reserve', () => {
  it('gives 6% gross on £150,000 at £750 a month, and the net after costs', () => {
    const y = rentalYield(150_000, 750, 1800);
    expect(y.annualRent).toBe(9000);
    expect(y.gross).toBe(6);
    expect(y.net).toBe(4.8);
    expect(formatPercent(rentalYield(120_000, 650, 0).gross, 1)).toBe('6.5%');
  });

  it('aims for 3 to 6 months of costs', () => {
    expect(cashReserve(650, 250)).toEqual({ monthly: 900, low: 2700, high: 5400 });
  });

  it('reads typed money with £ and commas, and nothing else', () => {
    expect(parseMoney('£150,000')).toBe(150_000);
    expect(parseMoney(' 750.50 ')).toBe(750.5);
    expect(parseMoney('')).toBeNaN();
    expect(parseMoney('1e5')).toBeNaN();
    expect(parseMoney('-5')).toBeNaN();
  });
});
