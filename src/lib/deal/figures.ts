/**
 * A case study's figures, worked out from the few numbers the deal file gives, so the card, the
 * hero, the tables, the chart and the text all show the same return and say what it is a return
 * on, what it includes (stamp duty at the rates of the purchase date, fees) and what it leaves out.
 * Every derived figure carries how it was worked out, with the numbers; a figure that rests on an
 * estimate says so in its label.
 */
import { formatPercent, formatPounds } from '../format.ts';
import { stampDuty } from '../stampDuty.ts';

/** Deal-file numbers that can be marked as estimates (`estimated: [...]`). */
type EstimableKey =
  | 'purchased'
  | 'works'
  | 'refinanceFees'
  | 'buyingFees'
  | 'holdingCosts'
  | 'sellingFees'
  | 'monthlyRent'
  | 'annualRent'
  | 'annualCosts'
  | 'mortgageRate';

interface Common {
  purchasePrice: number;
  /** Refurbishment or conversion cost. */
  works: number;
  /** How the works are described, e.g. "Conversion works". */
  worksLabel?: string;
  /** Completion of the purchase: picks the stamp duty rates. Needed unless the price pays the same at every date. */
  purchased?: Date;
  /** Numbers that are estimates rather than amounts from completion statements, invoices or the lease. */
  estimated?: readonly EstimableKey[];
  /** Numbers worked back from a figure published before, not read from a document. */
  inferred?: readonly EstimableKey[];
  /** Numbers from the deal file that other evidence contradicts, until they are checked. */
  toCheck?: readonly EstimableKey[];
}

/**
 * Bought with a mortgage, improved, then refinanced on the end value: the mortgage interest is on the
 * new loan, and the cash the refinance releases comes out of the deal.
 */
interface RefinanceInput extends Common {
  model: 'refinance';
  /** Deposit, works, stamp duty and every other buying and finance cost: all the cash put in. */
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

/** A let whose running costs and money left in are single figures from the deal file. */
interface LetInput extends Common {
  model: 'let';
  endValue: number;
  annualRent: number;
  /** Mortgage interest and every running cost, a year. */
  annualCosts: number;
  costsLabel?: string;
  /** The investor's cash still in the deal once it was let. */
  moneyLeftIn: number;
  /**
   * Interest rate on the borrowing, percent a year, to split the yearly costs into the interest on
   * the borrowing the money left in implies and the rest (mark it estimated if the deal file has none).
   */
  mortgageRate?: number;
}

/** Bought with a mortgage and let, with no refinance: the return is on the cash put in. */
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
  /** Legal and survey fees on the purchase. */
  buyingFees: number;
  /** Council tax, insurance and utilities until the sale. */
  holdingCosts: number;
  /** Estate agent's and legal fees on the sale. */
  sellingFees: number;
}

export type FiguresInput = RefinanceInput | LetInput | MortgagedInput | FlipInput;

/**
 * How far a figure can be relied on, from its own source and those of the figures it is worked out from:
 * an estimate; worked back from a figure published before (inferred); the remainder of a total that is
 * not itemised (a figure worked out from one is "part not itemised"); a number from the deal file that
 * other evidence contradicts (to check). Each is said in the figure's label. Only an estimate may be a
 * headline return (src/lib/claims/rules/headline-on-unconfirmed-input.ts).
 */
export type Doubt = 'estimate' | 'inferred' | 'not itemised' | 'part not itemised' | 'to check';

export interface Figure {
  label: string;
  /** The figure as shown: "£55,700", "33.13%", "75%", "6 months". */
  text: string;
  value: number;
  /** How it was worked out, with the numbers; absent for figures taken from the deal file. */
  how?: string;
  /** What it rests on that is not a document (absent when nothing): its label says each. */
  doubts?: readonly Doubt[];
}

export interface Figures {
  /** Every figure by key, for tables (`figure: key`) and text (`{{key}}`). */
  all: Record<string, Figure>;
  /** The headline return: what the card, the hero and the chart show. */
  roi: Figure;
  /** "rent less mortgage interest ÷ money left in the deal": what the return is a return on. */
  roiDefinition: string;
  /** Whose return it is and what it is before, said next to it wherever it is shown. */
  whose: string;
  /** What the return does not include, said next to it wherever it is shown. */
  leftOut: string;
}

const pounds = (v: number) => formatPounds(v);
/** Pounds to the penny, so 0.75 × £55,700 is exactly £41,775. */
const round = (v: number) => Math.round(v * 100) / 100;

const DOUBTS: readonly Doubt[] = ['estimate', 'inferred', 'not itemised', 'part not itemised', 'to check'];

/** The doubts of figures worked out from these, in one order: a remainder not itemised becomes "part not itemised". */
function inherited(from: readonly Figure[]): Doubt[] {
  const all = new Set<Doubt>(
    from.flatMap((f) => f.doubts ?? []).map((d) => (d === 'not itemised' ? 'part not itemised' : d)),
  );
  return DOUBTS.filter((d) => all.has(d));
}

/** Builds figures, marking each that is, or rests on, a number that is not from a document. */
function maker(input: Pick<Common, 'estimated' | 'inferred' | 'toCheck'>) {
  const own = (key: string): Doubt[] => [
    ...(input.estimated?.includes(key as EstimableKey) ? (['estimate'] as const) : []),
    ...(input.inferred?.includes(key as EstimableKey) ? (['inferred'] as const) : []),
    ...(input.toCheck?.includes(key as EstimableKey) ? (['to check'] as const) : []),
  ];
  const mark = (f: Figure, doubts: readonly Doubt[]): Figure =>
    doubts.length ? { ...f, label: `${f.label} (${doubts.join('; ')})`, doubts } : f;
  return {
    /** A number from the deal file, marked as its key is listed (`estimated`, `inferred`, `toCheck`). */
    given(key: string, label: string, value: number): Figure {
      return mark({ label, value, text: pounds(value) }, own(key));
    },
    /** A rate from the deal file, in percent, marked as its key is listed. */
    percent(key: EstimableKey, label: string, value: number): Figure {
      return mark({ label, value, text: `${value}%` }, own(key));
    },
    /** A pound figure worked out from others; `notItemised` for the remainder of a total that is not broken down. */
    money(label: string, value: number, how: string, from: Figure[], notItemised = false): Figure {
      const own = notItemised && value > 0 ? ['not itemised'] : [];
      const doubts = DOUBTS.filter((d) => inherited(from).includes(d) || own.includes(d));
      return mark({ label, value, text: pounds(value), how }, doubts);
    },
    /** One figure over another, as a percentage. */
    ratio(label: string, definition: string, numerator: Figure, denominator: Figure): Figure {
      if (denominator.value <= 0) throw new Error(`${label}: ${denominator.label} must be above zero`);
      const value = (numerator.value / denominator.value) * 100;
      return mark(
        { label, value, text: formatPercent(value), how: `${definition}: ${numerator.text} ÷ ${denominator.text}` },
        inherited([numerator, denominator]),
      );
    },
  };
}

const rate = (label: string, value: number): Figure => ({ label, value, text: `${value}%` });

function mustNotBeNegative(f: Figure): Figure {
  if (f.value < 0) throw new Error(`${f.label} works out below zero (${f.how}): check the deal figures`);
  return f;
}

type Maker = ReturnType<typeof maker>;

/** What every model starts from: the price, the works and the stamp duty at the purchase date's rates. */
interface Start {
  f: Maker;
  purchasePrice: Figure;
  works: Figure;
  stamp: Figure;
}

/** The price, the works and the stamp duty, which every model starts from. */
function start(input: FiguresInput): Start {
  const f = maker(input);
  const purchasePrice: Figure = {
    label: 'Purchase price',
    value: input.purchasePrice,
    text: pounds(input.purchasePrice),
  };
  const works = f.given('works', input.worksLabel ?? 'Refurbishment', input.works);
  const duty = stampDuty(input.purchasePrice, input.purchased);
  const dutyFrom = [f.given('purchased', purchasePrice.label, input.purchasePrice)];
  const completed =
    input.purchased &&
    ` on completion, ${input.purchased.toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' })}`;
  const stamp = f.money(`Stamp duty${completed ?? ''}`, duty.amount, duty.how, dutyFrom);
  return { f, purchasePrice, works, stamp };
}

/** The case study's figures from its deal-file numbers; throws if they cannot all be true. */
export function deriveFigures(input: FiguresInput): Figures {
  const s = start(input);
  const own = modelFigures(input, s);
  return { ...own, all: { purchasePrice: s.purchasePrice, works: s.works, stampDuty: s.stamp, ...own.all } };
}

/** A model's own figures (after the three every study starts from), its return and what the return is. */
function modelFigures(input: FiguresInput, s: Start): Figures {
  switch (input.model) {
    case 'refinance':
      return refinanceFigures(input, s);
    case 'let':
      return letFigures(input, s);
    case 'mortgaged':
      return mortgagedFigures(input, s);
    case 'flip':
      return flipFigures(input, s);
  }
}

/** What a mortgaged let's return on rent leaves out. */
const letLeftOut =
  'Not included: buildings insurance, the owner’s repairs, management fees, months without rent, and income tax.';

/** Whose a let's return is: the owner's, on the cash left in, raised by the mortgage. */
const ownersReturn = (onWhat: string) =>
  `It is the owner’s return on ${onWhat}, raised by the mortgage, before our share of the profit and tax: not what a lender to us is paid.`;

/** A let's headline return: the owner's, on the cash still in the deal. */
const OWNERS_ROI = 'Owner’s return a year on the money left in';

/** The value after the works, from the deal file. */
const endValueOf = (value: number): Figure => ({ label: 'End value after the works', value, text: pounds(value) });

/** The mortgage at purchase (`label`) at the loan to value, and the deposit, the rest of the price. */
function mortgageAndDeposit(f: Maker, label: string, loanToValue: number, purchasePrice: Figure) {
  const purchaseMortgage = f.money(
    label,
    round((loanToValue / 100) * purchasePrice.value),
    `${loanToValue}% of ${purchasePrice.text}`,
    [],
  );
  const deposit = f.money(
    'Deposit',
    round(purchasePrice.value - purchaseMortgage.value),
    `${purchasePrice.text} − ${purchaseMortgage.text}`,
    [],
  );
  return { purchaseMortgage, deposit };
}

/** Rent a year, the interest on the mortgage, and what is left: the same chain in every mortgaged let. */
function rentChain(f: Maker, monthly: number, mortgageRate: number, mortgage: Figure) {
  const monthlyRent = f.given('monthlyRent', 'Rent a month', monthly);
  const annualRent = f.money('Rent a year', monthly * 12, `12 × ${monthlyRent.text}`, [monthlyRent]);
  const mortgageInterest = f.money(
    'Mortgage interest a year',
    round((mortgageRate / 100) * mortgage.value),
    `${mortgageRate}% of ${mortgage.text}`,
    [mortgage],
  );
  const rentAfterInterest = f.money(
    'Rent less mortgage interest, a year',
    round(annualRent.value - mortgageInterest.value),
    `${annualRent.text} − ${mortgageInterest.text}`,
    [annualRent, mortgageInterest],
  );
  return { monthlyRent, annualRent, mortgageInterest, rentAfterInterest };
}

/** A mortgage's terms as given: loan to value and rate. */
const terms = (i: { loanToValue: number; mortgageRate: number }) => ({
  loanToValue: rate('Loan to value', i.loanToValue),
  mortgageRate: rate('Mortgage rate (a year)', i.mortgageRate),
});

/**
 * A refinanced let, the cash put in: the purchase mortgage and deposit, and the buying and finance costs the deal
 * file's total leaves after the deposit, works and stamp duty (not itemised).
 */
function refinanceCashIn(input: RefinanceInput, { f, purchasePrice, works, stamp }: Start) {
  const { purchaseMortgage, deposit } = mortgageAndDeposit(f, 'Mortgage at purchase', input.loanToValue, purchasePrice);
  const otherCosts = mustNotBeNegative(
    f.money(
      'Other buying and finance costs',
      round(input.cashInvested - deposit.value - input.works - stamp.value),
      `${pounds(input.cashInvested)} − ${deposit.text} − ${works.text} − ${stamp.text}: the rest of the cash invested`,
      [works, stamp],
      true,
    ),
  );
  // The total comes from the deal file; only the part of it not itemised makes it less than a document.
  const cashInvested = f.money(
    'Cash invested',
    input.cashInvested,
    `${deposit.text} + ${works.text} + ${stamp.text} + ${otherCosts.text}`,
    otherCosts.value > 0 ? [{ ...otherCosts, doubts: ['not itemised'] }] : [],
  );
  return { purchaseMortgage, deposit, otherCosts, cashInvested };
}

/** Bought, improved, refinanced on the end value: the return is rent less interest on the money left in. */
function refinanceFigures(input: RefinanceInput, s: Start): Figures {
  const { f } = s;
  const cashIn = refinanceCashIn(input, s);
  const { purchaseMortgage, cashInvested } = cashIn;
  const endValue = endValueOf(input.endValue);
  const refinanceMortgage = f.money(
    'Mortgage after the works',
    round((input.loanToValue / 100) * input.endValue),
    `${input.loanToValue}% of ${endValue.text}, the end value`,
    [],
  );
  const cashReleased = f.money(
    'Cash released by the refinance',
    round(refinanceMortgage.value - purchaseMortgage.value),
    `${refinanceMortgage.text} − ${purchaseMortgage.text}`,
    [],
  );
  const refinanceFees = f.given('refinanceFees', 'Refinance fees', input.refinanceFees);
  const moneyLeftIn = mustNotBeNegative(
    f.money(
      'Money left in the deal',
      round(input.cashInvested - cashReleased.value + input.refinanceFees),
      `${cashInvested.text} − ${cashReleased.text} + ${refinanceFees.text}`,
      [cashInvested, refinanceFees],
    ),
  );
  const rent = rentChain(f, input.monthlyRent, input.mortgageRate, refinanceMortgage);
  const definition = 'rent less mortgage interest ÷ money left in the deal';
  const roi = f.ratio(OWNERS_ROI, definition, rent.rentAfterInterest, moneyLeftIn);
  const all = {
    ...cashIn,
    endValue,
    refinanceMortgage,
    cashReleased,
    refinanceFees,
    moneyLeftIn,
    ...rent,
    ...terms(input),
    roi,
  };
  return { all, roi, roiDefinition: definition, whose: ownersReturn('the cash left in'), leftOut: letLeftOut };
}

/**
 * A let's yearly costs are one figure in the deal file: given a rate, the interest the borrowing implies, and the
 * rest (running costs and management).
 */
function letCostsSplit(
  f: Maker,
  mortgageRate: number | undefined,
  borrowing: Figure,
  annualCosts: Figure,
): Record<string, Figure> {
  if (mortgageRate === undefined) return {};
  const rate = f.percent('mortgageRate', 'Mortgage rate (a year)', mortgageRate);
  const borrowingInterest = f.money(
    'Interest on that borrowing a year',
    round((mortgageRate / 100) * borrowing.value),
    `${mortgageRate}% of ${borrowing.text}`,
    [rate, borrowing],
  );
  const otherRunningCosts = mustNotBeNegative(
    f.money(
      'Running costs and management a year, not broken down',
      round(annualCosts.value - borrowingInterest.value),
      `${annualCosts.text} − ${borrowingInterest.text}`,
      [annualCosts, borrowingInterest],
    ),
  );
  return { mortgageRate: rate, borrowingInterest, otherRunningCosts };
}

/** A let whose costs and money left in are single figures: net cashflow on the money left in. */
function letFigures(input: LetInput, { f, purchasePrice, works, stamp }: Start): Figures {
  const totalCost = f.money(
    'Purchase, works and stamp duty',
    input.purchasePrice + input.works + stamp.value,
    `${purchasePrice.text} + ${works.text} + ${stamp.text}`,
    [works, stamp],
  );
  const endValue = endValueOf(input.endValue);
  const annualRent = f.given('annualRent', 'Rent a year', input.annualRent);
  const annualCosts = f.given(
    'annualCosts',
    input.costsLabel ?? 'Mortgage interest and running costs a year',
    input.annualCosts,
  );
  const netCashflow = f.money(
    'Net cashflow a year',
    round(input.annualRent - input.annualCosts),
    `${annualRent.text} − ${annualCosts.text}, before tax`,
    [annualRent, annualCosts],
  );
  const moneyLeftIn = f.given('moneyLeftIn', 'Money left in the deal (from the deal file)', input.moneyLeftIn);
  const borrowing = mustNotBeNegative(
    f.money(
      'Borrowing the money left in implies',
      round(totalCost.value - input.moneyLeftIn),
      `${totalCost.text} − ${moneyLeftIn.text}`,
      [totalCost],
    ),
  );
  const impliedLoanToValue = f.ratio('Loan to value that implies', 'borrowing ÷ end value', borrowing, endValue);
  const split = letCostsSplit(f, input.mortgageRate, borrowing, annualCosts);
  const definition = 'net cashflow ÷ money left in the deal';
  const roi = f.ratio(OWNERS_ROI, definition, netCashflow, moneyLeftIn);
  const all = {
    totalCost,
    endValue,
    annualRent,
    annualCosts,
    netCashflow,
    moneyLeftIn,
    borrowing,
    impliedLoanToValue,
    ...split,
    roi,
  };
  const leftOut =
    'Not included: legal and survey costs on the purchase (not in the deal file) and income tax. The running costs are one figure in the deal file, not broken down.';
  return { all, roi, roiDefinition: definition, whose: ownersReturn('the cash left in'), leftOut };
}

/** Bought with a mortgage and let: rent less interest on the cash put in. */
function mortgagedFigures(input: MortgagedInput, { f, purchasePrice, works, stamp }: Start): Figures {
  const { purchaseMortgage, deposit } = mortgageAndDeposit(f, 'Mortgage', input.loanToValue, purchasePrice);
  const cashInvested = f.money(
    'Cash invested',
    deposit.value + input.works + stamp.value,
    `${deposit.text} + ${works.text} + ${stamp.text}`,
    [works, stamp],
  );
  const rent = rentChain(f, input.monthlyRent, input.mortgageRate, purchaseMortgage);
  const definition = 'rent less mortgage interest ÷ cash invested';
  const roi = f.ratio('Owner’s cash-on-cash return a year', definition, rent.rentAfterInterest, cashInvested);
  const all = { purchaseMortgage, deposit, cashInvested, ...rent, ...terms(input), roi };
  const leftOut =
    'Not included: legal, survey and lender fees on the purchase (not in the deal file), buildings insurance, the owner’s repairs, management fees, months without rent, and income tax.';
  return { all, roi, roiDefinition: definition, whose: ownersReturn('the cash put in'), leftOut };
}

/** Labels of a flip's costs. */
const labels = {
  buyingFees: 'Legal and survey fees on the purchase',
  holdingCosts: 'Council tax, insurance and utilities until the sale',
  sellingFees: 'Estate agent’s and legal fees on the sale',
};

/** Bought, refurbished and sold: the whole deal's profit on all the cash put in, over the project. */
function flipFigures(input: FlipInput, { f, purchasePrice, works, stamp }: Start): Figures {
  const buyingFees = f.given('buyingFees', labels.buyingFees, input.buyingFees);
  const holdingCosts = f.given('holdingCosts', labels.holdingCosts, input.holdingCosts);
  const cashInvested = f.money(
    'Cash invested',
    input.purchasePrice + input.works + stamp.value + input.buyingFees + input.holdingCosts,
    `${purchasePrice.text} + ${works.text} + ${stamp.text} + ${buyingFees.text} + ${holdingCosts.text}`,
    [works, stamp, buyingFees, holdingCosts],
  );
  const salePrice: Figure = { label: 'Sale price', value: input.salePrice, text: pounds(input.salePrice) };
  const sellingFees = f.given('sellingFees', labels.sellingFees, input.sellingFees);
  const profit = f.money(
    'Whole deal’s profit after costs',
    input.salePrice - input.sellingFees - cashInvested.value,
    `${salePrice.text} − ${sellingFees.text} − ${cashInvested.text}, before tax`,
    [sellingFees, cashInvested],
  );
  const months: Figure = { label: 'Project length', value: input.months, text: `${input.months} months` };
  const definition = `profit after costs ÷ cash invested, over the ${months.text}`;
  const roi = f.ratio('Whole deal’s return on the cash invested, before our share', definition, profit, cashInvested);
  const all = { buyingFees, holdingCosts, cashInvested, salePrice, sellingFees, profit, months, roi };
  const leftOut =
    'Not included: tax on the profit. There were no finance costs: investors’ cash paid for the purchase and the works.';
  const whose =
    'It is the return on all the cash put in, before our share of the profit and tax: partners were paid their share of what was left after ours.';
  return { all, roi, roiDefinition: definition, whose, leftOut };
}

/** A figure by key; throws (failing the build) on a key this study's figures do not have. */
export function figure(figures: Figures, key: string, where: string): Figure {
  const f = figures.all[key];
  if (!f) throw new Error(`${where}: no figure "${key}" (this study has: ${Object.keys(figures.all).join(', ')})`);
  return f;
}

/**
 * A refinanced let's combined loan to value, percent, if lenders funded the cash put in: the
 * mortgage and their money left in over the end value once the works are done and the house
 * refinanced; the purchase mortgage and all the cash put in over the price at purchase. Undefined
 * for the other models.
 */
export function combinedLoanToValue(figures: Figures): { afterWorks: number; atPurchase: number } | undefined {
  const { refinanceMortgage, moneyLeftIn, endValue, purchaseMortgage, cashInvested, purchasePrice } = figures.all;
  if (!refinanceMortgage || !moneyLeftIn || !endValue || !purchaseMortgage || !cashInvested || !purchasePrice)
    return undefined;
  return {
    afterWorks: ((refinanceMortgage.value + moneyLeftIn.value) / endValue.value) * 100,
    atPurchase: ((purchaseMortgage.value + cashInvested.value) / purchasePrice.value) * 100,
  };
}

/**
 * What partners made in a flip from their share of the profit, if they funded all the cash invested: their
 * profit, their return over the project and the same a year (simple: × 12 ÷ months), each with its working.
 * Undefined for a deal that was not sold, whose profit is not yet known.
 */
export function partnersShare(figures: Figures, share: number): Record<string, Figure> | undefined {
  const { profit, cashInvested, months } = figures.all;
  if (!profit || !cashInvested || !months) return undefined;
  const doubts = inherited([profit]);
  const marked = (f: Figure): Figure =>
    doubts.length ? { ...f, label: `${f.label} (${doubts.join('; ')})`, doubts } : f;
  const partnersProfit = marked({
    label: 'Partners’ share of the profit',
    value: round((share / 100) * profit.value),
    text: pounds(round((share / 100) * profit.value)),
    how: `${share}% of ${profit.text}`,
  });
  const over = (partnersProfit.value / cashInvested.value) * 100;
  const partnersReturn = marked({
    label: `Partners’ return over the ${months.text}`,
    value: over,
    text: formatPercent(over),
    how: `their share ÷ the cash they put in: ${partnersProfit.text} ÷ ${cashInvested.text}`,
  });
  const yearly = (over * 12) / months.value;
  const partnersReturnYear = marked({
    label: 'Partners’ return a year',
    value: yearly,
    text: formatPercent(yearly),
    how: `${partnersReturn.text} × 12 ÷ ${months.value}, simple`,
  });
  return { partnersProfit, partnersReturn, partnersReturnYear };
}
