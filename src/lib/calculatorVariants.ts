/**
 * The calculator's facts and words, in one place for the island, the schemas, the server-rendered
 * result page and the report e-mail: the variants' sources, labels, colours and report delay, and
 * the sentences that describe a result. No zod here: the island loads its rules only when used.
 */
import { formatPercent, formatPounds } from './format';
import { monthLabel, type InflationResult } from './inflation';
import { paths } from './paths';

/** A call to action after a result: a page, opened in a new tab so the result stays open. */
export interface ResultCta {
  href: string;
  label: string;
}

/**
 * The calls to action beside a result (the page, the island's result card, the no-JavaScript result page): to
 * talk to us about investing, or, where a page everyone reads may not invite investment (the exempt-audience
 * route: src/lib/regulatory/inForce.ts, teachOnly), to learn and to ask.
 */
export const resultCtas = {
  promote: [
    { href: paths.contact, label: 'Book your free 15-min consultation' },
    { href: paths.bookCall, label: 'Book My Free Call' },
  ],
  teach: [
    { href: paths.learn, label: 'Explore the Learning Hub' },
    { href: paths.contact, label: 'Ask us a question' },
  ],
} as const satisfies Record<string, readonly ResultCta[]>;

/** The calculator page's rules and look, or the landing page's. */
export type Variant = 'calculator' | 'landing';

/** The `source` each variant's form sends, and the tag stored when a client sends none. */
export const calculatorSources = {
  calculator: 'Website',
  landing: 'Landing Page',
  fallback: 'inflation-calculator',
} as const;

/** First year the landing variant accepts: the RPI series begins in January 1987. */
export const FIRST_YEAR = 1987;
/** Largest amount accepted, in pounds: anything bigger is a typing slip. */
export const MAX_AMOUNT = 1_000_000_000;

export interface VariantSettings {
  /** Page the variant lives on. */
  page: string;
  /** Label of percentageIncrease (the landing variant's own wording). */
  percentLabel: string;
  /** Bar colours, start then end: navy and orange, or green and red. */
  colours: readonly [string, string];
  /** Pause between the chart appearing and the report being sent, ms. */
  reportDelayMs: number;
}

export const variants: Record<Variant, VariantSettings> = {
  calculator: {
    page: paths.inflationCalculator,
    percentLabel: 'Price increase',
    colours: ['#0b2545', '#f7931e'],
    reportDelayMs: 1000,
  },
  // CPI measures consumer prices, not the cost of living, so the label does not say '% increase in cost of living'.
  landing: {
    page: paths.landing,
    percentLabel: '% increase in consumer prices (CPI)',
    colours: ['#166534', '#b91c1c'],
    reportDelayMs: 1500,
  },
};

/** JPEG quality of the chart image sent with the report. */
export const CHART_JPEG_QUALITY = 0.7;

/** Label of the chart's one dataset. */
export const DATASET_LABEL = 'Value (£)';

/** '£10,000.00 in January 2010 would need £16,355.35 in August 2026 to buy the same.' */
export function summary(r: InflationResult): string {
  return `${formatPounds(r.originalValue, { pence: true })} in ${monthLabel(r.fromMonth)} would need ${formatPounds(r.todayValue, { pence: true })} in ${monthLabel(r.toMonth)} to buy the same.`;
}

/** The four figures of a result, labelled for the variant, in reading order. */
export function figures(r: InflationResult, variant: Variant): [label: string, value: string][] {
  return [
    [`Your money in ${monthLabel(r.fromMonth)}`, formatPounds(r.originalValue, { pence: true })],
    [`Needed in ${monthLabel(r.toMonth)}`, formatPounds(r.todayValue, { pence: true })],
    ['Buying power lost', formatPounds(r.lossInValue, { pence: true })],
    [variants[variant].percentLabel, formatPercent(r.percentageIncrease)],
  ];
}

/**
 * What "buying power lost" means, and why it is not the extra needed: the loss is counted in the start
 * month's pounds (A × (1 − CPI then ÷ CPI now)), the extra in the latest month's (A × (CPI now ÷ CPI
 * then − 1)). 'Buying power lost is in March 2014 pounds: your £25,000.00 now buys what £17,357.24 did
 * then. The extra £11,008.02 needed is that same loss in August 2026 pounds.'
 */
export function lossNote(r: InflationResult): string {
  const pounds = (v: number) => formatPounds(v, { pence: true });
  const left = Math.round((r.originalValue - r.lossInValue) * 100) / 100;
  const extra = Math.round((r.todayValue - r.originalValue) * 100) / 100;
  return `Buying power lost is in ${monthLabel(r.fromMonth)} pounds: your ${pounds(r.originalValue)} now buys what ${pounds(left)} did then. The extra ${pounds(extra)} needed is that same loss in ${monthLabel(r.toMonth)} pounds.`;
}

/** Which ONS series the figures come from, over which months. */
export function indexNote(r: InflationResult): string {
  const cpi = 'the consumer prices index (CPI, series D7BT)';
  if (r.index === 'CPI') return `ONS figures: ${cpi}, ${monthLabel(r.fromMonth)} to ${monthLabel(r.toMonth)}.`;
  return `ONS figures: the retail prices index (RPI, series CHAW) from ${monthLabel(r.fromMonth)} to January 1988, when CPI begins, then ${cpi} to ${monthLabel(r.toMonth)}.`;
}

/** The chart's two bars as text: 'Value (£): 2010 £10,000.00; 2026 £16,355.35.' */
export function chartText(r: InflationResult): string {
  const [start, end] = barLabels(r);
  return `${DATASET_LABEL}: ${start} ${formatPounds(r.originalValue, { pence: true })}; ${end} ${formatPounds(r.todayValue, { pence: true })}.`;
}

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const shortMonth = (key: string) => `${SHORT_MONTHS[Number(key.slice(5, 7)) - 1]} ${key.slice(0, 4)}`;

/** The two bars' labels: start and end year, or short months when both fall in one year. */
export function barLabels(r: InflationResult): [string, string] {
  return r.startYear === r.endYear
    ? [shortMonth(r.fromMonth), shortMonth(r.toMonth)]
    : [String(r.startYear), String(r.endYear)];
}

/**
 * What POST /api/inflation-email answers every report request it accepts: the same status, whatever the address
 * has been sent before, because whether the e-mail goes (the per-inbox limit, a bounce, the sending caps) is
 * decided after the answer, so the answer tells no one anything about the address.
 */
export const REPORT_ANSWER = 'queued';
export type ReportStatus = typeof REPORT_ANSWER;

/** The line that tells the visitor what happens to their report. */
export function reportStatusText(email: string): string {
  return `Your report is on its way to ${email}; it may take a few minutes to arrive.`;
}

const compactPounds = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** A y-axis tick: '£0', '£2,500', '£25,000', then '£1.5m' once labels would grow long. */
export function poundsTick(value: number): string {
  return value >= 1_000_000 ? compactPounds.format(value) : formatPounds(value, { pence: !Number.isInteger(value) });
}
