/**
 * Leads for the team: the submissions of one kind and period as CSV, opened safely in a spreadsheet
 * (every cell quoted; a cell a spreadsheet would run as a formula is prefixed with an apostrophe).
 */
import { query } from './store';

/** Each kind the export knows: its table and the columns the team reads, in order. */
export const leadKinds = {
  contact: { table: 'enquiries', columns: ['created_at', 'name', 'email', 'phone', 'investment_amount', 'interest', 'message', 'id'] },
  'deal-lead': { table: 'deal_leads', columns: ['created_at', 'name', 'email', 'message', 'id'] },
  checklist: { table: 'checklist_requests', columns: ['created_at', 'email', 'source', 'id'] },
  // status 'subscribed' only once confirmed; confirmed_at and confirmed_via are the proof of consent.
  newsletter: { table: 'subscribers', columns: ['created_at', 'email', 'status', 'source', 'confirmed_at', 'confirmed_via', 'subscribed_at', 'unsubscribed_at', 'id'] },
  calculator: { table: 'calculator_leads', columns: ['created_at', 'name', 'email', 'amount', 'year', 'month', 'source', 'today_value', 'id'] },
  report: { table: 'report_requests', columns: ['created_at', 'name', 'email', 'amount', 'year', 'month', 'today_value', 'mail_status', 'id'] },
} as const;

export type LeadKind = keyof typeof leadKinds;
export const isLeadKind = (kind: string): kind is LeadKind => Object.hasOwn(leadKinds, kind);

/**
 * A cell a spreadsheet would run as a formula: = + - @ tab or CR first, looking past invisible format
 * characters and spaces (a zero-width space before `=` hides it from a plain check, not from a spreadsheet).
 */
const FORMULA = /^[\p{Cf}\s]*[=+\-@\t\r]/u;

/** One CSV cell: quoted, quotes doubled, and a formula defused for spreadsheets. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** Extra columns worked out in SQL: the calculator's answer, and whether the report went out. */
const derived: Record<string, string> = {
  today_value: `(t.result->>'todayValue')`,
  mail_status: `(SELECT string_agg(o.status, ' ') FROM outbox o WHERE o.submission_kind = 'inflation-report' AND o.submission_id = t.id)`,
};

/** The submissions of `kind` created in [from, to), oldest first, as CSV with a header row. */
export async function leadsCsv(kind: LeadKind, period: { from?: Date; to?: Date } = {}): Promise<string> {
  const { table, columns } = leadKinds[kind];
  const select = columns.map((c) => (derived[c] ? `${derived[c]} AS ${c}` : `t.${c}`)).join(', ');
  const rows = await query(
    `SELECT ${select} FROM ${table} t
     WHERE ($1::timestamptz IS NULL OR t.created_at >= $1) AND ($2::timestamptz IS NULL OR t.created_at < $2)
     ORDER BY t.created_at, t.id`,
    [period.from ?? null, period.to ?? null],
  );
  const lines = [columns.map(csvCell).join(','), ...rows.map((r) => columns.map((c) => csvCell(r[c])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
