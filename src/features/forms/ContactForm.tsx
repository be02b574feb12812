/**
 * "Send Us a Message" island: an error summary at the top and the message under
 * each field, 'Sending...' while submitting, the form cleared and a toast on success, with a
 * confirmation above the form that stays (the toast goes after 5 s); values kept
 * and a toast on failure. Its server render is the plain form posting to the function, so a visitor
 * who submits before it hydrates (or without JavaScript) gets through.
 */
import { useEffect, useRef, useState } from 'react';
import {
  contactFields,
  contactSchema,
  contactText,
  contactToasts,
  openContactSchema,
  sentNote,
} from '../../lib/forms/contactSchema';
import { check } from '../../lib/forms/fields';
import { api, paths } from '../../lib/paths';
import { notify } from '../toast';
import { ErrorSummary } from './ErrorSummary';
import { Field } from './Field';
import { FormFrame } from './FormParts';
import { useForm } from './useForm';
import './ContactForm.css';

interface Props {
  id?: string;
  /** The reply promise from the facts ('1 working day'), given by the page. */
  replyTime: string;
  /** Ask the amount and what they are interested in; not where the page may not invite investment. */
  investment?: boolean;
}

export default function ContactForm({ id = 'contact', replyTime, investment = true }: Props) {
  // The address the last message was sent from: the confirmation stays until the next is sent.
  const [sentFrom, setSentFrom] = useState<string | null>(null);
  const sent = useRef<HTMLDivElement>(null);
  // The confirmation and the form: what its toasts keep clear of.
  const area = useRef<HTMLDivElement>(null);
  const { formProps, busy, errors, summary } = useForm({
    id,
    url: api.contact,
    ownValidation: true,
    summary: true,
    check: (values) => {
      setSentFrom(null);
      return investment ? check(contactSchema, values) : check(openContactSchema, values);
    },
    done: (_answer, values, el) => {
      el.reset();
      setSentFrom(values.email?.trim() ?? '');
      notify(contactToasts.success, area.current ?? undefined);
    },
    failed: (error) => {
      console.error('Contact form submission failed', (error as Error).message);
      notify(contactToasts.failure, area.current ?? undefined);
    },
  });
  const { name, email, phone, investmentAmount, interest, message } = contactFields;

  useEffect(() => {
    if (sentFrom !== null) sent.current?.focus();
  }, [sentFrom]);

  return (
    <div ref={area}>
      {sentFrom !== null && (
        <div ref={sent} tabIndex={-1} className="form-done contact-form__sent">
          <p className="form-done__title">{contactToasts.success.title}</p>
          <p>{sentNote(replyTime, sentFrom)}</p>
        </div>
      )}
      <FormFrame
        id={id}
        formProps={formProps}
        className="contact-form"
        top={<ErrorSummary {...summary} />}
        busy={busy}
        text={contactText}
        note={
          <>
            We use your details only to reply to your enquiry. See our <a href={paths.privacy}>privacy notice</a>.
          </>
        }
      >
        <div className="contact-form__row">
          <Field field={name} id={`${id}-name`} error={errors.name} control={{ required: true }} />
          <Field field={email} id={`${id}-email`} error={errors.email} control={{ required: true }} />
        </div>
        <div className="contact-form__row">
          <Field field={phone} id={`${id}-phone`} error={errors.phone} />
          {investment && (
            <Field
              field={investmentAmount}
              id={`${id}-amount`}
              error={errors.investmentAmount}
              control={{ required: true }}
            />
          )}
        </div>
        {investment && (
          <Field field={interest} id={`${id}-interest`} error={errors.interest} control={{ required: true }} />
        )}
        <Field field={message} id={`${id}-message`} error={errors.message} control={{ rows: 4, required: true }} />
      </FormFrame>
    </div>
  );
}
