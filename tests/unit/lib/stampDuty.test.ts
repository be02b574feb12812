import { describe, expect, it } from 'vitest';
import { stampDuty } from '../../../src/lib/stampDuty';

const on = (iso: string) => new Date(`${iso}T00:00:00Z`);

// Every amount worked out by hand from HMRC's bands: standard rate + surcharge on each slice.
describe('stamp duty on an additional home', () => {
  it('3% surcharge on every pound until 30 October 2024, 5% from 31 October 2024', () => {
    expect(stampDuty(55_700, on('2024-10-01'))).toEqual({
      amount: 1_671,
      how: '3% of £55,700 (higher rates for an additional home, until 30 October 2024)',
    });
    expect(stampDuty(55_700, on('2024-10-30')).amount).toBe(1_671); // 3% × 55,700
    expect(stampDuty(55_700, on('2024-10-31')).amount).toBe(2_785); // 5% × 55,700
    expect(stampDuty(62_000, on('2024-02-01')).amount).toBe(1_860); // 3% × 62,000
  });

  it('the nil-rate band falls from £250,000 to £125,000 on 1 April 2025', () => {
    expect(stampDuty(130_000, on('2025-03-31')).amount).toBe(6_500); // 5% × 130,000
    const april = stampDuty(130_000, on('2025-04-01'));
    expect(april.amount).toBe(6_600); // 5% × 125,000 + 7% × 5,000 = 6,250 + 350
    expect(april.how).toBe('5% of £125,000 + 7% of £5,000 (higher rates for an additional home, from 1 April 2025)');
    expect(stampDuty(120_000, on('2025-04-01')).amount).toBe(6_000); // 5% × 120,000
    expect(stampDuty(120_000, on('2024-10-30')).amount).toBe(3_600); // 3% × 120,000
  });

  it("matches HMRC's own examples", () => {
    // SDLTM09740: £300,000 buy-to-let at the 3% higher rates = £3,750 + £6,250 + £4,000.
    expect(stampDuty(300_000, on('2021-12-01')).amount).toBe(14_000);
    // £1m additional home: £71,250 before the 2024 Budget, £91,250 after it.
    expect(stampDuty(1_000_000, on('2024-10-30')).amount).toBe(71_250);
    expect(stampDuty(1_000_000, on('2024-11-01')).amount).toBe(91_250);
  });

  it('no higher rates under £40,000; at £40,000 they apply to the whole price', () => {
    expect(stampDuty(39_999, on('2025-06-01')).amount).toBe(0);
    expect(stampDuty(40_000, on('2025-06-01')).amount).toBe(2_000); // 5% × 40,000
  });

  it('without a date, only a price that pays the same at every date since April 2016', () => {
    expect(stampDuty(27_500)).toMatchObject({
      amount: 0,
      how: expect.stringMatching(/^nothing due at any date since April 2016/),
    });
    expect(() => stampDuty(120_000)).toThrow(
      'Stamp duty on £120,000 depends on the completion date: give the purchase date',
    );
  });

  it('refuses a date before the table starts', () => {
    expect(() => stampDuty(100_000, on('2016-03-31'))).toThrow(/no rates held for 2016-03-31/);
  });
});
