/**
 * What is stored for each kind of submission, and the names of the stores. Every record carries
 * the delivery state of its e-mails, so a failed send is visible and can be retried.
 */
import type { InflationResult } from '../lib/inflation';
import type { Contact } from '../lib/forms/contact';
import type { DealLead } from '../lib/forms/dealLead';
import type { Calculation } from '../lib/forms/inflation';
import { Collection, FileStore } from './store';

/** pending: not tried yet; retrying: failed, will be retried; failed: given up or rejected. */
export type DeliveryStatus = 'pending' | 'sent' | 'retrying' | 'failed';

export interface Delivery {
  status: DeliveryStatus;
  attempts: number;
  lastError?: string;
  lastAttemptAt?: string;
  sentAt?: string;
  messageId?: string;
}

export type Mailbox = Record<string, Delivery>;

interface Base {
  key: string;
  createdAt: string;
  mail: Mailbox;
}

export interface SubscriberRecord extends Base {
  kind: 'newsletter';
  email: string;
  source: string;
  status: 'subscribed' | 'unsubscribed';
  subscribedAt: string;
  unsubscribedAt?: string;
}

export interface ChecklistRecord extends Base {
  kind: 'checklist';
  email: string;
  source: string;
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

/** A file a record points to, kept in a file store beside the records (see FILE_STORES). */
export interface FileRef {
  store: string;
  key: string;
  contentType: string;
  bytes: number;
  /** Pixel size, for images. */
  width?: number;
  height?: number;
}

/**
 * One report e-mail per calculation: keyed by a digest of the normalised address, the amount and
 * the start and data months, so the same calculation asked twice finds the record already there.
 * The figures are the server's own; the chart (when the browser sent one) is a file beside it.
 */
export interface ReportRecord extends Base {
  kind: 'inflation-report';
  data: Pick<Calculation, 'name' | 'email' | 'amount' | 'year' | 'month'>;
  result: InflationResult;
  chart?: FileRef;
}

export type SubmissionRecord = SubscriberRecord | ChecklistRecord | ContactRecord | DealLeadRecord | CalculationRecord | ReportRecord;
export type Kind = SubmissionRecord['kind'];

/** Store names, one per kind of submission, plus the queue of records with unsent mail. */
export const storeNames = {
  newsletter: 'newsletter-subscribers',
  checklist: 'checklist-requests',
  contact: 'contact-enquiries',
  'deal-lead': 'deal-leads',
  'inflation-lead': 'inflation-leads',
  'inflation-report': 'inflation-reports',
} as const satisfies Record<Kind, string>;

/** Stores of files that records point to (binary, so they stay files when records move to a database). */
export const FILE_STORES = { charts: 'report-charts' } as const;

export const RETRY_STORE = 'mail-retry';

/** Points at a record with mail still to send. */
export interface RetryMarker {
  store: string;
  key: string;
  createdAt: string;
}

export const submissions = (store: string) => new Collection<SubmissionRecord>(store);
export const subscribers = () => new Collection<SubscriberRecord>(storeNames.newsletter);
export const retryQueue = () => new Collection<RetryMarker>(RETRY_STORE);
export const reports = () => new Collection<ReportRecord>(storeNames['inflation-report']);
export const charts = () => new FileStore(FILE_STORES.charts);

/** A fresh mailbox with every named message waiting to be sent. */
export function pendingMail(...names: string[]): Mailbox {
  return Object.fromEntries(names.map((name) => [name, { status: 'pending', attempts: 0 } satisfies Delivery]));
}
