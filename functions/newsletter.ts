/**
 * POST /api/newsletter: footer and updates-page sign-ups (double opt-in), and the case-study checklist
 * request. Every valid sign-up gets the same answer in the same time, whatever the address's state (src/server/newsletter/signups.ts).
 */
import type { Config, Context } from '@netlify/functions';
import { singleLine } from '../src/lib/forms/fields';
import {
  isChecklistSource,
  newsletterFields,
  newsletterSchema,
  newsletterText,
} from '../src/lib/forms/newsletterSchema';
import { paths } from '../src/lib/paths';
import { handleSubmission, httpFunction } from '../src/server/endpoint';
import { signUp } from '../src/server/newsletter/signups';

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

export default httpFunction((req: Request, context: Context) =>
  handleSubmission(req, context, {
    schema: newsletterSchema,
    title: newsletterText.title,
    fields: Object.values(newsletterFields),
    invalidMessage: (errors) =>
      errors.email ? `Invalid email: ${lowerFirst(errors.email)}` : (errors.source ?? 'Invalid sign-up'),
    confirmPath: (body) =>
      typeof body.source === 'string' && isChecklistSource(singleLine(body.source))
        ? paths.confirm.checklist
        : paths.confirm.newsletter,
    act: signUp,
  }),
);

export const config: Config = {
  path: '/api/newsletter',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
