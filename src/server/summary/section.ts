/**
 * The daily operations summary is built from sections, each a small module that looks at one thing
 * (failed mail, mail waiting too long, the site's settings, data freshness…) and says whether there is
 * something to report. The summary goes to the company inbox when any section has something; a day
 * with nothing to report sends nothing. Add a section by writing one and listing it in sections.ts.
 */
import type { Block } from '../outbox/mail/compose';
import type { RunContext } from '../env';

/** What a section is given when the summary runs. */
export interface SummaryContext {
  /** The run's clock (tests move it). */
  now: Date;
  /** The scheduled function's context: whether this is a deployed site, for settings checks. */
  context?: RunContext;
}

/** Something a section reports. */
export interface Finding {
  /** A few words for the subject line, e.g. '2 e-mails failed'. */
  headline: string;
  /** The section's text in the e-mail: what happened and what to do. Never an address or a secret. */
  blocks: Block[];
  /** Runs only once the summary has been sent, e.g. to mark rows reported so tomorrow's leaves them out. */
  reported?(): Promise<void>;
  /** Shown when another section sends the summary, but never sends it on its own (a status line, say). */
  quiet?: boolean;
}

export interface SummarySection {
  /** The section's heading in the e-mail, e.g. 'Undelivered e-mails'. */
  title: string;
  /**
   * What to report now, or null when all is well. A section that throws is reported as one that
   * could not be checked (with its error, addresses masked), and the other sections still run.
   */
  check(ctx: SummaryContext): Finding | null | Promise<Finding | null>;
}

/** Most rows a section lists one by one; the rest are counted by what they are, so the e-mail stays small. */
const LISTED = 50;

/** The first LISTED rows, and a line counting the rest by their label ('and 120 more: contact / ack 100, …'), or null. */
export function listed<T>(rows: T[], label: (row: T) => string): { shown: T[]; rest: string | null } {
  if (rows.length <= LISTED) return { shown: rows, rest: null };
  const counts = new Map<string, number>();
  for (const row of rows.slice(LISTED)) counts.set(label(row), (counts.get(label(row)) ?? 0) + 1);
  const parts = [...counts].sort((a, b) => b[1] - a[1]).map(([name, n]) => `${name} ${n}`);
  return { shown: rows.slice(0, LISTED), rest: `And ${rows.length - LISTED} more: ${parts.join(', ')}.` };
}
