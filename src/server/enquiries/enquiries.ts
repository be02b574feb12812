/**
 * Contact enquiries and deal-sourcing leads: stored with the e-mails they owe, answered, then e-mailed.
 * The company is always told (one by one up to the hourly limit, then in a digest: team.ts); the
 * e-mail to the visitor's address goes only if the per-inbox limit grants it (recipients.ts).
 */
import type { Contact } from '../../lib/forms/contact';
import type { DealLead } from '../../lib/forms/dealLead';
import { storedAttribution } from '../../lib/forms/attribution';
import { sendAfterAnswer } from '../outbox/delivery';
import type { RunContext } from '../env';
import { insertWithMail, type Owed } from '../outbox/owed';
import type { Kind } from '../storage/kinds';

/** Stores a new submission and its owed e-mails in one statement; they are sent after the answer. */
async function storeAndSend<K extends Kind>(
  kind: K,
  values: Record<string, unknown>,
  mail: Owed<K>,
  context?: RunContext,
): Promise<void> {
  const { outbox } = await insertWithMail(kind, values, mail, context);
  await sendAfterAnswer(kind, outbox, context);
}

/** POST /api/contact: notify the company (reply-to the enquirer) and acknowledge to the enquirer. */
export function recordEnquiry(data: Contact, context?: RunContext): Promise<void> {
  const { name, email, phone = '', investmentAmount, interest, message } = data;
  return storeAndSend(
    'contact',
    {
      name,
      email,
      phone,
      investment_amount: investmentAmount,
      interest,
      message,
      attribution: storedAttribution(data.attribution),
    },
    { company: ['notify'], visitor: { to: email, mail: 'ack' } },
    context,
  );
}

/** POST /api/send-deal-lead: notify the company and e-mail the deal checklist to the lead. */
export function recordDealLead(data: DealLead, context?: RunContext): Promise<void> {
  const { name, email, message = '' } = data;
  return storeAndSend(
    'deal-lead',
    { name, email, message, attribution: storedAttribution(data.attribution) },
    { company: ['notify'], visitor: { to: email, mail: 'checklist' } },
    context,
  );
}
