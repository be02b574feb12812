/**
 * What is stored for each kind of submission: one table per kind (kinds.ts), read back into the
 * records the mail templates are written against.
 */
import type { Attribution } from '../../lib/attribution';
import type { InflationResult } from '../../lib/inflation';
import type { Contact } from '../../lib/forms/contactSchema';
import type { DealLead } from '../../lib/forms/dealLeadSchema';
import type { Calculation, Variant } from '../../lib/forms/calculatorSchema';
import { tables, type Kind } from './kinds';
import { queryOne } from './database';
import { asText } from '../text';

export { isKind, type Kind } from './kinds';

interface Base {
  /** The row's id (a UUID). */
  key: string;
  createdAt: string;
}

/** Only 'subscribed' is a subscriber: 'pending' has not followed its confirmation link yet. */
type SubscriberStatus = 'pending' | 'subscribed' | 'unsubscribed';

interface SubscriberRecord extends Base {
  kind: 'newsletter';
  email: string;
  source: string;
  status: SubscriberStatus;
  /** The nonce of the consent link last sent (confirm, or re-subscribe), while it lives. */
  linkNonce?: string;
}

interface ChecklistRecord extends Base {
  kind: 'checklist';
  email: string;
  source: string;
  /** The subscription the request made or found: its id, status and live consent-link nonce, as they are now. */
  subscriber?: { key: string; status: SubscriberStatus; linkNonce?: string };
}

/** Where the lead came from (the team's notice says it), as stored: null when nothing was recorded. */
interface Sourced {
  attribution?: Attribution | null;
}

export interface ContactRecord extends Base, Sourced {
  kind: 'contact';
  data: Contact;
}

export interface DealLeadRecord extends Base, Sourced {
  kind: 'deal-lead';
  data: DealLead;
}

/** A calculator lead: what was asked and what the calculator answered. */
interface CalculationRecord extends Base {
  kind: 'calculator-lead';
  data: Calculation;
  result: InflationResult;
}

/** One report e-mail per calculation; the figures, and the chart drawn from them, are the server's own. */
export interface ReportRecord extends Base {
  kind: 'calculator-report';
  /** What was asked, and on which calculator (its labels and colours are the e-mail's). */
  data: Pick<Calculation, 'name' | 'email' | 'amount' | 'year' | 'month'> & { variant: Variant };
  result: InflationResult;
}

export type SubmissionRecord =
  SubscriberRecord | ChecklistRecord | ContactRecord | DealLeadRecord | CalculationRecord | ReportRecord;

/**
 * Where a kind's records are read from: its table, except a checklist request, which is read with the
 * subscription it names as that is now (its e-mail asks a pending address to confirm, and gives a
 * subscriber the unsubscribe link).
 */
export const recordSources: Record<Kind, string> = {
  ...tables,
  checklist: `(SELECT c.*, s.status AS subscriber_status, s.link_nonce AS subscriber_nonce
    FROM checklist_requests c LEFT JOIN subscribers s ON s.id = c.subscriber_id)`,
};

const statusOf = (value: unknown): SubscriberStatus =>
  value === 'subscribed' || value === 'pending' ? value : 'unsubscribed';

/** A row of a kind's table as the record the templates read (every kind has a case: the compiler checks). */
/** What a calculation was asked with, as both calculator tables store it. */
const calculationAsked = (r: Record<string, unknown>) => ({
  name: asText(r.name),
  email: asText(r.email),
  amount: Number(r.amount),
  year: Number(r.year),
  month: Number(r.month),
});

export function toRecord(kind: Kind, r: Record<string, unknown>): SubmissionRecord {
  const base = { key: asText(r.id), createdAt: asText(r.created_at) };
  const attribution = (r.attribution as Attribution | null | undefined) ?? null;
  switch (kind) {
    case 'newsletter':
      return {
        ...base,
        kind,
        email: asText(r.email),
        source: asText(r.source),
        status: statusOf(r.status),
        ...(r.link_nonce ? { linkNonce: asText(r.link_nonce) } : {}),
      };
    case 'checklist': {
      const subscriber =
        r.subscriber_id && r.subscriber_status
          ? {
              key: asText(r.subscriber_id),
              status: statusOf(r.subscriber_status),
              ...(r.subscriber_nonce ? { linkNonce: asText(r.subscriber_nonce) } : {}),
            }
          : undefined;
      return { ...base, kind, email: asText(r.email), source: asText(r.source), ...(subscriber ? { subscriber } : {}) };
    }
    case 'contact':
      return {
        ...base,
        kind,
        attribution,
        data: {
          name: asText(r.name),
          email: asText(r.email),
          phone: asText(r.phone),
          investmentAmount: asText(r.investment_amount),
          interest: asText(r.interest),
          message: asText(r.message),
        } as Contact,
      };
    case 'deal-lead':
      return {
        ...base,
        kind,
        attribution,
        data: { name: asText(r.name), email: asText(r.email), message: asText(r.message) },
      };
    case 'calculator-lead':
      return {
        ...base,
        kind,
        result: r.result as InflationResult,
        data: { ...calculationAsked(r), source: r.source ?? undefined } as Calculation,
      };
    case 'calculator-report':
      return {
        ...base,
        kind,
        result: r.result as InflationResult,
        data: { ...calculationAsked(r), variant: r.variant === 'landing' ? 'landing' : 'calculator' },
      };
  }
}

/** The stored submission of a kind by id, or null (deleted since, say). */
export async function loadRecord(kind: Kind, id: string): Promise<SubmissionRecord | null> {
  const row = await queryOne(`SELECT * FROM ${recordSources[kind]} r WHERE id = $1`, [id]);
  return row ? toRecord(kind, row) : null;
}
