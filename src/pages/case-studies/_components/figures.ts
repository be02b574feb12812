/**
 * A case study's figures, worked out from the few numbers the deal file gives, so the card, the
 * hero, the tables, the chart and the text all show the same ROI and say what it is a return on.
 * Every derived figure carries how it was worked out, with the numbers.
 */
import { formatPercent, formatPounds } from '../../../lib/format';

interface Common {
  purchasePrice: number;
  /** Refurbishment or conversion cost. */
  works: number;
  /** How the works are described, e.g. "Conversion works (estimated)". */
  worksLabel?: string;
}

/**
 * Bought with a mortgage, improved, then refinanced on the end value: the mortgage interest is on the
 * new loan, and the cash the refinance releases comes out of the deal.
 */
interface RefinanceInput extends Common {
  model: 'refinance';
  /** Deposit, works, buying and finance costs: all the cash the investor put in. */
  cashInvested: number;
  endValue: number;
  monthlyRent: number;
  /** Loan to value, percent, at purchase and on the refinance. */
  loanToValue: number;
  /** Mortgage interest, percent a year (interest only). */
  mortgageRate: number;
  /** Lender and valuation fees on the refinance. */
  refinanceFees: number;
}

/** A let whose running costs and money left in are known from the deal file. */
interface LetInput extends Common {
  model: 'let';
  endValue: number;
  annualRent: number;
  /** Mortgage interest and every running cost, a year. */
  annualCosts: number;
  costsLabel?: string;
  /** The investor's cash still in the deal once it was let. */
  moneyLeftIn: number;
  loanToValue: number;
  mortgageRate: number;
}

/** Bought with a mortgage and let, with no refinance: the return is on the deposit and works. */
interface MortgagedInput extends Common {
  model: 'mortgaged';
  monthlyRent: number;
  loanToValue: number;
  mortgageRate: number;
}

/** Bought, refurbished and sold, funded with investors' cash. */
interface FlipInput extends Common {
  model: 'flip';
  salePrice: number;
  /** Purchase to sale. */
  months: number;
}

export type FiguresInput = RefinanceInput | LetInput | MortgagedInput | FlipInput;

export interface Figure {
  label: string;
  /** The figure as shown: "£55,700", "33.13%", "75%", "6 months". */
  text: string;
  value: number;
  /** How it was worked out, with the numbers; absent for figures taken from the deal file. */
  how?: string;
}

export interface Figures {
  /** Every figure by key, for tables (`figure: key`) and text (`{{key}}`). */
  all: Record<string, Figure>;
  /** The headline return: what the card, the hero and the chart show. */
  roi: Figure;
  /** "net annual rent ÷ money left in the deal": what the return is a return on. */
  roiDefinition: string;
}

const pounds = (v: number) => formatPounds(v);
const money = (label: string, value: number, how?: string): Figure => ({ label, value, text: pounds(value), how });
const rate = (label: string, value: number): Figure => ({ label, value, text: `${value}%` });
/** Pounds to the penny, so 0.75 × £55,700 is exactly £41,775. */
const round = (v: number) => Math.round(v * 100) / 100;

function ratio(label: string, definition: string, numerator: Figure, denominator: Figure, suffix = ''): Figure {
  if (denominator.value <= 0) throw new Error(`${label}: ${denominator.label} must be above zero`);
  const value = (numerator.value / denominator.value) * 100;
  return { label, value, text: formatPercent(value), how: `${definition}: ${numerator.text} ÷ ${denominator.text}${suffix}` };
}

/** The rent a year, the interest on the mortgage, and what is left: the same chain in every mortgaged let. */
function rentAfterInterest(monthly: number, mortgageRate: number, mortgage: Figure) {
  const monthlyRent = money('Rent a month', monthly);
  const annualRent = money('Rent a year', monthly * 12, `12 × ${monthlyRent.text}`);
  const mortgageInterest = money('Mortgage interest a year', round((mortgageRate / 100) * mortgage.value), `${mortgageRate}% of ${mortgage.text}`);
  const netAnnualRent = money('Net annual rent', round(annualRent.value - mortgageInterest.value), `${annualRent.text} − ${mortgageInterest.text}`);
  return { monthlyRent, annualRent, mortgageInterest, netAnnualRent };
}

/** The mortgage's terms, shown in the deal-structure tables. */
function terms(input: { loanToValue: number; mortgageRate: number }) {
  return { loanToValue: rate('Loan to value', input.loanToValue), mortgageRate: rate('Mortgage rate (a year)', input.mortgageRate) };
}

function mustNotBeNegative(f: Figure): Figure {
  if (f.value < 0) throw new Error(`${f.label} works out below zero (${f.how}): check the deal figures`);
  return f;
}

/** The case study's figures from its deal-file numbers; throws if they cannot all be true. */
export function deriveFigures(input: FiguresInput): Figures {
  const purchasePrice = money('Purchase price', input.purchasePrice);
  const works = money(input.worksLabel ?? 'Refurbishment', input.works);
  const all: Record<string, Figure> = { purchasePrice, works };

  switch (input.model) {
    case 'refinance': {
      const ltv = input.loanToValue / 100;
      const purchaseMortgage = money('Mortgage at purchase', round(ltv * input.purchasePrice), `${input.loanToValue}% of ${purchasePrice.text}`);
      const deposit = money('Deposit', input.purchasePrice - purchaseMortgage.value, `${purchasePrice.text} − ${purchaseMortgage.text}`);
      const cashInvested = money('Cash invested', input.cashInvested, 'deposit, works, buying and finance costs');
      const buyingCosts = mustNotBeNegative(
        money('Buying, finance and other costs', round(input.cashInvested - deposit.value - input.works), `${cashInvested.text} − ${deposit.text} − ${works.text}`),
      );
      const endValue = money('End value after the works', input.endValue);
      const refinanceMortgage = money('Mortgage after the works', round(ltv * input.endValue), `${input.loanToValue}% of the ${endValue.text} end value`);
      const cashReleased = money('Cash released by the refinance', round(refinanceMortgage.value - purchaseMortgage.value), `${refinanceMortgage.text} − ${purchaseMortgage.text}`);
      const refinanceFees = money('Refinance fees', input.refinanceFees);
      const moneyLeftIn = mustNotBeNegative(
        money('Money left in the deal', round(input.cashInvested - cashReleased.value + input.refinanceFees), `${cashInvested.text} − ${cashReleased.text} + ${refinanceFees.text}`),
      );
      const rent = rentAfterInterest(input.monthlyRent, input.mortgageRate, refinanceMortgage);
      const definition = 'net annual rent ÷ money left in the deal';
      const roi = ratio('Return on investment (ROI)', definition, rent.netAnnualRent, moneyLeftIn);
      Object.assign(all, {
        purchaseMortgage, deposit, buyingCosts, cashInvested, endValue, refinanceMortgage, cashReleased, refinanceFees, moneyLeftIn, ...rent, ...terms(input), roi,
      });
      return { all, roi, roiDefinition: definition };
    }
    case 'let': {
      const endValue = money('End value after the works', input.endValue);
      const annualRent = money('Rent a year', input.annualRent);
      const annualCosts = money(input.costsLabel ?? 'Mortgage, management and running costs a year', input.annualCosts);
      const netAnnualIncome = money('Net cashflow a year', round(input.annualRent - input.annualCosts), `${annualRent.text} − ${annualCosts.text}`);
      const moneyLeftIn = money('Money left in the deal', input.moneyLeftIn, "the investor's cash still in the deal once it was let");
      const definition = 'net cashflow a year ÷ money left in the deal';
      const roi = ratio('Return on investment (ROI)', definition, netAnnualIncome, moneyLeftIn);
      Object.assign(all, { endValue, annualRent, annualCosts, netAnnualIncome, moneyLeftIn, ...terms(input), roi });
      return { all, roi, roiDefinition: definition };
    }
    case 'mortgaged': {
      const purchaseMortgage = money('Mortgage', round((input.loanToValue / 100) * input.purchasePrice), `${input.loanToValue}% of ${purchasePrice.text}`);
      const deposit = money('Deposit', input.purchasePrice - purchaseMortgage.value, `${purchasePrice.text} − ${purchaseMortgage.text}`);
      const cashInvested = money('Cash invested', deposit.value + input.works, `${deposit.text} + ${works.text} (deposit and works; buying costs not included)`);
      const rent = rentAfterInterest(input.monthlyRent, input.mortgageRate, purchaseMortgage);
      const definition = 'net annual rent ÷ cash invested';
      const roi = ratio('Cash-on-cash return', definition, rent.netAnnualRent, cashInvested);
      Object.assign(all, { purchaseMortgage, deposit, cashInvested, ...rent, ...terms(input), roi });
      return { all, roi, roiDefinition: definition };
    }
    case 'flip': {
      const cashInvested = money('Cash invested', input.purchasePrice + input.works, `${purchasePrice.text} + ${works.text}`);
      const salePrice = money('Sale price', input.salePrice);
      const profit = money('Profit', input.salePrice - cashInvested.value, `${salePrice.text} − ${cashInvested.text}, before buying and selling costs`);
      const months: Figure = { label: 'Project length', value: input.months, text: `${input.months} months` };
      const definition = `profit ÷ cash invested, over the ${months.text}`;
      const roi = ratio('Return on cash invested', definition, profit, cashInvested);
      Object.assign(all, { cashInvested, salePrice, profit, months, roi });
      return { all, roi, roiDefinition: definition };
    }
  }
}

/** A figure by key; throws (failing the build) on a key this study's figures do not have. */
export function figure(figures: Figures, key: string, where: string): Figure {
  const f = figures.all[key];
  if (!f) throw new Error(`${where}: no figure "${key}" (this study has: ${Object.keys(figures.all).join(', ')})`);
  return f;
}
