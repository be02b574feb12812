/**
 * What is stored for each kind of submission, and the names of the stores. Every record carries
 * the delivery state of its e-mails, so a failed send is visible and can be retried.
 */
import type { Contact } from '../lib/schemas/contact';
import type { DealLead } from '../lib/schemas/dealLead';
import { Collection } from './store';

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

export type SubmissionRecord = SubscriberRecord | ChecklistRecord | ContactRecord | DealLeadRecord;
export type Kind = SubmissionRecord['kind'];

/** Store names, one per kind of submission, plus the queue of records with unsent mail. */
export const storeNames = {
  newsletter: 'newsletter-subscribers',
  checklist: 'checklist-requests',
  contact: 'contact-enquiries',
  'deal-lead': 'deal-leads',
} as const satisfies Record<Kind, string>;

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

/** A fresh mailbox with every named message waiting to be sent. */
export function pendingMail(...names: string[]): Mailbox {
  return Object.fromEntries(names.map((name) => [name, { status: 'pending', attempts: 0 } satisfies Delivery]));
}
