/**
 * Store first, then send. Sends a record's unsent e-mails, writes each outcome back onto the
 * record, and keeps a retry marker for as long as anything is left to send.
 */
import { mailSettings, type RunContext } from './env';
import { composeMail } from './mail/templates';
import { logError, maskAddresses } from './log';
import { MailError, transport } from './mail/transport';
import { retryQueue, submissions, type Delivery, type Mailbox, type SubmissionRecord } from './records';
import type { Stored } from './store';
import { unsubscribeSecret } from './token';

/** After this many failed attempts a message is marked failed and no longer retried. */
export const MAX_ATTEMPTS = 10;

export interface RecordRef {
  store: string;
  key: string;
}

const markerKey = (ref: RecordRef) => `${ref.store}/${ref.key}`;
const unsent = (mail: Mailbox) => Object.keys(mail).filter((n) => mail[n]!.status === 'pending' || mail[n]!.status === 'retrying');

/** Sends one message and reports what happened, never throwing. */
async function attempt(record: SubmissionRecord, name: string, previous: Delivery, context?: RunContext): Promise<Delivery> {
  const now = new Date().toISOString();
  const attempts = previous.attempts + 1;
  try {
    const message = composeMail(record, name, { settings: mailSettings(), secret: () => unsubscribeSecret(context) });
    const { id } = await transport().send(message);
    return { status: 'sent', attempts, sentAt: now, lastAttemptAt: now, messageId: id };
  } catch (error) {
    const permanent = error instanceof MailError && error.permanent;
    const lastError = String((error as Error)?.message ?? error).slice(0, 500);
    console.error(`[mail] ${record.kind}/${name} for ${record.key} failed (attempt ${attempts}): ${maskAddresses(lastError)}`);
    const status = permanent || attempts >= MAX_ATTEMPTS ? 'failed' : 'retrying';
    return { status, attempts, lastError, lastAttemptAt: now };
  }
}

/** Writes delivery outcomes onto the latest version of the record, re-reading if it changed meanwhile. */
async function saveOutcomes(ref: RecordRef, stored: Stored<SubmissionRecord>, outcomes: Mailbox): Promise<SubmissionRecord> {
  const store = submissions(ref.store);
  let current: Stored<SubmissionRecord> | null = stored;
  for (let tries = 0; current && tries < 4; tries++) {
    const next = { ...current.value, mail: { ...current.value.mail, ...outcomes } } as SubmissionRecord;
    if ((await store.replace(ref.key, next, current.etag)) !== null) return next;
    current = await store.get(ref.key);
  }
  throw new Error(`could not save delivery state of ${markerKey(ref)}`);
}

/**
 * Sends whatever the record still has to send. Storage trouble after the record exists is logged,
 * not thrown: the visitor's submission is safe and the retry marker covers the rest.
 */
export async function deliver(ref: RecordRef, stored: Stored<SubmissionRecord>, context?: RunContext): Promise<Mailbox> {
  const names = unsent(stored.value.mail);
  if (names.length === 0) return {};
  const results = await Promise.all(names.map((n) => attempt(stored.value, n, stored.value.mail[n]!, context)));
  const outcomes: Mailbox = Object.fromEntries(names.map((n, i) => [n, results[i]!]));
  try {
    const saved = await saveOutcomes(ref, stored, outcomes);
    if (unsent(saved.mail).length === 0) await retryQueue().delete(markerKey(ref));
  } catch (error) {
    logError('mail', `delivery state of ${markerKey(ref)} not saved; the retry job will resend`, error);
  }
  return outcomes;
}

/** Queues the record for the retry job, then sends: a crash or failure mid-send is retried later. */
export async function startDelivery(ref: RecordRef, stored: Stored<SubmissionRecord>, context?: RunContext): Promise<Mailbox> {
  try {
    await retryQueue().put(markerKey(ref), { ...ref, createdAt: new Date().toISOString() });
  } catch (error) {
    logError('mail', `retry marker for ${markerKey(ref)} not written`, error);
  }
  return deliver(ref, stored, context);
}

export interface RetryReport {
  checked: number;
  sent: number;
  stillFailing: number;
}

/** The scheduled job: resend unsent mail of every queued record older than `minAgeMs`. */
export async function retryUnsent(options: { minAgeMs?: number; limit?: number; context?: RunContext } = {}): Promise<RetryReport> {
  const { minAgeMs = 2 * 60_000, limit = 100, context } = options;
  const queue = retryQueue();
  const report: RetryReport = { checked: 0, sent: 0, stillFailing: 0 };
  for (const key of (await queue.keys()).slice(0, limit)) {
    const marker = await queue.get(key);
    if (!marker || Date.now() - Date.parse(marker.value.createdAt) < minAgeMs) continue;
    report.checked++;
    const ref = { store: marker.value.store, key: marker.value.key };
    const stored = await submissions(ref.store).get(ref.key);
    if (!stored || unsent(stored.value.mail).length === 0) {
      await queue.delete(key);
      continue;
    }
    const outcomes = Object.values(await deliver(ref, stored, context));
    report.sent += outcomes.filter((d) => d.status === 'sent').length;
    report.stillFailing += outcomes.filter((d) => d.status !== 'sent').length;
  }
  return report;
}
