import { describe, expect, it } from 'vitest';
import { figureKeys } from '../../../src/admin/figureKeys';

describe('figure keys offered in the case-study form', () => {
  it('lists the figures of every model, each once, with its label', () => {
    const keys = figureKeys.map((k) => k.key);
    expect(new Set(keys).size).toBe(keys.length);
    // One from each model's chain, and the headline return.
    for (const key of ['purchasePrice', 'moneyLeftIn', 'rentAfterInterest', 'netCashflow', 'roi'])
      expect(keys).toContain(key);
    expect(figureKeys.find((k) => k.key === 'roi')?.label).toMatch(/return/i);
  });
});
