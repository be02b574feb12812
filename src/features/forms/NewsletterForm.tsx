/**
 * Newsletter sign-up island: the footer, the updates page and the case-study checklist offers.
 * Its server render is the plain form posting to the function, so it works before hydration.
 * The server answers every address alike; the "already subscribed" toasts come from the addresses
 * this browser itself signed up (signups.ts).
 */
import { useEffect, useRef, useState } from 'react';
import { check } from '../../lib/forms/fields';
import {
  checklistText,
  newsletterFields,
  newsletterMessages,
  newsletterSchema,
  newsletterText,
} from '../../lib/forms/newsletter';
import { notify } from '../toast';
import { FormAlert, Honeypot } from './FormParts';
import { alreadySubscribed, emailProblem, footerFailure, toasts } from './messages';
import { SubmitError, UNKNOWN_ERROR } from './request';
import { rememberSignUp } from './signups';
import { described, useForm } from './useForm';
import './NewsletterForm.css';

export type NewsletterMode = 'footer' | 'updates' | 'checklist';

export interface Props {
  id: string;
  /** The function's address (api.newsletter), given by the page so the island does not carry the paths module. */
  action: string;
  source: string;
  mode: NewsletterMode;
  /** The checklist download shown after a checklist request succeeds. */
  checklistUrl?: string;
}

export default function NewsletterForm({ id, action, source, mode, checklistUrl }: Props) {
  const checklist = mode === 'checklist';
  const done = useRef<HTMLDivElement>(null);
  const [sent, setSent] = useState(false);
  const { form, busy, errors, alert, onSubmit } = useForm({
    url: action,
    ownValidation: !checklist,
    check: (values) => {
      const parsed = check(newsletterSchema, { email: values.email, source });
      if (parsed.ok) return parsed;
      const problem = emailProblem(values.email ?? '');
      if (!checklist) notify(problem);
      return { ok: false, errors: { email: parsed.errors.email ?? problem.description! } };
    },
    done: async (_answer, values, el) => {
      const before = await rememberSignUp(values.email ?? '');
      if (checklist) return setSent(true);
      // Signed up from this browser before: the "already subscribed" toasts, field kept.
      if (before) return notify(alreadySubscribed(mode === 'footer' ? 'footer' : 'updates'));
      el.reset();
      notify(mode === 'footer' ? toasts.footerSuccess : toasts.updatesSuccess);
    },
    failed: (error) => {
      const message = (error as Error).message;
      if (checklist) {
        console.error(
          error instanceof SubmitError && error.status ? 'Newsletter subscription failed' : 'Error submitting email',
          message,
        );
        return UNKNOWN_ERROR;
      }
      if (mode === 'updates') console.error('Newsletter subscription failed', message);
      notify(mode === 'footer' ? footerFailure(error) : toasts.updatesFailure);
    },
  });
  const error = errors.email;
  const { email } = newsletterFields;

  useEffect(() => {
    if (sent) done.current?.focus();
  }, [sent]);

  if (sent) {
    return (
      <div ref={done} tabIndex={-1} className="form-done" role="status">
        <p className="form-done__title">{newsletterMessages.checklistSent}</p>
        <p>
          <a href={checklistUrl} target="_blank" rel="noopener noreferrer">
            Click here<span className="visually-hidden"> (opens in a new tab)</span>
          </a>{' '}
          to download the checklist now.
        </p>
        <p className="form-done__note">{newsletterMessages.checklistConfirmNote}</p>
      </div>
    );
  }

  return (
    <form ref={form} className="signup" method="post" action={action} onSubmit={onSubmit} aria-busy={busy || undefined}>
      <label htmlFor={`${id}-email`} className="visually-hidden">
        {email.label}
      </label>
      <div className="signup__row">
        <input
          id={`${id}-email`}
          name={email.name}
          type={email.type}
          required
          autoComplete={email.autoComplete}
          placeholder="you@example.com"
          disabled={busy}
          {...described(`${id}-email`, error)}
        />
        <button className="btn btn--primary" type="submit" disabled={busy}>
          {busy && <span className="signup__spinner" aria-hidden="true" />}
          {checklist ? checklistText.submit : newsletterText.submit}
        </button>
      </div>
      {/* Where a toast already says it (footer, updates), the message is for screen readers only: one message per problem. */}
      {error && (
        <p id={`${id}-email-error`} className={checklist ? 'field-error signup__error' : 'visually-hidden'}>
          {error}
        </p>
      )}
      <input type="hidden" name="source" value={source} />
      <Honeypot id={id} />
      <FormAlert text={alert} />
    </form>
  );
}
