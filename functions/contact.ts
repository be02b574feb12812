/** POST /api/contact: the "Send Us a Message" enquiry. */
import type { Config, Context } from '@netlify/functions';
import { contactFields, contactSchema, contactText } from '../src/lib/forms/contact';
import { paths } from '../src/lib/paths';
import { handleSubmission, httpFunction } from '../src/server/endpoint';
import { recordEnquiry } from '../src/server/contact/enquiries';

export default httpFunction((req: Request, context: Context) =>
  handleSubmission(req, context, {
    schema: contactSchema,
    title: contactText.title,
    fields: Object.values(contactFields),
    confirmPath: () => paths.confirm.contact,
    act: recordEnquiry,
  }),
);

export const config: Config = {
  path: '/api/contact',
  rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
