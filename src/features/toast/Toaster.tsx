/**
 * The toaster: two live regions that exist before any toast, so screen readers announce what
 * appears in them (role=status for news, role=alert for errors). It never takes focus.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { $toast, dismissToast, holdToast, type Toast } from './store';

/** Horizontal swipe that dismisses a toast on touch screens, px. */
const SWIPE_THRESHOLD = 50;

function ToastCard({ toast }: { toast: Toast }) {
  const startX = useRef<number | null>(null);
  const hold = () => holdToast(true);
  const release = () => holdToast(false);
  const onPointerUp = (e: PointerEvent) => {
    if (startX.current !== null && Math.abs(e.clientX - startX.current) >= SWIPE_THRESHOLD) dismissToast(toast.id);
    startX.current = null;
  };
  return (
    <div
      className={`toast toast--${toast.variant}`}
      onMouseEnter={hold}
      onMouseLeave={release}
      onFocus={hold}
      onBlur={release}
      onPointerDown={(e) => (startX.current = e.clientX)}
      onPointerUp={onPointerUp}
    >
      <div className="toast__body">
        <p className="toast__title">{toast.title}</p>
        {toast.description && <p className="toast__text">{toast.description}</p>}
        {toast.note && <p className="toast__text">{toast.note}</p>}
      </div>
      <button
        type="button"
        className="toast__close"
        aria-label="Dismiss notification"
        onClick={() => dismissToast(toast.id)}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}

export function Toaster() {
  const toast = useStore($toast);
  // Content goes in only after the empty regions have been in the page for a moment: a live region
  // created together with its text is not reliably announced.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setReady(true), 150);
    return () => clearTimeout(t);
  }, []);
  const shown = ready ? toast : null;
  return (
    <section className="toaster" aria-label="Notifications">
      <div role="status" aria-live="polite" aria-atomic="true">
        {shown && shown.variant !== 'destructive' && <ToastCard key={shown.id} toast={shown} />}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true">
        {shown?.variant === 'destructive' && <ToastCard key={shown.id} toast={shown} />}
      </div>
    </section>
  );
}
