import { describe, expect, it } from 'vitest';
import { returnFigureKeys } from '../../../../src/lib/claims';
import { deriveFigures, figure, partnersShare, type FiguresInput } from '../../../../src/lib/deal/figures';
import { unconfirmed } from '../../../../src/lib/claims';

// The deal-file numbers of each study as content/case-studies/*.mdx gives them, and every figure its
// page shows, worked out by hand (the working is in the comment beside each).
const on = (iso: string) => new Date(`${iso}T00:00:00Z`);
const twoBed: FiguresInput = {
  model: 'refinance',
  purchasePrice: 55700,
  works: 5000,
  purchased: on('2024-10-01'),
  cashInvested: 24585,
  endValue: 70000,
  monthlyRent: 650,
  loanToValue: 75,
  mortgageRate: 6,
  refinanceFees: 175,
  inferred: ['refinanceFees'],
};
const newhaven: FiguresInput = {
  model: 'refinance',
  purchasePrice: 62000,
  works: 9500,
  worksLabel: 'Conversion works',
  purchased: on('2024-02-01'),
  cashInvested: 38935,
  endValue: 75000,
  monthlyRent: 750,
  loanToValue: 75,
  mortgageRate: 6,
  refinanceFees: 175,
  estimated: ['works'],
  inferred: ['refinanceFees'],
};
const fourBed: FiguresInput = {
  model: 'refinance',
  purchasePrice: 62000,
  works: 17950,
  worksLabel: 'Conversion and refurbishment',
  purchased: on('2024-03-01'),
  cashInvested: 48230,
  endValue: 75000,
  monthlyRent: 780,
  loanToValue: 75,
  mortgageRate: 6,
  refinanceFees: 175,
  inferred: ['refinanceFees'],
};
const hmo: FiguresInput = {
  model: 'let',
  purchasePrice: 27500,
  works: 13900,
  endValue: 75000,
  annualRent: 15600,
  annualCosts: 9615,
  moneyLeftIn: 34595,
};
const socialHousing: FiguresInput = {
  model: 'mortgaged',
  purchasePrice: 120000,
  works: 25000,
  purchased: on('2025-04-01'),
  monthlyRent: 1425,
  loanToValue: 75,
  mortgageRate: 6,
  estimated: ['purchased'],
  toCheck: ['monthlyRent'],
};
const flip: FiguresInput = {
  model: 'flip',
  purchasePrice: 130000,
  works: 20000,
  purchased: on('2025-04-01'),
  salePrice: 190000,
  months: 6,
  buyingFees: 1500,
  holdingCosts: 1500,
  sellingFees: 3936,
  estimated: ['purchased', 'buyingFees', 'holdingCosts', 'sellingFees'],
};

/** Every figure as [key, text], in the order given. */
const shown = (input: FiguresInput, keys: string[]) =>
  keys.map((k) => [k, figure(deriveFigures(input), k, 'test').text]);
const label = (input: FiguresInput, key: string) => figure(deriveFigures(input), key, 'test').label;

describe('refinanced lets (2-bed, Newhaven, 4-bed)', () => {
  it('2-bed: stamp duty at 3% (completed October 2024) inside the cash invested; 33.13% on the money left in', () => {
    expect(
      shown(twoBed, [
        'purchaseMortgage',
        'deposit',
        'stampDuty',
        'otherCosts',
        'cashInvested',
        'refinanceMortgage',
        'cashReleased',
        'refinanceFees',
        'moneyLeftIn',
        'annualRent',
        'mortgageInterest',
        'rentAfterInterest',
        'roi',
      ]),
    ).toEqual([
      ['purchaseMortgage', '£41,775'], // 75% × 55,700
      ['deposit', '£13,925'], // 55,700 − 41,775
      ['stampDuty', '£1,671'], // 3% × 55,700
      ['otherCosts', '£3,989'], // 24,585 − 13,925 − 5,000 − 1,671
      ['cashInvested', '£24,585'], // 13,925 + 5,000 + 1,671 + 3,989
      ['refinanceMortgage', '£52,500'], // 75% × 70,000
      ['cashReleased', '£10,725'], // 52,500 − 41,775
      ['refinanceFees', '£175'],
      ['moneyLeftIn', '£14,035'], // 24,585 − 10,725 + 175
      ['annualRent', '£7,800'], // 12 × 650
      ['mortgageInterest', '£3,150'], // 6% × 52,500
      ['rentAfterInterest', '£4,650'], // 7,800 − 3,150
      ['roi', '33.13%'], // 4,650 ÷ 14,035 = 0.33131
    ]);
    const f = deriveFigures(twoBed);
    expect(f.all.cashInvested!.how).toBe('£13,925 + £5,000 + £1,671 + £3,989');
    expect(f.roi.how).toBe('rent less mortgage interest ÷ money left in the deal: £4,650 ÷ £14,035');
    // The refinance fees were worked back from the published return, and £3,989 of the cash invested is a
    // remainder nobody has itemised: the money left in and the return rest on both, and say so.
    expect(['refinanceFees', 'otherCosts', 'cashInvested', 'moneyLeftIn', 'roi'].map((k) => label(twoBed, k))).toEqual([
      'Refinance fees (inferred)',
      'Other buying and finance costs (not itemised)',
      'Cash invested (part not itemised)',
      'Money left in the deal (inferred; part not itemised)',
      'Owner’s return a year on the money left in (inferred; part not itemised)',
    ]);
    expect(unconfirmed(f.roi)).toEqual(['inferred', 'part not itemised']);
    // What rests only on the rent and the mortgage is not doubted.
    expect(label(twoBed, 'rentAfterInterest')).toBe('Rent less mortgage interest, a year');
    expect(f.leftOut).toBe(
      'Not included: buildings insurance, the owner’s repairs, management fees, months without rent, and income tax.',
    );
  });

  it('Newhaven: 3% stamp duty (February 2024), estimated works; 19.16%', () => {
    expect(
      shown(newhaven, [
        'stampDuty',
        'otherCosts',
        'cashReleased',
        'moneyLeftIn',
        'annualRent',
        'mortgageInterest',
        'rentAfterInterest',
        'roi',
      ]),
    ).toEqual([
      ['stampDuty', '£1,860'], // 3% × 62,000
      ['otherCosts', '£12,075'], // 38,935 − 15,500 − 9,500 − 1,860
      ['cashReleased', '£9,750'], // 75% × 75,000 − 75% × 62,000 = 56,250 − 46,500
      ['moneyLeftIn', '£29,360'], // 38,935 − 9,750 + 175
      ['annualRent', '£9,000'], // 12 × 750
      ['mortgageInterest', '£3,375'], // 6% × 56,250
      ['rentAfterInterest', '£5,625'], // 9,000 − 3,375
      ['roi', '19.16%'], // 5,625 ÷ 29,360 = 0.19159
    ]);
    expect(label(newhaven, 'works')).toBe('Conversion works (estimate)');
    expect(label(newhaven, 'otherCosts')).toBe('Other buying and finance costs (estimate; not itemised)');
    // The cash invested is a total from the deal file: an estimate of the works changes its split, not it.
    expect(label(newhaven, 'cashInvested')).toBe('Cash invested (part not itemised)');
  });

  it('4-bed: 3% stamp duty (March 2024); 15.48% (its figures cannot give 17.67%)', () => {
    expect(
      shown(fourBed, ['deposit', 'stampDuty', 'otherCosts', 'moneyLeftIn', 'annualRent', 'rentAfterInterest', 'roi']),
    ).toEqual([
      ['deposit', '£15,500'], // 62,000 − 46,500
      ['stampDuty', '£1,860'],
      ['otherCosts', '£12,920'], // 48,230 − 15,500 − 17,950 − 1,860
      ['moneyLeftIn', '£38,655'], // 48,230 − 9,750 + 175
      ['annualRent', '£9,360'], // 12 × 780
      ['rentAfterInterest', '£5,985'], // 9,360 − 3,375
      ['roi', '15.48%'], // 5,985 ÷ 38,655 = 0.15483
    ]);
  });

  it('fails when the cash invested cannot cover the deposit, works and stamp duty', () => {
    expect(() => deriveFigures({ ...twoBed, cashInvested: 20000 })).toThrow(
      /Other buying and finance costs works out below zero/,
    );
  });
});

describe('the other models', () => {
  it('HMO let: no stamp duty under £40,000; the money left in implies little borrowing, not a 75% mortgage; 17.30%', () => {
    expect(
      shown(hmo, ['stampDuty', 'totalCost', 'netCashflow', 'moneyLeftIn', 'borrowing', 'impliedLoanToValue', 'roi']),
    ).toEqual([
      ['stampDuty', '£0'], // under £40,000: no higher rates, and 0% standard rate
      ['totalCost', '£41,400'], // 27,500 + 13,900 + 0
      ['netCashflow', '£5,985'], // 15,600 − 9,615
      ['moneyLeftIn', '£34,595'],
      ['borrowing', '£6,805'], // 41,400 − 34,595
      ['impliedLoanToValue', '9.07%'], // 6,805 ÷ 75,000 = 0.09073
      ['roi', '17.30%'], // 5,985 ÷ 34,595 = 0.17300
    ]);
    expect(deriveFigures(hmo).all.stampDuty!.how).toMatch(/^nothing due at any date since April 2016/);
  });

  it('HMO let: the yearly costs split into the interest the borrowing implies and the rest, at an assumed rate', () => {
    const split: FiguresInput = { ...hmo, mortgageRate: 6, estimated: ['mortgageRate'] };
    expect(shown(split, ['mortgageRate', 'borrowingInterest', 'otherRunningCosts', 'netCashflow', 'roi'])).toEqual([
      ['mortgageRate', '6%'],
      ['borrowingInterest', '£408'], // 6% × 6,805 = 408.30
      ['otherRunningCosts', '£9,207'], // 9,615 − 408.30 = 9,206.70
      ['netCashflow', '£5,985'], // unchanged: the split explains the costs, it does not change them
      ['roi', '17.30%'],
    ]);
    expect([label(split, 'borrowingInterest'), label(split, 'otherRunningCosts'), label(split, 'roi')]).toEqual([
      'Interest on that borrowing a year (estimate)',
      'Running costs and management a year, not broken down (estimate)',
      'Owner’s return a year on the money left in',
    ]);
    expect(deriveFigures(split).all.otherRunningCosts!.how).toBe('£9,615 − £408');
    // Without a rate there is nothing to split by.
    expect(deriveFigures(hmo).all.borrowingInterest).toBeUndefined();
  });

  it('says whose every headline return is and what it is before', () => {
    for (const input of [twoBed, hmo, socialHousing, flip]) {
      const f = deriveFigures(input);
      expect(`${f.roi.label} ${f.whose}`).toMatch(/owner|partners/i);
      expect(f.whose).toContain('before our share of the profit and tax');
    }
  });

  it('mortgaged let: cash-on-cash on the deposit, works and 5% stamp duty', () => {
    const f = deriveFigures(socialHousing);
    expect(
      shown(socialHousing, [
        'purchaseMortgage',
        'deposit',
        'stampDuty',
        'cashInvested',
        'annualRent',
        'mortgageInterest',
        'rentAfterInterest',
        'roi',
      ]),
    ).toEqual([
      ['purchaseMortgage', '£90,000'], // 75% × 120,000
      ['deposit', '£30,000'],
      ['stampDuty', '£6,000'], // 5% × 120,000 (rates from 1 April 2025)
      ['cashInvested', '£61,000'], // 30,000 + 25,000 + 6,000
      ['annualRent', '£17,100'], // 12 × 1,425
      ['mortgageInterest', '£5,400'], // 6% × 90,000
      ['rentAfterInterest', '£11,700'], // 17,100 − 5,400
      ['roi', '19.18%'], // 11,700 ÷ 61,000 = 0.19180
    ]);
    expect(f.roi.label).toBe('Owner’s cash-on-cash return a year (estimate; to check)');
    expect(label(socialHousing, 'monthlyRent')).toBe('Rent a month (to check)');
    expect(unconfirmed(f.roi)).toEqual(['to check']);
    expect(label(socialHousing, 'stampDuty')).toBe('Stamp duty on completion, April 2025 (estimate)');
    expect(label(twoBed, 'stampDuty')).toBe('Stamp duty on completion, October 2024');
    expect(label(hmo, 'stampDuty')).toBe('Stamp duty');
    expect(f.leftOut).toMatch(/^Not included: legal, survey and lender fees on the purchase/);
  });

  it('flip: stamp duty and fees come off the profit; about 17%, not 26.67%', () => {
    const f = deriveFigures(flip);
    expect(
      shown(flip, [
        'stampDuty',
        'buyingFees',
        'holdingCosts',
        'cashInvested',
        'salePrice',
        'sellingFees',
        'profit',
        'roi',
      ]),
    ).toEqual([
      ['stampDuty', '£6,600'], // 5% × 125,000 + 7% × 5,000
      ['buyingFees', '£1,500'],
      ['holdingCosts', '£1,500'],
      ['cashInvested', '£159,600'], // 130,000 + 20,000 + 6,600 + 1,500 + 1,500
      ['salePrice', '£190,000'],
      ['sellingFees', '£3,936'],
      ['profit', '£26,464'], // 190,000 − 3,936 − 159,600
      ['roi', '16.58%'], // 26,464 ÷ 159,600 = 0.16581
    ]);
    expect(f.roiDefinition).toBe('profit after costs ÷ cash invested, over the 6 months');
    expect(
      ['buyingFees', 'holdingCosts', 'sellingFees', 'stampDuty', 'profit', 'roi'].map((k) =>
        label(flip, k).endsWith('(estimate)'),
      ),
    ).toEqual([true, true, true, true, true, true]);
    // Estimates only: the whole deal's return may be a headline, said to be an estimate.
    expect(unconfirmed(f.roi)).toEqual([]);
    expect(f.roi.label).toBe('Whole deal’s return on the cash invested, before our share (estimate)');
  });

  it("partners' share of a flip: their profit, their return over the project and a year, each worked out", () => {
    const share = partnersShare(deriveFigures(flip), 40)!;
    expect(Object.fromEntries(Object.entries(share).map(([k, v]) => [k, [v.text, v.how]]))).toEqual({
      partnersProfit: ['£10,586', '40% of £26,464'], // 0.4 × 26,464 = 10,585.60
      partnersReturn: ['6.63%', 'their share ÷ the cash they put in: £10,586 ÷ £159,600'], // 10,585.60 ÷ 159,600 = 0.06633
      partnersReturnYear: ['13.27%', '6.63% × 12 ÷ 6, simple'],
    });
    expect(share.partnersReturnYear!.label).toBe('Partners’ return a year (estimate)');
    // A let is not sold: there is no profit to share yet.
    expect(partnersShare(deriveFigures(twoBed), 40)).toBeUndefined();
  });

  it('names the keys a study has when asked for one it lacks', () => {
    expect(() => figure(deriveFigures(flip), 'moneyLeftIn', 'manchester-flip.mdx')).toThrow(
      /manchester-flip\.mdx: no figure "moneyLeftIn" \(this study has: .*profit/,
    );
  });

  it('every figure key the claims check treats as a return is one some model works out', () => {
    const keys = new Set([twoBed, hmo, socialHousing, flip].flatMap((i) => Object.keys(deriveFigures(i).all)));
    expect(returnFigureKeys.filter((k) => !keys.has(k))).toEqual([]);
  });
});
