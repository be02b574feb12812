/**
 * One calculator result, for the sample e-mails (samples.ts), the mail bench and the tests: £10,000 from
 * January 2010 to August 2026 on the CPI series (content/data/ons-cpi-d7bt.csv: 87.8 then, 143.6 now), so
 * 10,000 × 143.6 ÷ 87.8 = 16,355.353… → £16,355.35; lost 10,000 × (1 − 87.8 ÷ 143.6) = 3,885.793… → £3,885.79;
 * prices up (143.6 ÷ 87.8 − 1) × 100 = 63.553…% → 63.55%. Written out, not worked out from the series, so the
 * sample e-mails keep their signed-off words when ONS publishes another month; the calculator's tests check that
 * the series as shipped gives exactly this.
 */
import type { InflationResult } from '../../lib/inflation';

export const sampleResult: InflationResult = {
  startYear: 2010,
  endYear: 2026,
  originalValue: 10000,
  todayValue: 16355.35,
  lossInValue: 3885.79,
  percentageIncrease: 63.55,
  fromMonth: '2010-01',
  toMonth: '2026-08',
  index: 'CPI',
};
