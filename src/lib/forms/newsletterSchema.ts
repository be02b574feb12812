/**
 * Newsletter sign-up: the footer, the updates page and the case-study checklist
 * offers, defined once for the island, the function and the page a plain form post gets back.
 */
import * as z from 'zod/mini';
import { attributionSchema } from './attributionSchema';
import { checklistSources } from './checklists';
import { emailField, singleLine, type FormField, type FormText } from './fields';

/** Where a sign-up came from: the two newsletter forms, or a case study's checklist offer. */
const newsletterSources = ['footer-newsletter', 'updates-page'] as const;

export const newsletterMessages = {
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  sourceInvalid: 'Unknown sign-up form',
  /** What the forms say for an address this browser signed up before (the server answers every address alike). */
  alreadySubscribed: 'This email is already subscribed to our newsletter.',
  failed: 'Failed to subscribe to the newsletter. Please try again.',
  /** The footer's words for an address the server refused (with its full stop). */
  footerInvalid: 'Please enter a valid email address.',
  /** Title of every failed sign-up's toast. */
  failedTitle: 'Subscription failed',
  /** Shown in place of a checklist offer once the request is stored. */
  checklistSent: 'Checklist sent to your inbox!',
  /** What a sign-up's success asks for: nobody is subscribed until they follow the e-mailed link (double opt-in). */
  checkInbox: 'Check your inbox to confirm your subscription to our newsletter.',
  /** The line under it: an address already confirmed is sent nothing (every address gets the same answer). */
  confirmNote: "Already subscribed? There's nothing more to do.",
  /**
   * The line added to the "already subscribed" toasts: this browser signed the address up before, but
   * only the e-mail knows whether it was confirmed.
   */
  alreadyNote: 'If you have not confirmed yet, use the link in the e-mail we sent you.',
  /** The line added after a checklist request, whose e-mail also asks the address to confirm. */
  checklistConfirmNote: 'To get our updates as well, confirm from that e-mail.',
} as const;

/** The pages the e-mailed subscription links open (confirm, unsubscribe, subscribe again). */
export const linkPageText = {
  /** Why those pages ask for a tap instead of acting when the link is opened. */
  whyTap:
    'We ask for a tap because some e-mail systems open every link in a message to check it, and only a person taps the button.',
} as const;

/** The toasts of the footer and updates-page forms. */
export const newsletterToasts = {
  emailRequired: { title: 'Email required', description: newsletterMessages.emailRequired, variant: 'destructive' },
  emailInvalid: { title: 'Invalid email', description: newsletterMessages.emailInvalid, variant: 'destructive' },
  // Not "Success!", "You've been subscribed" or "Thank you for subscribing!": nobody is, until they confirm.
  footerSuccess: {
    title: 'Check your inbox',
    description: 'Confirm your subscription with the link in our e-mail.',
    note: newsletterMessages.confirmNote,
  },
  updatesSuccess: {
    title: 'Thank you for signing up!',
    description: "Check your inbox to confirm, and you'll receive our latest insights and updates.",
    note: newsletterMessages.confirmNote,
  },
  updatesAlready: {
    title: 'Already subscribed',
    description: newsletterMessages.alreadySubscribed,
    note: newsletterMessages.alreadyNote,
  },
  updatesFailure: {
    title: newsletterMessages.failedTitle,
    description: newsletterMessages.failed,
    variant: 'destructive',
  },
} as const;

export const newsletterText: FormText = { title: 'Newsletter sign-up', submit: 'Subscribe' };
export const checklistText: FormText = { title: 'Checklist request', submit: 'Send Me The Checklist' };

export const newsletterFields = {
  email: { name: 'email', label: 'Email address', type: 'email', autoComplete: 'email' },
  source: { name: 'source', label: 'Form', type: 'hidden' },
} as const satisfies Record<string, FormField>;

/** True for a case study's checklist offer, which succeeds even for an existing subscriber. */
export function isChecklistSource(source: string): boolean {
  return (checklistSources as readonly string[]).includes(source);
}

const isKnownSource = (s: string) => (newsletterSources as readonly string[]).includes(s) || isChecklistSource(s);

export const newsletterSchema = z.object({
  email: emailField({ required: newsletterMessages.emailRequired, invalid: newsletterMessages.emailInvalid }).check(
    z.describe('Subscriber address; trimmed, compared without regard to case'),
  ),
  source: z._default(
    z
      .string({ error: newsletterMessages.sourceInvalid })
      .check(
        z.overwrite(singleLine),
        z.refine(isKnownSource, newsletterMessages.sourceInvalid),
        z.describe(
          "Form tag: 'footer-newsletter', 'updates-page' or the checklist tag of a case study that offers one",
        ),
      ),
    'footer-newsletter',
  ),
  attribution: attributionSchema,
});

export type Newsletter = z.output<typeof newsletterSchema>;
