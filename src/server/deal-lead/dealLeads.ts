/** Deal leads (the deal-sourcing waitlist): stored with the e-mails they owe, answered, then e-mailed. */
import type { DealLead } from '../../lib/forms/dealLeadSchema';
import { storedAttribution } from '../../lib/forms/attributionSchema';
import type { RunContext } from '../env';
import { storeAndSend } from '../outbox/delivery';

/** POST /api/send-deal-lead: notify the company and e-mail the deal checklist to the lead. */
export function recordDealLead(data: DealLead, context?: RunContext): Promise<void> {
  const { name, email, message = '' } = data;
  return storeAndSend(
    'deal-lead',
    { name, email, message, attribution: storedAttribution(data.attribution) },
    { company: ['notify'], visitor: 'checklist' },
    context,
  );
}
