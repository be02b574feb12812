import { describe, expect, it } from 'vitest';
import { deriveFigures, figure, type FiguresInput } from './figures';

// The deal-file numbers of each study as content/case-studies/*.mdx gives them (the specification's
// figures), and the results worked out by hand.
const twoBed: FiguresInput = { model: 'refinance', purchasePrice: 55700, works: 5000, cashInvested: 24585, endValue: 70000, monthlyRent: 650, loanToValue: 75, mortgageRate: 6, refinanceFees: 175 };
const newhaven: FiguresInput = { model: 'refinance', purchasePrice: 62000, works: 9500, cashInvested: 38935, endValue: 75000, monthlyRent: 750, loanToValue: 75, mortgageRate: 6, refinanceFees: 175 };
const fourBed: FiguresInput = { model: 'refinance', purchasePrice: 62000, works: 17950, cashInvested: 48230, endValue: 75000, monthlyRent: 780, loanToValue: 75, mortgageRate: 6, refinanceFees: 175 };
const hmo: FiguresInput = { model: 'let', purchasePrice: 27500, works: 13900, endValue: 75000, annualRent: 15600, annualCosts: 9615, moneyLeftIn: 34595, loanToValue: 75, mortgageRate: 6 };
const socialHousing: FiguresInput = { model: 'mortgaged', purchasePrice: 120000, works: 25000, monthlyRent: 1425, loanToValue: 75, mortgageRate: 6 };
const flip: FiguresInput = { model: 'flip', purchasePrice: 130000, works: 20000, salePrice: 190000, months: 6 };

const text = (input: FiguresInput, key: string) => figure(deriveFigures(input), key, 'test').text;

describe('refinanced lets (2-bed, Newhaven, 4-bed)', () => {
  it('2-bed: the net rent, money left in and the 33.13% on the list card', () => {
    const f = deriveFigures(twoBed);
    expect(text(twoBed, 'purchaseMortgage')).toBe('£41,775'); // 75% of £55,700
    expect(text(twoBed, 'deposit')).toBe('£13,925');
    expect(text(twoBed, 'buyingCosts')).toBe('£5,660'); // £24,585 − £13,925 − £5,000
    expect(text(twoBed, 'refinanceMortgage')).toBe('£52,500'); // 75% of £70,000
    expect(text(twoBed, 'cashReleased')).toBe('£10,725');
    expect(text(twoBed, 'moneyLeftIn')).toBe('£14,035'); // £24,585 − £10,725 + £175
    expect(text(twoBed, 'annualRent')).toBe('£7,800');
    expect(text(twoBed, 'mortgageInterest')).toBe('£3,150'); // 6% of £52,500
    expect(text(twoBed, 'netAnnualRent')).toBe('£4,650'); // the specification's "annual rent 4,650"
    expect(f.roi.text).toBe('33.13%');
    expect(f.roi.how).toBe('net annual rent ÷ money left in the deal: £4,650 ÷ £14,035');
  });

  it('Newhaven: £5,625 net annual income and 19.16%', () => {
    expect(text(newhaven, 'netAnnualRent')).toBe('£5,625');
    expect(text(newhaven, 'moneyLeftIn')).toBe('£29,360');
    expect(deriveFigures(newhaven).roi.text).toBe('19.16%');
  });

  it('4-bed: £5,985 net annual rent and 15.48% (its own figures cannot give 17.67%)', () => {
    expect(text(fourBed, 'netAnnualRent')).toBe('£5,985');
    expect(text(fourBed, 'moneyLeftIn')).toBe('£38,655');
    expect(deriveFigures(fourBed).roi.text).toBe('15.48%');
  });

  it('fails when the cash invested cannot cover the deposit and works', () => {
    expect(() => deriveFigures({ ...twoBed, cashInvested: 15000 })).toThrow(/Buying, finance and other costs works out below zero/);
  });
});

describe('the other models', () => {
  it('HMO let: 17.30% on the money left in', () => {
    expect(text(hmo, 'netAnnualIncome')).toBe('£5,985');
    expect(deriveFigures(hmo).roi.text).toBe('17.30%');
  });

  it('mortgaged let: cash-on-cash on the deposit and works', () => {
    const f = deriveFigures(socialHousing);
    expect(text(socialHousing, 'annualRent')).toBe('£17,100');
    expect(text(socialHousing, 'netAnnualRent')).toBe('£11,700'); // £17,100 − 6% of £90,000
    expect(text(socialHousing, 'cashInvested')).toBe('£55,000');
    expect(f.roi).toMatchObject({ label: 'Cash-on-cash return', text: '21.27%' });
  });

  it('flip: profit and the return over the project', () => {
    const f = deriveFigures(flip);
    expect(text(flip, 'profit')).toBe('£40,000');
    expect(f.roi.text).toBe('26.67%');
    expect(f.roiDefinition).toBe('profit ÷ cash invested, over the 6 months');
  });

  it('names the keys a study has when asked for one it lacks', () => {
    expect(() => figure(deriveFigures(flip), 'moneyLeftIn', 'manchester-flip.mdx')).toThrow(/manchester-flip\.mdx: no figure "moneyLeftIn" \(this study has: .*profit/);
  });
});
