/**
 * Leads for the team: the submissions of one kind and period as CSV, opened safely in a spreadsheet
 * (every cell quoted; a cell a spreadsheet would run as a formula is prefixed with an apostrophe).
 */
import { ATTRIBUTION_KEYS } from '../../lib/attribution';
import { allKinds, kinds, type Kind } from './kinds';
import { query, queryOne } from './database';
import { asText } from '../text';

/** A kind's name in the export (kinds.ts). */
export type LeadKind = (typeof kinds)[Kind]['export']['name'];

interface LeadEntry {
  kind: Kind;
  table: string;
  columns: readonly string[];
}

/** Each kind the export knows, by its export name: its kind, table and the columns the team reads, in order. */
export const leadKinds = Object.fromEntries(
  allKinds.map((kind): [string, LeadEntry] => [
    kinds[kind].export.name,
    { kind, table: kinds[kind].table, columns: kinds[kind].export.columns },
  ]),
) as Record<LeadKind, LeadEntry>;
export const isLeadKind = (kind: string): kind is LeadKind => Object.hasOwn(leadKinds, kind);

/**
 * Beside the leads, the suppression list (mail_suppressions): each inbox the site no longer mails because mail
 * to it bounced hard or its owner complained, with when, why, and the Postmark stream that said so.
 */
const SUPPRESSED = {
  name: 'suppressed',
  columns: ['suppressed_at', 'email', 'reason', 'stream', 'detail'],
} as const;
/** Every name `npm run leads` exports: each kind's, and the suppression list's. */
export type ExportName = LeadKind | typeof SUPPRESSED.name;
export const exportNames = [...Object.keys(leadKinds), SUPPRESSED.name] as ExportName[];
export const isExportName = (name: string): name is ExportName => isLeadKind(name) || name === SUPPRESSED.name;

/**
 * A cell a spreadsheet would run as a formula: = + - @ tab or CR first, looking past invisible format
 * characters and spaces (a zero-width space before `=` hides it from a plain check, not from a
 * spreadsheet), in any of their forms: the text is tested in compatibility form (NFKC), which turns
 * the full-width and small forms (＝ ﹦ ＋ ﹢ － ﹣ ＠ ﹫) into the plain signs a spreadsheet may read them
 * as; the minus sign and the other dashes are tested as well.
 */
const FORMULA = /^[\p{Cf}\s]*[=+\-@\t\r\u2010-\u2015\u2212]/u;

/** One CSV cell: quoted, quotes doubled, and a formula defused for spreadsheets. */
export function csvCell(value: unknown): string {
  let text = asText(value);
  if (FORMULA.test(text) || FORMULA.test(text.normalize('NFKC'))) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * Extra columns worked out in SQL: the calculator's answer, whether the row's e-mail went out, and each
 * value of the lead's attribution (src/lib/attribution.ts).
 */
const derived = (kind: Kind): Record<string, string> => ({
  today_value: `(t.result->>'todayValue')`,
  // The kind is the registry's own name, never input.
  mail_status: `(SELECT string_agg(o.status, ' ' ORDER BY o.id) FROM outbox o WHERE o.submission_kind = '${kind}' AND o.submission_id = t.id AND o.channel = 'mail')`,
  ...Object.fromEntries(ATTRIBUTION_KEYS.map((key) => [key, `(t.attribution->>'${key}')`])),
});

/** The SELECT list of a kind's export columns. */
function selectList(kind: LeadKind): string {
  const { kind: stored, columns } = leadKinds[kind];
  const extra = derived(stored);
  return columns.map((c) => (extra[c] ? `${extra[c]} AS ${c}` : `t.${c}`)).join(', ');
}

/** One stored lead as the export shows it (its columns by name, values as stored), or null if it is gone. */
export async function leadRow(kind: Kind, id: string): Promise<Record<string, unknown> | null> {
  const name = kinds[kind].export.name;
  return (await queryOne(`SELECT ${selectList(name)} FROM ${kinds[kind].table} t WHERE t.id = $1`, [id])) ?? null;
}

/** The submissions of `kind` created in [from, to) (or the suppressions made then), oldest first, as CSV with a header row. */
export async function leadsCsv(kind: ExportName, period: { from?: Date; to?: Date } = {}): Promise<string> {
  const { table, columns, select, at, tie } =
    kind === SUPPRESSED.name
      ? {
          table: 'mail_suppressions',
          columns: SUPPRESSED.columns,
          select: SUPPRESSED.columns.join(', '),
          at: 'suppressed_at',
          tie: 'inbox',
        }
      : { ...leadKinds[kind], select: selectList(kind), at: 'created_at', tie: 'id' };
  const rows = await query(
    `SELECT ${select} FROM ${table} t
     WHERE ($1::timestamptz IS NULL OR t.${at} >= $1) AND ($2::timestamptz IS NULL OR t.${at} < $2)
     ORDER BY t.${at}, t.${tie}`,
    [period.from ?? null, period.to ?? null],
  );
  const lines = [columns.map(csvCell).join(','), ...rows.map((r) => columns.map((c) => csvCell(r[c])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
