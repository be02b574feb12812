/**
 * "Send Us a Message" island (spec §3–§5, §8): an error summary at the top and the message under
 * each field, 'Sending...' while submitting, the form cleared and a toast on success, values kept
 * and a toast on failure.
 */
import type { ReactNode, SubmitEvent } from 'react';
import { paths } from '../../lib/paths';
import { check } from '../../lib/forms/fields';
import { contactSchema, interestOptions, investmentAmountOptions } from '../../lib/forms/contact';
import { notify } from '../toast';
import { ErrorSummary } from './ErrorSummary';
import { Honeypot } from './Honeypot';
import { toasts } from './messages';
import { postJson, serverFieldErrors } from './request';
import { described, useForm, type Errors } from './useForm';

interface FieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  children: ReactNode;
}

function Field({ id, label, error, children }: FieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error && <p id={`${id}-error`} className="field-error">{error}</p>}
    </div>
  );
}

export default function ContactForm({ id = 'contact' }: { id?: string }) {
  const { form, busy, errors, run, begin, showErrors, summary } = useForm({ ownValidation: true, summary: id });
  const f = (name: string, key = name) => ({ id: `${id}-${key}`, name, ...described(`${id}-${key}`, errors[name]) });

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    const started = begin(event);
    if (!started) return;
    const { el, values } = started;
    const parsed = check(contactSchema, values);
    if (!parsed.ok) return showErrors(parsed.errors);
    showErrors({});
    void run(async () => {
      try {
        await postJson('/api/contact', { ...parsed.data, company_website: values.company_website ?? '' });
        el.reset();
        notify(toasts.contactSuccess);
      } catch (e) {
        console.error('Contact form submission failed', (e as Error).message);
        notify(toasts.contactFailure);
        const fields: Errors = serverFieldErrors(e);
        if (Object.keys(fields).length) showErrors(fields);
      }
    });
  }

  return (
    <form ref={form} className="contact-form" method="post" action="/api/contact" onSubmit={onSubmit} aria-busy={busy || undefined}>
      <ErrorSummary {...summary} />
      <div className="contact-form__row">
        <Field id={`${id}-name`} label="Full Name" error={errors.name}>
          <input {...f('name')} type="text" required minLength={2} maxLength={100} autoComplete="name" />
        </Field>
        <Field id={`${id}-email`} label="Email Address" error={errors.email}>
          <input {...f('email')} type="email" required autoComplete="email" />
        </Field>
      </div>
      <div className="contact-form__row">
        <Field id={`${id}-phone`} label="Phone Number (optional)" error={errors.phone}>
          <input {...f('phone')} type="tel" maxLength={40} autoComplete="tel" />
        </Field>
        <Field id={`${id}-amount`} label="Investment Amount" error={errors.investmentAmount}>
          <select {...f('investmentAmount', 'amount')} required>
            <option value="">Select an amount</option>
            {investmentAmountOptions.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
          </select>
        </Field>
      </div>
      <fieldset className="field contact-form__interest">
        <legend>What are you interested in?</legend>
        <div className="choices">
          {interestOptions.map((o) => (
            <label className="choice" key={o.value}>
              <input type="radio" id={`${id}-interest-${o.value}`} name="interest" value={o.value} required {...described(`${id}-interest`, errors.interest)} />
              <span>{o.label}</span>
            </label>
          ))}
        </div>
        {errors.interest && <p id={`${id}-interest-error`} className="field-error">{errors.interest}</p>}
      </fieldset>
      <Field id={`${id}-message`} label="Your Message" error={errors.message}>
        <textarea {...f('message')} rows={4} required minLength={10} maxLength={5000} />
      </Field>
      <Honeypot id={id} />
      <button className="btn btn--primary contact-form__submit" type="submit" disabled={busy}>
        {busy ? 'Sending...' : 'Send Message'}
      </button>
      <p className="small muted contact-form__privacy">
        We use your details only to reply to your enquiry. See our <a href={paths.privacy}>privacy notice</a>.
      </p>
    </form>
  );
}
