/**
 * Newsletter subscribers: one record per normalised address, made unique by a conditional write;
 * checklist requests; unsubscribing from a signed link.
 */
import { isChecklistSource, newsletterMessages, type Newsletter } from '../lib/forms/newsletter';
import { normaliseEmail } from '../lib/forms/fields';
import { startDelivery } from './delivery';
import type { RunContext } from './env';
import { pendingMail, storeNames, submissions, subscribers, type ChecklistRecord, type SubscriberRecord } from './records';
import { timeKey, withKeyLock, type Stored } from './store';
import { subscriberKey } from './token';

export type Outcome = { status: 'ok' } | { status: 'conflict'; message: string };

export const ALREADY_SUBSCRIBED = newsletterMessages.alreadySubscribed;

/** Creates the subscriber if the address is new (or had unsubscribed); null when it is already subscribed. */
async function claimSubscriber(email: string, source: string, mail: string[]): Promise<{ key: string; stored: Stored<SubscriberRecord> | null }> {
  const key = subscriberKey(email);
  const store = subscribers();
  return withKeyLock(`subscriber:${key}`, async () => {
    const now = new Date().toISOString();
    const fresh: SubscriberRecord = {
      kind: 'newsletter', key, email, source, status: 'subscribed', createdAt: now, subscribedAt: now, mail: pendingMail(...mail),
    };
    const created = await store.create(key, fresh);
    if (created !== null) return { key, stored: { value: fresh, etag: created } };
    const existing = await store.get(key);
    if (existing?.value.status !== 'unsubscribed') return { key, stored: null };
    const renewed: SubscriberRecord = {
      ...existing.value, status: 'subscribed', source, subscribedAt: now, unsubscribedAt: undefined,
      mail: { ...existing.value.mail, ...pendingMail(...mail) },
    };
    const etag = await store.replace(key, renewed, existing.etag);
    return { key, stored: etag === null ? null : { value: renewed, etag } };
  });
}

/** A sign-up from the footer or updates page: 409 for an address already subscribed. */
async function subscribe(email: string, source: string, context?: RunContext): Promise<Outcome> {
  const { key, stored } = await claimSubscriber(email, source, ['welcome']);
  if (!stored) return { status: 'conflict', message: ALREADY_SUBSCRIBED };
  await startDelivery({ store: storeNames.newsletter, key }, stored, context);
  return { status: 'ok' };
}

/** A case-study checklist request: always succeeds, subscribes a new address, e-mails the checklist. */
async function requestChecklist(email: string, source: string, context?: RunContext): Promise<Outcome> {
  const { key: subKey } = await claimSubscriber(email, source, []);
  const key = timeKey();
  const record: ChecklistRecord = {
    kind: 'checklist', key, email, source, subscriberKey: subKey, createdAt: new Date().toISOString(), mail: pendingMail('checklist'),
  };
  const etag = await submissions(storeNames.checklist).create(key, record);
  if (etag === null) throw new Error(`checklist key collision ${key}`);
  await startDelivery({ store: storeNames.checklist, key }, { value: record, etag }, context);
  return { status: 'ok' };
}

/** POST /api/newsletter after validation. */
export function signUp(data: Newsletter, context?: RunContext): Promise<Outcome> {
  const email = normaliseEmail(data.email);
  return isChecklistSource(data.source) ? requestChecklist(email, data.source, context) : subscribe(email, data.source, context);
}

/** Marks a subscriber unsubscribed; unknown or already-unsubscribed keys succeed too (idempotent). */
export async function unsubscribe(key: string): Promise<void> {
  const store = subscribers();
  for (let tries = 0; tries < 4; tries++) {
    const existing = await store.get(key);
    if (!existing || existing.value.status === 'unsubscribed') return;
    const next: SubscriberRecord = { ...existing.value, status: 'unsubscribed', unsubscribedAt: new Date().toISOString() };
    if ((await store.replace(key, next, existing.etag)) !== null) return;
  }
  throw new Error(`could not unsubscribe ${key}: record kept changing`);
}
