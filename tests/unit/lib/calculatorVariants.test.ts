import { describe, expect, it } from 'vitest';
import {
  barLabels,
  chartText,
  FIRST_YEAR,
  figures,
  indexNote,
  lossNote,
  poundsTick,
  reportStatusText,
} from '../../../src/lib/calculatorVariants';
import { calculate } from '../../../src/lib/inflation';
import { ons } from '../../../src/lib/onsData';

describe('the calculator’s figures', () => {
  it('labels the percentage for /landing as a rise in consumer prices, not the cost of living', () => {
    const r = calculate(ons, 100, 2020, 1);
    expect(figures(r, 'landing')[3]![0]).toBe('% increase in consumer prices (CPI)');
    expect(figures(r, 'calculator').map(([label]) => label)).toEqual([
      'Your money in January 2020',
      'Needed in August 2026',
      'Buying power lost',
      'Price increase',
    ]);
  });

  it('starts where the shipped RPI series starts', () => {
    expect(String(FIRST_YEAR)).toBe(ons.rpi.first.slice(0, 4));
  });
});

describe('words about a result', () => {
  it('labels the bars by year, or by month when both fall in one year', () => {
    expect(barLabels(calculate(ons, 100, 2010, 1))).toEqual(['2010', '2026']);
    expect(barLabels(calculate(ons, 100, 2026, 2))).toEqual(['Feb 2026', 'Aug 2026']);
    expect(chartText(calculate(ons, 100, 2026, 2))).toMatch(/^Value \(£\): Feb 2026 £100\.00; Aug 2026 £/);
  });

  it('says why the buying power lost is not the extra needed: the same loss, in then and now pounds', () => {
    const r = calculate(ons, 25_000, 2014, 3);
    expect([r.todayValue, r.lossInValue]).toEqual([36_008.02, 7_642.76]);
    expect(lossNote(r)).toBe(
      'Buying power lost is in March 2014 pounds: your £25,000.00 now buys what £17,357.24 did then. The extra £11,008.02 needed is that same loss in August 2026 pounds.',
    );
    // The loss grown by prices to now is the extra (to a penny: both figures are rounded).
    const growth = r.todayValue / r.originalValue;
    expect(Math.abs(r.lossInValue * growth - 11_008.02)).toBeLessThanOrEqual(0.01);
  });

  it('names the index and months used', () => {
    expect(indexNote(calculate(ons, 100, 2010, 1))).toBe(
      'ONS figures: the consumer prices index (CPI, series D7BT), January 2010 to August 2026.',
    );
    expect(indexNote(calculate(ons, 100, 1987, 3))).toContain(
      'retail prices index (RPI, series CHAW) from March 1987 to January 1988',
    );
  });

  it('writes ticks as pounds, compact once they grow long', () => {
    expect([0, 2.5, 2500, 25_000, 1_500_000].map(poundsTick)).toEqual(['£0', '£2.50', '£2,500', '£25,000', '£1.5m']);
  });

  it('says what happens to the report, in the same words whatever the address', () => {
    expect(reportStatusText('a@b.co')).toBe(
      'Your report is on its way to a@b.co; it may take a few minutes to arrive.',
    );
  });
});
