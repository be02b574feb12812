/**
 * Sign-off by version: what an approver signs off is the words, not a date. The record (content/approval.json,
 * written by `npm run approval -- sign`, docs/approval.md) holds who signed off and when, and a fingerprint of
 * the visible text of every public page and e-mail as signed off; content/approval-text.json keeps those words,
 * so the next approval pack can show what changed. A production build publishes only signed-off text; every
 * other build marks what changed "Awaiting approval". Pure: the fingerprints themselves are hashed by the build
 * and the server (src/server/fingerprint.ts).
 *
 * A page's text is fingerprinted sentence by sentence, each with where it is ("title", "alt", "island", "text").
 * A figure that changes by itself (an ONS figure, today's year, the approval's own date) is read as "…", so the
 * sentence around it is what is signed off: an element marked `data-live` in the built page (its text), the
 * values of such elements wherever else the page repeats them (an island's props), and a year in a list of years.
 * The record's own approver, firm reference number and date are such elements where a page shows them
 * (src/components/regulatory/ApprovalNote.astro); the same date elsewhere (a legal page's "Last updated") is words.
 */
import * as z from 'zod';
import { pageText, sentencesOf, type TextBlock } from './claims/pageText.ts';
import { textOf, type HtmlDocument, type HtmlElement } from './html.ts';
import { approvalSchema, type Route, type SiteRoute } from '../collections/regulatory.ts';

/** The record of the sign-off, and the words it signed off. */
export const APPROVAL_FILE = 'content/approval.json';
export const APPROVED_TEXT_FILE = 'content/approval-text.json';

const fingerprint = z.string().regex(/^[0-9a-f]{16,64}$/, 'a fingerprint: hexadecimal');

/** The approval (approver, FRN, date, term: as the route's, src/collections/regulatory.ts), and what it signed off. */
export const approvalRecordSchema = approvalSchema
  .extend({
    _note: z.string().optional().describe('What this file is; written by the sign-off command'),
    reference: z.string().min(1).describe('The approver’s reference for this sign-off (their file or ticket)'),
    fingerprint: fingerprint.describe('Of everything signed off: every page and e-mail below, in order'),
    pages: z.record(z.string(), fingerprint).describe('Each public page’s text as signed off, by address'),
    emails: z.record(z.string(), fingerprint).describe('Each e-mail’s text as signed off, by name'),
  })
  .describe('The sign-off of the site’s words (docs/approval.md)');

export type ApprovalRecord = z.infer<typeof approvalRecordSchema>;

/**
 * The route in force with its approval: under an approved route, who approved and when is the sign-off record.
 * Throws when such a route has no record, since its promoting pages must name the approver.
 */
export function routeWithApproval(route: SiteRoute, record: ApprovalRecord | undefined): Route {
  if (route.kind === 'exempt-audience') return route;
  if (!record)
    throw new Error(
      `Under the ${route.kind} route every promoting page names who approved it: record the sign-off first (npm run approval -- sign, docs/approval.md)`,
    );
  const { approver, frn, approvedOn, validMonths } = record;
  return { ...route, approval: { approver, frn, approvedOn, validMonths } };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The lines an approver signs off for one page or e-mail: each block's sentences, with where the block is,
 * each of `live` (figures that change by themselves, found elsewhere in the page or e-mail) read as "…".
 */
export function approvalLines(blocks: readonly TextBlock[], live: readonly string[] = []): string[] {
  const values = [...new Set(live.map((v) => v.trim()).filter((v) => v.length > 1))].sort(
    (a, b) => b.length - a.length,
  );
  const mask = values.length ? new RegExp(values.map(escape).join('|'), 'g') : undefined;
  return blocks.flatMap((b) => {
    const text = mask ? b.text.replace(mask, '…') : b.text;
    return sentencesOf(text).map((s) => `${b.where}: ${s.text.trim()}`);
  });
}

/** A line of a comparison: the same in both, or only in the old or the new. */
interface DiffLine {
  kind: 'same' | 'removed' | 'added';
  line: string;
}

/** The old and new lines side by side, in order: the longest run they share kept, the rest removed or added. */
export function diffLines(old: readonly string[], now: readonly string[]): DiffLine[] {
  // Longest common subsequence, by dynamic programming from the end (pages have a few hundred lines).
  const n = old.length;
  const m = now.length;
  const table = Array.from({ length: n + 1 }, () => new Uint16Array(m + 1));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      table[i]![j] = old[i] === now[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && old[i] === now[j]) {
      out.push({ kind: 'same', line: old[i]! });
      i++;
      j++;
    } else if (i < n && (j === m || table[i + 1]![j]! >= table[i]![j + 1]!))
      out.push({ kind: 'removed', line: old[i++]! });
    else out.push({ kind: 'added', line: now[j++]! });
  }
  return out;
}

/** The changed lines only: what an approver must read again. */
export const changedLines = (old: readonly string[], now: readonly string[]): DiffLine[] =>
  diffLines(old, now).filter((d) => d.kind !== 'same');

/** A figure that changes by itself, in a built page or e-mail: marked `data-live`, or a year in a list of years. */
export const isLive = (el: HtmlElement): boolean =>
  'data-live' in el.attribs || (el.name === 'option' && /^\s*\d{4}\s*$/.test(textOf(el)));

/** The lines an approver signs off on a page or an e-mail's HTML, its live figures read as "…". */
export const documentLines = (document: HtmlDocument): string[] => approvalLines(pageText(document, { live: isLive }));
