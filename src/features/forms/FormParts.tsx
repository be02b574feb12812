/** The parts every form island draws: the form's frame, the honeypot and the inline failure notice. */
import type { ReactNode } from 'react';
import type { FormText } from '../../lib/forms/fields';
import type { useForm } from './useForm';
import './forms.css';

/** The hidden field people never see and bots fill in; the functions ignore a filled-in post. */
export function Honeypot({ id }: { id: string }) {
  return (
    <div className="hp" aria-hidden="true">
      <label htmlFor={`${id}-website`}>Leave this empty</label>
      <input id={`${id}-website`} name="company_website" type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}

/** A form's inline notice of a failed submission: empty, and taking no room (forms.css), until there is one. */
export function FormAlert({ text }: { text: string }) {
  return (
    <p className="form-alert" role="alert">
      {text}
    </p>
  );
}

interface FormFrameProps {
  /** Prefix of the island's ids (the honeypot's among them). */
  id: string;
  /** The form element's attributes, from useForm. */
  formProps: ReturnType<typeof useForm>['formProps'];
  className: string;
  onFocus?: () => void;
  /** Above the fields: the error summary, where the form has one. */
  top?: ReactNode;
  /** The inline failure notice's text; none where failures are told by a toast. */
  alert?: string;
  busy: boolean;
  /** The submit button's words, and what it says while sending. */
  text: FormText;
  /** Under the button: what the details are used for, and the privacy notice. */
  note: ReactNode;
  /** The fields. */
  children: ReactNode;
}

/**
 * A form island's form: its fields between what every form has, the honeypot, the failure notice (where
 * the form has one) and the submit button, which shows it is sending and takes one submission at a time, with
 * the note on privacy under it.
 */
export function FormFrame({
  id,
  formProps,
  className,
  onFocus,
  top,
  alert,
  busy,
  text,
  note,
  children,
}: FormFrameProps) {
  return (
    <form {...formProps} className={className} onFocus={onFocus}>
      {top}
      {children}
      <Honeypot id={id} />
      {alert !== undefined && <FormAlert text={alert} />}
      <button className="btn btn--primary form__submit" type="submit" disabled={busy}>
        {busy ? text.busy : text.submit}
      </button>
      <p className="small muted form__note">{note}</p>
    </form>
  );
}
