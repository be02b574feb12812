/**
 * One form field as every island draws it, from its definition in src/lib/forms: the label (or a
 * group's legend), the control, a hint and the error under it, tied together for screen readers.
 * `children` replaces the drawn control where a form needs its own (the calculator's £ amount).
 */
import type { ReactNode } from 'react';
import type { FormField } from '../../lib/forms/fields';
import { described } from './useForm';
import './Field.css';

interface Props {
  field: FormField;
  /** The control's id, unique in the page; the hint and error ids derive from it. */
  id: string;
  error?: string;
  /** Attributes for the control (required, lengths, rows…). */
  control?: Record<string, unknown>;
  children?: ReactNode;
}

export function Field({ field, id, error, control = {}, children }: Props) {
  const hint = field.hint ? `${id}-hint` : undefined;
  const attrs = {
    name: field.name,
    autoComplete: field.autoComplete,
    minLength: field.minLength,
    maxLength: field.maxLength,
    ...described(id, error, hint),
    ...control,
  };
  const label = (
    <>
      {field.label}
      {field.optional && (
        <>
          {' '}
          <span className="optional">(optional)</span>
        </>
      )}
    </>
  );
  const errorText = error && (
    <p id={`${id}-error`} className="field-error">
      {error}
    </p>
  );
  const hintText = hint && (
    <p className="small muted hint" id={hint}>
      {field.hint}
    </p>
  );

  if (field.type === 'radio') {
    return (
      <fieldset className="field field--choices">
        <legend>{label}</legend>
        <div className="choices">
          {field.options?.map((o) => (
            <label className="choice" key={o.value}>
              <input {...attrs} type="radio" id={`${id}-${o.value}`} value={o.value} />
              <span>{o.label}</span>
            </label>
          ))}
        </div>
        {hintText}
        {errorText}
      </fieldset>
    );
  }

  let input = children;
  if (!input && field.type === 'select') {
    input = (
      <select {...attrs} id={id}>
        <option value="">{field.placeholder}</option>
        {field.options?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  } else if (!input && field.type === 'textarea') {
    input = <textarea {...attrs} id={id} />;
  } else if (!input) {
    input = <input {...attrs} id={id} type={field.type ?? 'text'} />;
  }
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {input}
      {hintText}
      {errorText}
    </div>
  );
}
