/**
 * Newsletter sign-up island: the footer, the updates page and the case-study checklist offers.
 * Its server render is the plain form that posts to /api/newsletter, so it works before hydration.
 */
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { check } from '../../lib/forms/fields';
import { newsletterSchema } from '../../lib/forms/newsletter';
import { notify } from '../toast';
import { Honeypot } from './Honeypot';
import { emailProblem, footerFailure, INLINE_FAILURE, toasts, updatesFailure } from './messages';
import { postJson, SubmitError } from './request';
import { useForm } from './useForm';

export type NewsletterMode = 'footer' | 'updates' | 'checklist';

export interface Props {
  id: string;
  source: string;
  mode: NewsletterMode;
  label: string;
  button: string;
  /** The checklist download shown after a checklist request succeeds. */
  checklistUrl?: string;
}

export default function NewsletterForm({ id, source, mode, label, button, checklistUrl }: Props) {
  const checklist = mode === 'checklist';
  const { form, busy, errors, run, begin, showErrors } = useForm({ ownValidation: !checklist });
  const done = useRef<HTMLDivElement>(null);
  const [sent, setSent] = useState(false);
  const [failed, setFailed] = useState(false);
  const error = errors.email;

  useEffect(() => {
    if (sent) done.current?.focus();
  }, [sent]);

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    const started = begin(event);
    if (!started) return;
    const { el, values } = started;
    setFailed(false);
    const parsed = check(newsletterSchema, { email: values.email, source });
    if (!parsed.ok) {
      const problem = emailProblem(values.email ?? '');
      if (!checklist) notify(problem);
      return showErrors({ email: parsed.errors.email ?? problem.description! });
    }
    showErrors({});
    void run(async () => {
      try {
        await postJson('/api/newsletter', { ...parsed.data, company_website: values.company_website ?? '' });
        if (checklist) return setSent(true);
        el.reset();
        notify(mode === 'footer' ? toasts.footerSuccess : toasts.updatesSuccess);
      } catch (e) {
        const message = (e as Error).message;
        if (checklist) {
          console.error(e instanceof SubmitError && e.status ? 'Newsletter subscription failed' : 'Error submitting email', message);
          setFailed(true);
        } else {
          if (mode === 'updates') console.error('Newsletter subscription failed', message);
          notify(mode === 'footer' ? footerFailure(message) : updatesFailure(message));
        }
      }
    });
  }

  if (sent) {
    return (
      <div ref={done} tabIndex={-1} className="signup-done" role="status">
        <p className="signup-done__title">Checklist sent to your inbox!</p>
        <p>
          <a href={checklistUrl} target="_blank" rel="noopener noreferrer">
            Click here<span className="visually-hidden"> (opens in a new tab)</span>
          </a>{' '}
          to download the checklist now.
        </p>
      </div>
    );
  }

  return (
    <form ref={form} className="signup" method="post" action="/api/newsletter" onSubmit={onSubmit} aria-busy={busy || undefined}>
      <label htmlFor={`${id}-email`} className="visually-hidden">{label}</label>
      <div className="signup__row">
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          disabled={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-email-error` : undefined}
        />
        <button className="btn btn--primary" type="submit" disabled={busy}>
          {busy && <span className="signup__spinner" aria-hidden="true" />}
          {button}
        </button>
      </div>
      {/* Where a toast already says it (footer, updates), the message is for screen readers only: one message per problem. */}
      {error && <p id={`${id}-email-error`} className={checklist ? 'field-error signup__error' : 'visually-hidden'}>{error}</p>}
      <input type="hidden" name="source" value={source} />
      <Honeypot id={id} />
      <p className="form-alert" role="alert">{failed ? INLINE_FAILURE : ''}</p>
    </form>
  );
}
