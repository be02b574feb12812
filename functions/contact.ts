/** POST /api/contact: the "Send Us a Message" form. */
import type { Config, Context } from '@netlify/functions';
import {
  contactFields,
  contactSchema,
  contactText,
  investmentFields,
  openContactSchema,
} from '../src/lib/forms/contactSchema';
import { paths } from '../src/lib/paths';
import { teachOnly } from '../src/lib/regulatory/inForce';
import { handleSubmission, httpFunction } from '../src/server/endpoint';
import { recordContactMessage } from '../src/server/contact/contactMessages';

// Under the exempt-audience route the form asks nothing about investing, and a contact message without it is whole.
const schema = teachOnly ? openContactSchema : contactSchema;
const fields = Object.values(contactFields).filter((f) => !teachOnly || !investmentFields.includes(f.name));

export default httpFunction((req: Request, context: Context) =>
  handleSubmission(req, context, {
    schema,
    title: contactText.title,
    fields,
    confirmPath: () => paths.confirm.contact,
    act: recordContactMessage,
  }),
);

export const config: Config = {
  path: '/api/contact',
  rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
