/** A labelled money input for the widgets: typed as text (no spinner), checked as the learner types. */
import { useId } from 'react';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Set when the value is not a usable amount. */
  error?: string;
}

export function MoneyField({ label, value, onChange, error }: Props) {
  const id = useId();
  return (
    <div className="widget__field">
      <label htmlFor={id}>{label}</label>
      <div className="widget__money">
        <span aria-hidden="true">£</span>
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
