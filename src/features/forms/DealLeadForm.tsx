/**
 * Deal-sourcing waitlist island: on success the form gives way to a message and, a second
 * later, the thank-you page; on failure the form stays as it was with an inline notice. Its server
 * render is the plain form posting to the function, so a visitor who submits before it hydrates (or
 * without JavaScript) gets through.
 */
import { useEffect, useRef, useState } from 'react';
import { dealLeadFields, dealLeadMessages, dealLeadSchema, dealLeadText } from '../../lib/forms/dealLeadSchema';
import { check } from '../../lib/forms/fields';
import { api, paths } from '../../lib/paths';
import { ErrorSummary } from './ErrorSummary';
import { Field } from './Field';
import { FormFrame } from './FormParts';
import { SubmitError, UNKNOWN_ERROR } from './request';
import { useForm } from './useForm';

/** Pause before the thank-you page, ms. */
const REDIRECT_DELAY = 1000;

export default function DealLeadForm({ id = 'deal' }: { id?: string }) {
  const done = useRef<HTMLDivElement>(null);
  const [sent, setSent] = useState(false);
  // The browser's own checks stay on here; the shared schema then catches what they let through.
  const { formProps, busy, errors, alert, summary } = useForm({
    id,
    url: api.dealLead,
    ownValidation: false,
    summary: true,
    check: (values) => check(dealLeadSchema, values),
    done: (_answer, _values, el) => {
      el.reset();
      setSent(true);
    },
    failed: (error) => {
      const known = error instanceof SubmitError && error.status > 0;
      console.error(
        known ? 'Deal sourcing submission failed' : 'Deal sourcing submission error',
        (error as Error).message,
      );
      return UNKNOWN_ERROR;
    },
  });

  useEffect(() => {
    if (!sent) return;
    done.current?.focus();
    const t = setTimeout(() => window.location.assign(paths.thankYouDealSourcing), REDIRECT_DELAY);
    return () => clearTimeout(t);
  }, [sent]);

  if (sent) {
    return (
      <div ref={done} tabIndex={-1} className="form-done" role="status">
        <p className="form-done__title">{dealLeadMessages.doneTitle}</p>
        <p>{dealLeadMessages.doneText}</p>
      </div>
    );
  }

  const { name, email, message } = dealLeadFields;
  return (
    <FormFrame
      id={id}
      formProps={formProps}
      className="deal-form"
      top={<ErrorSummary {...summary} />}
      alert={alert}
      busy={busy}
      text={dealLeadText}
      note={
        <>
          We use your details only to manage the waitlist and send your checklist. See our{' '}
          <a href={paths.privacy}>privacy notice</a>.
        </>
      }
    >
      <Field field={name} id={`${id}-name`} error={errors.name} control={{ required: true }} />
      <Field field={email} id={`${id}-email`} error={errors.email} control={{ required: true }} />
      <Field field={message} id={`${id}-message`} error={errors.message} control={{ rows: 4 }} />
    </FormFrame>
  );
}
