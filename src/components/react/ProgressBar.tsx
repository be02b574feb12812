/** A labelled progress bar: the native <progress> element, styled in progress.css. Max defaults to 100. */
import './progress.css';

interface Props {
  value: number;
  max?: number;
  /** Accessible name, e.g. 'Lessons completed'. */
  label: string;
  className?: string;
}

export function ProgressBar({ value, max = 100, label, className }: Props) {
  return (
    <progress
      className={className ? `progress ${className}` : 'progress'}
      value={Math.min(value, max)}
      max={max}
      aria-label={label}
    />
  );
}
