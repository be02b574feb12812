/**
 * What is stored for each kind of submission: one table per kind (netlify/database/migrations), read
 * back into the records the mail templates are written against. A submission and the e-mails it owes
 * are written by one statement, so either both are stored or neither (the outbox, see delivery.ts).
 */
import type { MailName } from './mail/templates';
import type { InflationResult } from '../lib/inflation';
import type { Contact } from '../lib/forms/contact';
import type { DealLead } from '../lib/forms/dealLead';
import type { Calculation, Variant } from '../lib/forms/inflation';
import { query, queryOne } from './store';

interface Base {
  /** The row's id (a UUID). */
  key: string;
  createdAt: string;
}

export interface SubscriberRecord extends Base {
  kind: 'newsletter';
  email: string;
  source: string;
  status: 'subscribed' | 'unsubscribed';
}

export interface ChecklistRecord extends Base {
  kind: 'checklist';
  email: string;
  source: string;
  /** The subscriber the checklist's unsubscribe link names. */
  subscriberKey: string;
}

export interface ContactRecord extends Base {
  kind: 'contact';
  data: Contact;
}

export interface DealLeadRecord extends Base {
  kind: 'deal-lead';
  data: DealLead;
}

/** A calculator lead: what was asked and what the calculator answered. */
export interface CalculationRecord extends Base {
  kind: 'inflation-lead';
  data: Calculation;
  result: InflationResult;
}

/** The chart the browser drew, kept with its report request. */
export interface StoredChart {
  bytes: Uint8Array;
  contentType: 'image/jpeg';
  width: number;
  height: number;
}

/** One report e-mail per calculation; the figures are the server's own. */
export interface ReportRecord extends Base {
  kind: 'inflation-report';
  /** What was asked, and on which calculator (its labels are the e-mail's). */
  data: Pick<Calculation, 'name' | 'email' | 'amount' | 'year' | 'month'> & { variant: Variant };
  result: InflationResult;
  chart?: StoredChart;
}

export type SubmissionRecord = SubscriberRecord | ChecklistRecord | ContactRecord | DealLeadRecord | CalculationRecord | ReportRecord;
export type Kind = SubmissionRecord['kind'];

/** The table of each kind of submission. */
export const tables = {
  newsletter: 'subscribers',
  checklist: 'checklist_requests',
  contact: 'enquiries',
  'deal-lead': 'deal_leads',
  'inflation-lead': 'calculator_leads',
  'inflation-report': 'report_requests',
} as const satisfies Record<Kind, string>;

export const isKind = (kind: string): kind is Kind => Object.hasOwn(tables, kind);

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));
const str = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** A row of a kind's table as the record the templates read. */
export function toRecord(kind: Kind, r: Record<string, unknown>): SubmissionRecord {
  const base = { key: str(r.id), createdAt: iso(r.created_at) };
  switch (kind) {
    case 'newsletter':
      return { ...base, kind, email: str(r.email), source: str(r.source), status: r.status === 'subscribed' ? 'subscribed' : 'unsubscribed' };
    case 'checklist':
      return { ...base, kind, email: str(r.email), source: str(r.source), subscriberKey: str(r.subscriber_id) };
    case 'contact':
      return {
        ...base, kind,
        data: { name: str(r.name), email: str(r.email), phone: str(r.phone), investmentAmount: str(r.investment_amount), interest: str(r.interest), message: str(r.message) } as Contact,
      };
    case 'deal-lead':
      return { ...base, kind, data: { name: str(r.name), email: str(r.email), message: str(r.message) } };
    case 'inflation-lead':
      return {
        ...base, kind, result: r.result as InflationResult,
        data: { name: str(r.name), email: str(r.email), amount: Number(r.amount), year: Number(r.year), month: Number(r.month), source: r.source ?? undefined } as Calculation,
      };
    case 'inflation-report': {
      const chart = r.chart instanceof Uint8Array
        ? { bytes: new Uint8Array(r.chart), contentType: 'image/jpeg' as const, width: Number(r.chart_width), height: Number(r.chart_height) }
        : undefined;
      return {
        ...base, kind, result: r.result as InflationResult, ...(chart ? { chart } : {}),
        data: {
          name: str(r.name), email: str(r.email), amount: Number(r.amount), year: Number(r.year), month: Number(r.month),
          variant: r.variant === 'landing' ? 'landing' : 'calculator',
        },
      };
    }
  }
}

/** The stored submission of a kind by id, or null (deleted since, say). */
export async function loadRecord(kind: Kind, id: string): Promise<SubmissionRecord | null> {
  const row = await queryOne(`SELECT * FROM ${tables[kind]} WHERE id = $1`, [id]);
  return row ? toRecord(kind, row) : null;
}

/** What a submission's insert returns: its id and the outbox rows of the mail it owes. */
export interface Inserted {
  id: string;
  outbox: number[];
}

/**
 * Inserts a submission and its owed e-mails in one statement (so in one transaction): either both
 * are stored or neither. Column names come from this module, never from input; values are bound.
 */
export async function insertWithMail<K extends Kind>(kind: K, values: Record<string, unknown>, mail: MailName<K>[]): Promise<Inserted> {
  const columns = Object.keys(values);
  const params = [...Object.values(values), kind, mail];
  const placeholders = columns.map((_, i) => `$${i + 1}`).join(', ');
  const k = columns.length + 1;
  const row = await queryOne<{ id: string; outbox: number[] | null }>(
    `WITH s AS (INSERT INTO ${tables[kind]} (${columns.join(', ')}) VALUES (${placeholders}) RETURNING id),
          o AS (INSERT INTO outbox (submission_kind, submission_id, mail) SELECT $${k}, s.id, m FROM s, unnest($${k + 1}::text[]) AS m RETURNING id)
     SELECT (SELECT id FROM s) AS id, (SELECT array_agg(id ORDER BY id) FROM o) AS outbox`,
    params,
  );
  if (!row?.id) throw new Error(`insert into ${tables[kind]} returned nothing`);
  return { id: row.id, outbox: (row.outbox ?? []).map(Number) };
}

/** Rows of a table, for tests and scripts. */
export function rows(table: string, where = 'TRUE', params: unknown[] = []): Promise<Record<string, unknown>[]> {
  return query(`SELECT * FROM ${table} WHERE ${where} ORDER BY created_at, id`, params);
}
