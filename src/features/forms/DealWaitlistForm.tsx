/**
 * Deal-sourcing waitlist island (spec §4): on success the form gives way to a message and, a second
 * later, the thank-you page; on failure the form stays as it was with an inline notice.
 */
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { paths } from '../../lib/paths';
import { check } from '../../lib/forms/fields';
import { dealLeadSchema } from '../../lib/forms/dealLead';
import { ErrorSummary } from './ErrorSummary';
import { Honeypot } from './Honeypot';
import { INLINE_FAILURE } from './messages';
import { postJson, serverFieldErrors, SubmitError } from './request';
import { described, useForm } from './useForm';

/** Pause before the thank-you page, ms (spec §9). */
export const REDIRECT_DELAY = 1000;

export default function DealWaitlistForm({ id = 'deal' }: { id?: string }) {
  // The spec keeps the browser's own checks here; the shared schema then catches what they let through.
  const { form, busy, errors, run, begin, showErrors, summary } = useForm({ ownValidation: false, summary: id });
  const done = useRef<HTMLDivElement>(null);
  const [sent, setSent] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!sent) return;
    done.current?.focus();
    const t = setTimeout(() => window.location.assign(paths.thankYouDealSourcing), REDIRECT_DELAY);
    return () => clearTimeout(t);
  }, [sent]);

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    const started = begin(event);
    if (!started) return;
    const { el, values } = started;
    setFailed(false);
    const parsed = check(dealLeadSchema, values);
    if (!parsed.ok) return showErrors(parsed.errors);
    showErrors({});
    void run(async () => {
      try {
        await postJson('/api/send-deal-lead', { ...parsed.data, company_website: values.company_website ?? '' });
        el.reset();
        setSent(true);
      } catch (e) {
        const known = e instanceof SubmitError && e.status > 0;
        console.error(known ? 'Deal sourcing submission failed' : 'Deal sourcing submission error', (e as Error).message);
        setFailed(true);
        const fields = serverFieldErrors(e);
        if (Object.keys(fields).length) showErrors(fields);
      }
    });
  }

  if (sent) {
    return (
      <div ref={done} tabIndex={-1} className="deal-done" role="status">
        <p className="deal-done__title">Thank you, you're on the waitlist!</p>
        <p>Your free Deal Checklist is on its way to your inbox. Taking you to the next step…</p>
      </div>
    );
  }

  const field = (name: string, hint?: string) => ({ id: `${id}-${name}`, name, ...described(`${id}-${name}`, errors[name], hint) });
  const error = (name: string) => errors[name] && <p id={`${id}-${name}-error`} className="field-error">{errors[name]}</p>;

  return (
    <form ref={form} className="deal-form" method="post" action="/api/send-deal-lead" onSubmit={onSubmit} aria-busy={busy || undefined}>
      <ErrorSummary {...summary} />
      <div className="field">
        <label htmlFor={`${id}-name`}>Name</label>
        <input {...field('name')} type="text" required autoComplete="name" />
        {error('name')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-email`}>Email</label>
        <input {...field('email')} type="email" required autoComplete="email" />
        {error('email')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-message`}>
          What kind of deals are you looking for? <span className="optional">(optional)</span>
        </label>
        <textarea {...field('message', `${id}-message-hint`)} rows={4} />
        <p className="small muted hint" id={`${id}-message-hint`}>
          For example: budget, area, buy-to-let or social housing, refurbishment or ready to let.
        </p>
        {error('message')}
      </div>
      <Honeypot id={id} />
      <p className="form-alert" role="alert">{failed ? INLINE_FAILURE : ''}</p>
      <button className="btn btn--primary deal-form__submit" type="submit" disabled={busy}>
        {busy ? 'Sending...' : 'Join the Waitlist'}
      </button>
      <p className="small muted deal-form__privacy">
        We use your details only to manage the waitlist and send your checklist. See our <a href={paths.privacy}>privacy notice</a>.
      </p>
    </form>
  );
}
