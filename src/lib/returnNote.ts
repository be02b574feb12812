/**
 * What must be said beside a return wherever it is shown: its basis, and for a past return its period,
 * source and the past-performance warning. Pure, so the pages (through facts.ts) and the editor's
 * preview write it the same way.
 */
import { formatDate } from './format';

/** The sentence that must go with a return wherever it is shown: "past performance is not a reliable indicator of future results". */
export const PAST_PERFORMANCE = 'Past performance is not a reliable indicator of future results.';

/** The fields of a fact (content/facts.yaml) a return's note is written from. */
export interface ReturnFact {
  id: string;
  kind: string;
  wording: string;
  basis?: string;
  timing?: 'target' | 'historic';
  period?: { from: Date; to: Date };
  source?: { name: string };
}

/**
 * What a return is a return on, said beside it: the basis, and for a past return also its period
 * (unless its wording already names both years), its source and the past-performance warning.
 */
export function returnNote(f: ReturnFact): string {
  if (f.kind !== 'return' || !f.basis) throw new Error(`returnNote: fact "${f.id}" is not a return with a basis`);
  if (f.timing !== 'historic') return f.basis;
  const { from, to } = f.period!;
  const named = [from, to].every((d) => f.wording.includes(String(d.getUTCFullYear())));
  const period = named ? '' : ` From ${formatDate(from, { day: false })} to ${formatDate(to, { day: false })}.`;
  return `${f.basis}${period} Source: ${f.source!.name}. ${PAST_PERFORMANCE}`;
}
