/**
 * The keys a case study's text and tables may name (`figure: roi`, `{{roi}}`, `<Fig k="roi" />`),
 * with a label for each, offered as a list in the form. Worked out by the deal model the pages use
 * (src/lib/deal/figures.ts) from one deal of each model, so a figure added there is offered here at once; which
 * keys a study has depends on its model, and the check before saving names the ones it lacks.
 */
import { deriveFigures, type FiguresInput } from '../lib/deal/figures';

const common = { purchasePrice: 30_000, works: 5_000, estimated: [] } as const;
const oneOfEach: FiguresInput[] = [
  {
    model: 'refinance',
    ...common,
    cashInvested: 15_000,
    endValue: 40_000,
    monthlyRent: 500,
    loanToValue: 75,
    mortgageRate: 6,
    refinanceFees: 0,
  },
  {
    model: 'let',
    ...common,
    endValue: 50_000,
    annualRent: 6_000,
    annualCosts: 3_000,
    moneyLeftIn: 10_000,
    mortgageRate: 6,
  },
  { model: 'mortgaged', ...common, monthlyRent: 500, loanToValue: 75, mortgageRate: 6 },
  { model: 'flip', ...common, salePrice: 60_000, months: 6, buyingFees: 1_000, holdingCosts: 500, sellingFees: 1_000 },
];

export const figureKeys: { key: string; label: string }[] = [];
for (const input of oneOfEach) {
  for (const [key, f] of Object.entries(deriveFigures(input).all))
    if (!figureKeys.some((k) => k.key === key)) figureKeys.push({ key, label: f.label });
}
