import { describe, expect, it } from 'vitest';
import { headlineOnUnconfirmedInput } from '../../../../src/lib/claimRules/headline-on-unconfirmed-input';
import { deriveFigures, type FiguresInput } from '../../../../src/lib/deal/figures';

const twoBed: FiguresInput = {
  model: 'refinance',
  purchasePrice: 55700,
  works: 5000,
  purchased: new Date('2024-10-01T00:00:00Z'),
  cashInvested: 24585,
  endValue: 70000,
  monthlyRent: 650,
  loanToValue: 75,
  mortgageRate: 6,
  refinanceFees: 175,
  inferred: ['refinanceFees'],
};
const headline = (input: FiguresInput, ...keys: string[]) => {
  const f = deriveFigures(input);
  return headlineOnUnconfirmedInput.check({
    studies: [{ file: 'study.mdx', headline: keys.map((key) => ({ key, figure: f.all[key]! })) }],
  });
};

describe(headlineOnUnconfirmedInput.id, () => {
  it('says what it refuses and why', () => {
    expect(headlineOnUnconfirmedInput.refuses).toMatch(/inferred, not itemised or to check/);
    expect(headlineOnUnconfirmedInput.why).toBeTruthy();
  });

  describe('refuses', () => {
    it('the 2-bed’s 33.13% in the hero: its refinance fee was inferred from the return first published', () => {
      expect(headline(twoBed, 'roi').map((p) => p.message)).toEqual([
        'the headline "Owner’s return a year on the money left in (inferred; part not itemised)" (33.13%, highlights: figure roi) rests on inferred and part not itemised numbers: take it out of `highlights` (the tables still show it, with its working) until the documents confirm them',
      ]);
    });

    it('a return on a plug figure: the 4-bed’s £12,920 of costs not itemised, even with its fees confirmed', () => {
      const fourBed = {
        ...twoBed,
        purchasePrice: 62000,
        works: 17950,
        cashInvested: 48230,
        endValue: 75000,
        monthlyRent: 780,
        inferred: [],
      };
      expect(headline(fourBed, 'roi').map((p) => p.message)).toEqual([
        expect.stringMatching(/rests on part not itemised/),
      ]);
    });

    it('a return on a rent the evidence contradicts (to check)', () => {
      const social: FiguresInput = {
        model: 'mortgaged',
        purchasePrice: 120000,
        works: 25000,
        purchased: new Date('2025-04-01T00:00:00Z'),
        monthlyRent: 1425,
        loanToValue: 75,
        mortgageRate: 6,
        toCheck: ['monthlyRent'],
      };
      expect(headline(social, 'roi', 'rentAfterInterest')).toHaveLength(2);
    });
  });

  describe('accepts', () => {
    it('a return on documents, and one on an estimate said to be one', () => {
      const documented = { ...twoBed, cashInvested: 13925 + 5000 + 1671, inferred: [] };
      expect(headline(documented, 'roi')).toEqual([]);
      expect(headline({ ...documented, estimated: ['refinanceFees'] }, 'roi')).toEqual([]);
    });

    it('figures that are not returns, and a return that rests only on the rent and the mortgage', () => {
      expect(headline(twoBed, 'endValue', 'rentAfterInterest')).toEqual([]);
    });
  });
});
