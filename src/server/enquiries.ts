/** Contact enquiries and deal-sourcing leads: stored under time-ordered keys, then e-mailed. */
import type { Contact } from '../lib/forms/contact';
import type { DealLead } from '../lib/forms/dealLead';
import { startDelivery } from './delivery';
import type { RunContext } from './env';
import { pendingMail, storeNames, submissions, type SubmissionRecord } from './records';
import { timeKey } from './store';
import type { Outcome } from './subscriptions';

/** Stores a new record under a fresh key, then sends its e-mails. */
async function storeAndSend(record: SubmissionRecord, context?: RunContext): Promise<Outcome> {
  const store = storeNames[record.kind];
  const etag = await submissions(store).create(record.key, record);
  if (etag === null) throw new Error(`key collision ${store}/${record.key}`);
  await startDelivery({ store, key: record.key }, { value: record, etag }, context);
  return { status: 'ok' };
}

/** POST /api/contact: notify the company (reply-to the enquirer) and acknowledge to the enquirer. */
export function recordEnquiry(data: Contact, context?: RunContext): Promise<Outcome> {
  const key = timeKey();
  return storeAndSend({ kind: 'contact', key, createdAt: new Date().toISOString(), data, mail: pendingMail('notify', 'ack') }, context);
}

/** POST /api/send-deal-lead: notify the company and e-mail the deal checklist to the lead. */
export function recordDealLead(data: DealLead, context?: RunContext): Promise<Outcome> {
  const key = timeKey();
  return storeAndSend({ kind: 'deal-lead', key, createdAt: new Date().toISOString(), data, mail: pendingMail('notify', 'checklist') }, context);
}
