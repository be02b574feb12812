/**
 * A case study's deal ready to show: its figures worked out from the deal file (figures.ts) and every text
 * that names one filled in. Used by the case-study pages and the content editor's preview and checks.
 */
import type { CollectionEntry } from 'astro:content';
import { fill } from '../placeholders';
import { formatPercent } from '../format';
import { combinedLoanToValue, deriveFigures, figure, type Figures } from './figures';

/** A study's frontmatter as the collection gives it. */
export type CaseStudyData = CollectionEntry<'caseStudies'>['data'];

/**
 * A study ready to render: its figures worked out, and every text that names one ({{key}}) filled
 * in from them, so no figure is typed twice.
 */
export interface Study {
  id: string;
  data: CaseStudyData;
  figures: Figures;
  /** The study of the same deal whose figures this page shows (`sameDealAs`). */
  sameDealAs?: { id: string; title: string };
  description: string;
  lead: string;
  summary: string[];
  /** The study's evidence notes, figures filled in. */
  evidenceNotes: string[];
  timeline: CaseStudyData['timeline'];
  highlights: { label: string; value: string; key?: string }[];
  card?: Omit<NonNullable<CaseStudyData['card']>, 'summary'> & {
    summary: string;
    roi: string;
    /** The return rests on an estimate: the card says so. */
    estimate: boolean;
    title: string;
  };
  cta: CaseStudyData['cta'];
}

/**
 * The study with its figures worked out (another study's, for `sameDealAs`, looked up in `all`);
 * throws (failing the build) on a figure key it lacks.
 */
export function resolveStudy(
  id: string,
  data: CaseStudyData,
  all: readonly { id: string; data: CaseStudyData }[],
): Study {
  const where = `content/case-studies/${id}.mdx`;
  const same = data.sameDealAs === undefined ? undefined : all.find((s) => s.id === data.sameDealAs);
  if (data.sameDealAs !== undefined && !same?.data.figures)
    throw new Error(`${where}: sameDealAs names "${data.sameDealAs}", which is not a study with figures`);
  let figures: Figures;
  try {
    figures = deriveFigures((same ?? { data }).data.figures!);
  } catch (e) {
    throw new Error(`${where}: ${(e as Error).message}`, { cause: e });
  }
  const text = (t: string, field: string) => fill(t, (key) => figures.all[key]?.text, `${where} (${field})`);
  return {
    id,
    data,
    figures,
    sameDealAs: same && { id: same.id, title: same.data.title },
    description: text(data.description, 'description'),
    lead: text(data.lead, 'lead'),
    summary: data.summary.map((s) => text(s, 'summary')),
    evidenceNotes: data.evidence.notes.map((n) => text(n, 'evidence.notes')),
    timeline: data.timeline.map((t) => ({
      ...t,
      title: text(t.title, 'timeline'),
      description: text(t.description, 'timeline'),
    })),
    highlights: data.highlights.map((h) => {
      if ('figure' in h) {
        const f = figure(figures, h.figure, `${where} (highlights)`);
        return { label: f.label, value: f.text, key: h.figure };
      }
      return { label: h.label, value: text(h.value, 'highlights') };
    }),
    card: data.card && {
      ...data.card,
      title: data.title,
      summary: text(data.card.summary, 'card.summary'),
      roi: figures.roi.text,
      estimate: figures.roi.estimate === true,
    },
    cta: { ...data.cta, text: text(data.cta.text, 'cta.text') },
  };
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
  const { product } = study.data;
  if (product === 'loan' && combined) {
    const cltv = formatPercent(combined.afterWorks);
    const verdict =
      combined.afterWorks >= 100
        ? 'over 100%, so a sale at that value would not have repaid them in full'
        : 'a sale for less would not have repaid them in full';
    return `lenders had a second legal charge, behind a ${f('loanToValue')} mortgage of ${f('refinanceMortgage')}. With the ${f('moneyLeftIn')} they left in, the combined loan to value was ${cltv} of the ${f('endValue')} end value: ${verdict}.`;
  }
  if (product === 'joint-venture')
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
