/**
 * Newsletter sign-up (spec §3, §5): the footer, the updates page and the case-study checklist forms.
 */
import * as z from 'zod/mini';
import { emailField } from './fields';

/** Where a sign-up came from; any tag starting `checklist-` is a case-study checklist request. */
export const newsletterSources = ['footer-newsletter', 'updates-page'] as const;
export const CHECKLIST_SOURCE_PREFIX = 'checklist-';

export const newsletterMessages = {
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  sourceInvalid: 'Unknown sign-up form',
} as const;

const isKnownSource = (s: string) => (newsletterSources as readonly string[]).includes(s) || /^checklist-[a-z0-9-]{1,70}$/.test(s);

export const newsletterSchema = z.object({
  email: emailField({ required: newsletterMessages.emailRequired, invalid: newsletterMessages.emailInvalid }).check(
    z.describe('Subscriber address; trimmed, compared without regard to case'),
  ),
  source: z._default(
    z.string({ error: newsletterMessages.sourceInvalid }).check(
      z.trim(),
      z.maxLength(80, newsletterMessages.sourceInvalid),
      z.refine(isKnownSource, newsletterMessages.sourceInvalid),
      z.describe("Form tag: 'footer-newsletter', 'updates-page' or 'checklist-<case study>'"),
    ),
    'footer-newsletter',
  ),
});

export type Newsletter = z.output<typeof newsletterSchema>;

/** True for the case-study checklist sign-up, which succeeds even for an existing subscriber. */
export function isChecklistSource(source: string): boolean {
  return source.startsWith(CHECKLIST_SOURCE_PREFIX);
}
