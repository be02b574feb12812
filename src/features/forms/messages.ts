/**
 * The rules that pick a newsletter form's toast, by the answer's status (never by its wording). The
 * texts themselves belong to each form, in src/lib/forms.
 */
import { newsletterMessages, newsletterToasts } from '../../lib/forms/newsletterSchema';
import type { ToastInput } from '../toast/toastStore';
import { NETWORK_ERROR, serverFieldErrors, SubmitError } from './request';

export const toasts = newsletterToasts satisfies Record<string, ToastInput>;

/**
 * Footer newsletter failure: no answer says so, a 400 naming the address asks for a valid one,
 * anything else is a plain failure. The updates page shows one failure whatever the status.
 */
export function footerFailure(error: unknown): ToastInput {
  const status = error instanceof SubmitError ? error.status : -1;
  const description =
    status === 0
      ? NETWORK_ERROR
      : status === 400 && serverFieldErrors(error).email
        ? newsletterMessages.footerInvalid
        : newsletterMessages.failed;
  return { title: newsletterMessages.failedTitle, description, variant: 'destructive' };
}

/**
 * An address this browser signed up before (the server answers every address alike): the footer
 * says so as a failure, the updates page as a neutral notice, each reminding that the subscription
 * starts only once confirmed.
 */
export function alreadySubscribed(mode: 'footer' | 'updates'): ToastInput {
  return mode === 'footer'
    ? {
        title: newsletterMessages.failedTitle,
        description: newsletterMessages.alreadySubscribed,
        note: newsletterMessages.alreadyNote,
        variant: 'destructive',
      }
    : toasts.updatesAlready;
}

/** The toast for a newsletter e-mail that failed validation in the browser: empty, or not an address. */
export function emailProblem(value: string): ToastInput {
  return value.trim() === '' ? toasts.emailRequired : toasts.emailInvalid;
}
