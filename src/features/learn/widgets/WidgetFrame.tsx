/** The frame every lesson widget shares: a titled group, and a result area read out as it changes. */
import { useId, type ReactNode } from 'react';

export function WidgetFrame({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <div className="widget" role="group" aria-labelledby={id}>
      <p className="widget__title" id={id}>
        {title}
      </p>
      {children}
    </div>
  );
}

export function WidgetResult({ children }: { children: ReactNode }) {
  return (
    <div className="widget__result" aria-live="polite">
      {children}
    </div>
  );
}
