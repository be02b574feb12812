/** POST /api/send-deal-lead: the deal-sourcing waitlist. */
import type { Config, Context } from '@netlify/functions';
import { dealLeadFields, dealLeadSchema, dealLeadText } from '../src/lib/forms/dealLeadSchema';
import { paths } from '../src/lib/paths';
import { handleSubmission, httpFunction } from '../src/server/endpoint';
import { recordDealLead } from '../src/server/deal-lead/dealLeads';

export default httpFunction((req: Request, context: Context) =>
  handleSubmission(req, context, {
    schema: dealLeadSchema,
    title: dealLeadText.title,
    fields: Object.values(dealLeadFields),
    confirmPath: () => paths.confirm.dealLead,
    act: recordDealLead,
  }),
);

export const config: Config = {
  path: '/api/send-deal-lead',
  rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
