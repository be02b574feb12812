/** Contact enquiries and deal-sourcing leads: stored with the e-mails they owe, then e-mailed. */
import type { Contact } from '../lib/forms/contact';
import type { DealLead } from '../lib/forms/dealLead';
import { sendNow } from './delivery';
import type { RunContext } from './env';
import type { MailName } from './mail/templates';
import { insertWithMail, type Kind } from './records';
import type { Outcome } from './subscriptions';

/** Stores a new submission and its owed e-mails in one statement, then sends them. */
async function storeAndSend<K extends Kind>(kind: K, values: Record<string, unknown>, mail: MailName<K>[], context?: RunContext): Promise<Outcome> {
  const { outbox } = await insertWithMail(kind, values, mail);
  await sendNow(kind, outbox, context);
  return { status: 'ok' };
}

/** POST /api/contact: notify the company (reply-to the enquirer) and acknowledge to the enquirer. */
export function recordEnquiry(data: Contact, context?: RunContext): Promise<Outcome> {
  const { name, email, phone = '', investmentAmount, interest, message } = data;
  return storeAndSend('contact', { name, email, phone, investment_amount: investmentAmount, interest, message }, ['notify', 'ack'], context);
}

/** POST /api/send-deal-lead: notify the company and e-mail the deal checklist to the lead. */
export function recordDealLead(data: DealLead, context?: RunContext): Promise<Outcome> {
  const { name, email, message = '' } = data;
  return storeAndSend('deal-lead', { name, email, message }, ['notify', 'checklist'], context);
}
