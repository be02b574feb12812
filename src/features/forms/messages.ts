/**
 * Every toast and notice the forms show, letter for letter from spec §5 and §8, and the rules that
 * pick one from a failure's message.
 */
import type { ToastInput } from '../toast/store';

const ALREADY = 'This email is already subscribed to our newsletter.';
const FAILED_SUBSCRIBE = 'Failed to subscribe to the newsletter. Please try again.';

export const toasts = {
  emailRequired: { title: 'Email required', description: 'Please enter your email address', variant: 'destructive' },
  emailInvalid: { title: 'Invalid email', description: 'Please enter a valid email address', variant: 'destructive' },
  footerSuccess: { title: 'Success!', description: "You've been subscribed to our newsletter." },
  updatesSuccess: { title: 'Thank you for subscribing!', description: "You'll receive our latest insights and updates." },
  updatesAlready: { title: 'Already subscribed', description: ALREADY },
  updatesFailure: { title: 'Subscription failed', description: FAILED_SUBSCRIBE, variant: 'destructive' },
  contactSuccess: { title: 'Message sent', description: "Thank you for contacting us. We'll be in touch shortly." },
  contactFailure: { title: 'Something went wrong', description: 'Failed to send your message. Please try again.', variant: 'destructive' },
} as const satisfies Record<string, ToastInput>;

/** Shown inline where the spec used a browser alert (deal-sourcing and checklist failures). */
export const INLINE_FAILURE = 'Something went wrong. Please try again.';

/** Footer newsletter failure: the text depends on what the error message contains (§8). */
export function footerFailure(message: string): ToastInput {
  const description = message.includes('already subscribed')
    ? ALREADY
    : message.includes('Invalid email')
      ? 'Please enter a valid email address.'
      : message.includes('Network')
        ? 'Network error. Please check your connection and try again.'
        : FAILED_SUBSCRIBE;
  return { title: 'Subscription failed', description, variant: 'destructive' };
}

/** Updates-page newsletter failure: a neutral notice for an existing subscriber, else destructive (§8). */
export function updatesFailure(message: string): ToastInput {
  return message.includes('already subscribed') ? toasts.updatesAlready : toasts.updatesFailure;
}

/** The toast for a newsletter e-mail that failed validation in the browser (§5). */
export function emailProblem(value: string): ToastInput {
  return value.trim() === '' ? toasts.emailRequired : toasts.emailInvalid;
}
