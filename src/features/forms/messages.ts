/**
 * The rules that pick a newsletter form's toast from a failure's message (spec §5, §8). The texts
 * themselves belong to each form, in src/lib/forms.
 */
import { newsletterMessages, newsletterToasts } from '../../lib/forms/newsletter';
import type { ToastInput } from '../toast/store';
import { NETWORK_ERROR } from './request';

export const toasts = newsletterToasts satisfies Record<string, ToastInput>;

/** Footer newsletter failure: the text depends on what the error message contains (§8). */
export function footerFailure(message: string): ToastInput {
  const description = message.includes('already subscribed')
    ? newsletterMessages.alreadySubscribed
    : message.includes('Invalid email')
      ? newsletterMessages.footerInvalid
      : message.includes('Network')
        ? NETWORK_ERROR
        : newsletterMessages.failed;
  return { title: newsletterMessages.failedTitle, description, variant: 'destructive' };
}

/** Updates-page newsletter failure: a neutral notice for an existing subscriber, else destructive (§8). */
export function updatesFailure(message: string): ToastInput {
  return message.includes('already subscribed') ? toasts.updatesAlready : toasts.updatesFailure;
}

/** The toast for a newsletter e-mail that failed validation in the browser (§5). */
export function emailProblem(value: string): ToastInput {
  return value.trim() === '' ? toasts.emailRequired : toasts.emailInvalid;
}
