/** POST /api/contact: the "Send Us a Message" enquiry. */
import type { Config, Context } from '@netlify/functions';
import {
  contactFields,
  contactSchema,
  contactText,
  investmentFields,
  openContactSchema,
} from '../src/lib/forms/contact';
import { paths } from '../src/lib/paths';
import { teachOnly } from '../src/lib/regulatory/inForce';
import { handleSubmission, httpFunction } from '../src/server/endpoint';
import { recordEnquiry } from '../src/server/contact/enquiries';

// Under the exempt-audience route the form asks nothing about investing, and an enquiry without it is whole.
const schema = teachOnly ? openContactSchema : contactSchema;
const fields = Object.values(contactFields).filter((f) => !teachOnly || !investmentFields.includes(f.name));

export default httpFunction((req: Request, context: Context) =>
  handleSubmission(req, context, {
    schema,
    title: contactText.title,
    fields,
    confirmPath: () => paths.confirm.contact,
    act: recordEnquiry,
  }),
);

export const config: Config = {
  path: '/api/contact',
  rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
