/**
 * "Send Us a Message" island: an error summary at the top and the message under
 * each field, 'Sending...' while submitting, the form cleared and a toast on success, values kept
 * and a toast on failure. Its server render is the plain form posting to the function, so a visitor
 * who submits before it hydrates (or without JavaScript) gets through.
 */
import { contactFields, contactSchema, contactText, contactToasts } from '../../lib/forms/contact';
import { check } from '../../lib/forms/fields';
import { api, paths } from '../../lib/paths';
import { notify } from '../toast';
import { ErrorSummary } from './ErrorSummary';
import { Field } from './Field';
import { Honeypot } from './FormParts';
import { useForm } from './useForm';
import './ContactForm.css';

export default function ContactForm({ id = 'contact' }: { id?: string }) {
  const { form, busy, errors, onSubmit, summary } = useForm({
    url: api.contact,
    ownValidation: true,
    summary: id,
    check: (values) => check(contactSchema, values),
    done: (_answer, _values, el) => {
      el.reset();
      notify(contactToasts.success);
    },
    failed: (error) => {
      console.error('Contact form submission failed', (error as Error).message);
      notify(contactToasts.failure);
    },
  });
  const { name, email, phone, investmentAmount, interest, message } = contactFields;

  return (
    <form
      ref={form}
      className="contact-form"
      method="post"
      action={api.contact}
      onSubmit={onSubmit}
      aria-busy={busy || undefined}
    >
      <ErrorSummary {...summary} />
      <div className="contact-form__row">
        <Field field={name} id={`${id}-name`} error={errors.name} control={{ required: true }} />
        <Field field={email} id={`${id}-email`} error={errors.email} control={{ required: true }} />
      </div>
      <div className="contact-form__row">
        <Field field={phone} id={`${id}-phone`} error={errors.phone} />
        <Field
          field={investmentAmount}
          id={`${id}-amount`}
          error={errors.investmentAmount}
          control={{ required: true }}
        />
      </div>
      <Field field={interest} id={`${id}-interest`} error={errors.interest} control={{ required: true }} />
      <Field field={message} id={`${id}-message`} error={errors.message} control={{ rows: 4, required: true }} />
      <Honeypot id={id} />
      <button className="btn btn--primary form__submit" type="submit" disabled={busy}>
        {busy ? contactText.busy : contactText.submit}
      </button>
      <p className="small muted form__note">
        We use your details only to reply to your enquiry. See our <a href={paths.privacy}>privacy notice</a>.
      </p>
    </form>
  );
}
