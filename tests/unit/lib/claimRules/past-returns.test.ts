import { describe, expect, it } from 'vitest';
import { pastReturns } from '../../../../src/lib/claimRules/past-returns';

const today = new Date('2026-11-28T00:00:00Z');
const years = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ year: from + i, percent: 8 + (i % 3) }));
const record = {
  file: 'content/past-returns.yaml',
  id: 'lenders',
  firstYear: 2020,
  received: years(2020, 2025),
  source: 'our records of interest received, checked by our accountants',
  whyDifferent: 'Our first loans were small and short; the target is for the loans we now offer.',
};
const check = (r: Partial<typeof record>) =>
  pastReturns.check({ records: [{ ...record, ...r }], today }).map((p) => p.message);

describe(pastReturns.id, () => {
  it('says what it refuses and why', () => {
    expect(pastReturns.refuses).toMatch(/skip a complete year/);
    expect(pastReturns.why).toBeTruthy();
  });

  describe('refuses', () => {
    it('2020–2024 when 2025 is complete', () => {
      expect(check({ received: years(2020, 2024) })).toEqual([
        'past returns "lenders": every complete year from 2020 to 2025 is needed; missing 2025',
      ]);
    });

    it('the year not yet over', () => {
      expect(check({ received: years(2020, 2026) })).toEqual([
        'past returns "lenders": 2026 is not a complete year since 2020: give complete years only',
      ]);
    });

    it('figures without their source or why they differ from the target', () => {
      expect(check({ source: undefined, whyDifferent: undefined })).toEqual([
        'past returns "lenders": give `source`: whose records the figures come from, and who checked them',
        'past returns "lenders": give `whyDifferent`: why the figures differ from our target, shown beside them',
      ]);
    });
  });

  describe('accepts', () => {
    it('every complete year, with its source and why', () => {
      expect(check({})).toEqual([]);
    });

    it('no figures yet: the page says what is known', () => {
      expect(check({ received: [], source: undefined, whyDifferent: undefined })).toEqual([]);
    });
  });
});
