/**
 * Contact messages: stored with the e-mails they owe, answered, then e-mailed.
 * The company is always told (one by one up to the hourly limit, then in a digest: team.ts); the
 * e-mail to the visitor's address goes, after the answer, only if the gate lets it (outbox/mailGate.ts:
 * the suppression list, the per-inbox limit, the sending caps).
 */
import type { Contact, OpenContact } from '../../lib/forms/contactSchema';
import { storedAttribution } from '../../lib/forms/attributionSchema';
import { storeAndSend } from '../outbox/delivery';
import type { RunContext } from '../env';

/**
 * POST /api/contact: notify the company (reply-to the sender) and acknowledge to the sender. A message
 * from the open form (exempt-audience route) has no amount or interest: they are kept empty.
 */
export function recordContactMessage(data: Contact | OpenContact, context?: RunContext): Promise<void> {
  const { name, email, phone = '', message } = data;
  const { investmentAmount = '', interest = '' } = 'interest' in data ? data : {};
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
    { company: ['notify'], visitor: 'ack' },
    context,
  );
}
