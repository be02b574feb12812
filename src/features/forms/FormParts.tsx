/** The small parts every form island draws: the honeypot and the inline failure notice. */
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
