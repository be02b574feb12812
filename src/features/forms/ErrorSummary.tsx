/**
 * The error summary GOV.UK made familiar: a titled box at the top of the form that lists each
 * problem as a link to its field and takes focus when the form is submitted with errors. Following
 * a link focuses the field and scrolls its label (or its group's legend) into view. Forms get it
 * through `useForm({ summary: true })`, which works out the items and moves focus.
 */
import type { MouseEvent, RefObject } from 'react';
import './ErrorSummary.css';

export interface SummaryItem {
  /** Field name, as in the form's errors. */
  name: string;
  message: string;
  /** Id of the element to focus: the field, or the first option of a group. */
  target?: string;
}

export interface ErrorSummaryProps {
  /** Prefix for the title's id, unique in the page. */
  id: string;
  items: SummaryItem[];
  summaryRef: RefObject<HTMLDivElement | null>;
  level?: 2 | 3 | 4;
}

function goToField(event: MouseEvent<HTMLAnchorElement>, target: string) {
  const field = document.getElementById(target);
  if (!(field instanceof HTMLElement)) return;
  event.preventDefault();
  const label =
    field.closest('fieldset')?.querySelector('legend') ??
    document.querySelector(`label[for="${CSS.escape(target)}"]`) ??
    field;
  label.scrollIntoView({ block: 'start' });
  field.focus({ preventScroll: true });
}

export function ErrorSummary({ id, items, summaryRef, level = 3 }: ErrorSummaryProps) {
  if (!items.length) return null;
  const Title = `h${level}` as const;
  return (
    <div ref={summaryRef} className="error-summary" tabIndex={-1} aria-labelledby={`${id}-error-summary-title`}>
      <div role="alert">
        <Title id={`${id}-error-summary-title`} className="error-summary__title">
          There is a problem
        </Title>
        <ul className="error-summary__list">
          {items.map((item) => (
            <li key={item.name}>
              {item.target ? (
                <a href={`#${item.target}`} onClick={(e) => goToField(e, item.target!)}>
                  {item.message}
                </a>
              ) : (
                item.message
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
