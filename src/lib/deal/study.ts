/**
 * A case study's deal ready to show: its figures worked out from the deal file (figures.ts), what its
 * investors got, and every text that names a figure filled in. Used by the case-study pages and the
 * content editor's preview and checks.
 */
import type { CollectionEntry } from 'astro:content';
import { checkStudies as checkRecords, returnFigureKeys, unconfirmed, type Problem } from '../claims';
import { fill } from '../placeholders';
import { formatDate, formatPercent } from '../format';
import {
  combinedLoanToValue,
  deriveFigures,
  figure,
  partnersShare,
  type Doubt,
  type Figure,
  type Figures,
} from './figures';

/** A study's frontmatter as the collection gives it. */
export type CaseStudyData = CollectionEntry<'caseStudies'>['data'];

/** A way investors put money into a deal. */
export type Product = 'loan' | 'joint-venture';

/** Keys of figures that state a return or an income (the claims rules' and a partner's): a headline among them is a headline return. */
const headlineReturnKeys: readonly string[] = [
  ...returnFigureKeys,
  'partnersProfit',
  'partnersReturn',
  'partnersReturnYear',
];

/** What the investors who took part one way got, row by row; "To be confirmed" where the company has not said. */
export interface Outcome {
  kind: Product;
  /** "Lenders in this deal", "Partners in this deal". */
  title: string;
  rows: { label: string; value: string; key?: string; confirmed: boolean }[];
  /** Every row is confirmed. */
  complete: boolean;
  /** What they were paid a year, for the like-for-like chart: a lender's rate, a partner's return a year. */
  perYear?: Figure;
}

/** Shown where the company has not yet said what investors got. */
export const TO_CONFIRM = 'To be confirmed';

/**
 * A study ready to render: its figures worked out, what its investors got, and every text that names
 * one ({{key}}) filled in from them, so no figure is typed twice.
 */
export interface Study {
  id: string;
  data: CaseStudyData;
  figures: Figures;
  /** What investors got, one entry per way they took part, in the order the study gives them. */
  outcomes: Outcome[];
  description: string;
  lead: string;
  summary: string[];
  /** The study's evidence notes, figures filled in. */
  evidenceNotes: string[];
  timeline: CaseStudyData['timeline'];
  highlights: { label: string; value: string; key?: string }[];
  /** The returns among the highlights: the owner's (or the deal's) return, after what investors got. */
  headlineReturns: { label: string; value: string; key: string }[];
  card: CaseStudyData['card'] & { summary: string; title: string; href: string };
  cta: CaseStudyData['cta'];
}

const repaidText = (repaid: 'in full' | 'not yet due' | 'overdue', on?: Date): string =>
  repaid === 'in full'
    ? `In full${on ? `, ${formatDate(on, { day: false })}` : ''}`
    : repaid === 'not yet due'
      ? 'Not yet: not due'
      : 'Not yet: overdue';

const row = (label: string, value: string | undefined, key?: string) => ({
  label,
  value: value ?? TO_CONFIRM,
  confirmed: value !== undefined,
  ...(key ? { key } : {}),
});

/** What each way of taking part got, from the study's `investors` and its figures (a partner's share of a flip's profit). */
function outcomesOf(data: CaseStudyData, figures: Figures): Outcome[] {
  return data.investors.map((inv) => {
    if (inv.kind === 'loan') {
      const rows = [
        row(
          'Interest rate',
          inv.rate === undefined ? undefined : `${formatPercent(inv.rate, 2, { trim: true })} a year`,
        ),
        row('Term', inv.termMonths === undefined ? undefined : `${inv.termMonths} months`),
        row(
          'Payments',
          inv.payments && { 'on time': 'All on time', late: 'Some late', missed: 'Some missed' }[inv.payments],
        ),
        row('Repaid', inv.repaid === undefined ? undefined : repaidText(inv.repaid, inv.repaidOn)),
      ];
      const perYear: Figure | undefined =
        inv.rate === undefined ? undefined : { label: 'Lenders in this deal', value: inv.rate, text: `${inv.rate}%` };
      return { kind: inv.kind, title: 'Lenders in this deal', rows, complete: rows.every((r) => r.confirmed), perYear };
    }
    const share = inv.share === undefined ? undefined : partnersShare(figures, inv.share);
    if (share) Object.assign(figures.all, share);
    const months = figures.all.months;
    const rows = [
      row('Share of the profit', inv.share === undefined ? undefined : `${inv.share}%`),
      ...(share
        ? [
            row(share.partnersReturn!.label, share.partnersReturn!.text, 'partnersReturn'),
            row(share.partnersReturnYear!.label, share.partnersReturnYear!.text, 'partnersReturnYear'),
          ]
        : []),
      row('Period', months && `${months.text}, purchase to sale`),
      row('Paid', inv.paid),
    ];
    return {
      kind: inv.kind,
      title: 'Partners in this deal',
      rows,
      complete: rows.every((r) => r.confirmed),
      perYear: share?.partnersReturnYear,
    };
  });
}

/** The study with its figures worked out; throws (failing the build) on a figure key it lacks. */
export function resolveStudy(id: string, data: CaseStudyData): Study {
  const where = `content/case-studies/${id}.mdx`;
  let figures: Figures;
  try {
    figures = deriveFigures(data.figures);
  } catch (e) {
    throw new Error(`${where}: ${(e as Error).message}`, { cause: e });
  }
  const outcomes = outcomesOf(data, figures);
  const text = (t: string, field: string) => fill(t, (key) => figures.all[key]?.text, `${where} (${field})`);
  const highlights = data.highlights.map((h) => {
    if ('figure' in h) {
      const f = figure(figures, h.figure, `${where} (highlights)`);
      return { label: f.label, value: f.text, key: h.figure };
    }
    return { label: h.label, value: text(h.value, 'highlights') };
  });
  return {
    id,
    data,
    figures,
    outcomes,
    description: text(data.description, 'description'),
    lead: text(data.lead, 'lead'),
    summary: data.summary.map((s) => text(s, 'summary')),
    evidenceNotes: data.evidence.notes.map((n) => text(n, 'evidence.notes')),
    timeline: data.timeline.map((t) => ({
      ...t,
      title: text(t.title, 'timeline'),
      description: text(t.description, 'timeline'),
    })),
    highlights,
    headlineReturns: highlights.flatMap((h) =>
      h.key && headlineReturnKeys.includes(h.key) ? [{ ...h, key: h.key }] : [],
    ),
    card: {
      ...data.card,
      title: data.title,
      summary: text(data.card.summary, 'card.summary'),
      href: `/case-studies/${id}`,
    },
    cta: { ...data.cta, text: text(data.cta.text, 'cta.text') },
  };
}

const doubtWords: Record<Doubt, string> = {
  estimate: 'estimates',
  inferred: 'a number inferred from the return first published',
  'not itemised': 'costs not yet itemised',
  'part not itemised': 'costs not yet itemised',
  'to check': 'a number still to be checked against the documents',
};

/**
 * Why the owner's return is not among the headline figures, when it cannot be: what it rests on. The
 * tables still work it out, marked.
 */
export function ownersReturnAside(study: Study): string | undefined {
  if (study.headlineReturns.some((h) => h.key === 'roi')) return undefined;
  const doubts = [...new Set(unconfirmed(study.figures.roi).map((d) => doubtWords[d as Doubt]))];
  return doubts.length
    ? `The owner’s return is worked out in the tables below, not shown here: it rests on ${doubts.join(' and ')}.`
    : undefined;
}

/**
 * What is particular to this deal in its risk section ("In this deal: …"): who is repaid first in a sale and, for a deal
 * investors lent to, their charge's rank and the combined loan to value; for a joint venture, that a
 * stake has no charge.
 */
export function dealRisk(study: Study): string {
  const { all } = study.figures;
  const f = (key: string) => all[key]?.text ?? '';
  const combined = combinedLoanToValue(study.figures);
  const products = study.outcomes.map((o) => o.kind);
  if (products.includes('loan') && combined) {
    const cltv = formatPercent(combined.afterWorks);
    const verdict =
      combined.afterWorks >= 100
        ? 'over 100%, so a sale at that value would not have repaid them in full'
        : 'a sale for less would not have repaid them in full';
    return `lenders had a second legal charge, behind a ${f('loanToValue')} mortgage of ${f('refinanceMortgage')}. With the ${f('moneyLeftIn')} they left in, the combined loan to value was ${cltv} of the ${f('endValue')} end value: ${verdict}.`;
  }
  if (products.includes('joint-venture'))
    return `partners’ stakes had no charge on the property. ${all.salePrice ? `With no mortgage, a sale for less than the ${f('cashInvested')} put in would have been their loss.` : 'Any mortgage is repaid before them in a sale.'}`;
  const ahead = all.refinanceMortgage
    ? `its ${f('refinanceMortgage')} mortgage`
    : all.purchaseMortgage
      ? `its ${f('purchaseMortgage')} mortgage`
      : all.borrowing
        ? `the ${f('borrowing')} of borrowing its figures imply`
        : undefined;
  return `how investors took part is still being confirmed.${ahead ? ` In a sale, ${ahead} is repaid first.` : ''}`;
}

/**
 * What the build refuses across the studies: two of one property, and a headline return resting on a
 * number inferred, not itemised or to check (the claims rules that read case studies, src/lib/claims/rules/).
 * Each problem names the study's file.
 */
export function checkStudies(studies: readonly Study[]): Problem[] {
  return checkRecords(
    studies.map((s) => ({
      file: `content/case-studies/${s.id}.mdx`,
      title: s.data.title,
      address: s.data.address,
      purchasePrice: s.data.figures.purchasePrice,
      purchased: s.data.figures.purchased,
      headline: s.headlineReturns.map((h) => ({ key: h.key, figure: s.figures.all[h.key]! })),
    })),
    { today: new Date() },
  );
}
