/**
 * 'Achievement Unlocked!': a modal dialog (native <dialog>, so focus stays inside and Escape closes
 * it) shown for UNLOCK_DIALOG_MS, then closed. Focus returns to where it was.
 */
import { useEffect, useRef } from 'react';
import { Icon } from '../../components/react/Icon';
import { UNLOCK_DIALOG_MS } from './machine';
import type { LiteracyAchievement } from './types';

interface Props {
  achievement: LiteracyAchievement | null;
  onClose: () => void;
}

export function UnlockDialog({ achievement, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!achievement || !dialog) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const closed = () => {
      clearTimeout(timer);
      onCloseRef.current();
      returnTo?.focus();
    };
    dialog.addEventListener('close', closed, { once: true });
    dialog.showModal();
    const timer = setTimeout(() => dialog.close(), UNLOCK_DIALOG_MS);
    return () => {
      clearTimeout(timer);
      dialog.removeEventListener('close', closed);
      if (dialog.open) dialog.close();
    };
  }, [achievement]);

  return (
    <dialog ref={ref} className="lq-dialog" aria-labelledby="lq-dialog-title" aria-describedby="lq-dialog-text">
      {achievement && (
        <>
          <span className="lq-dialog__icon">
            <Icon name={achievement.icon} size={32} />
          </span>
          <h2 id="lq-dialog-title">Achievement Unlocked!</h2>
          <p id="lq-dialog-text">
            <strong>{achievement.title}</strong>: {achievement.description}
          </p>
          <form method="dialog">
            <button type="submit" className="btn btn--secondary">
              Close
            </button>
          </form>
        </>
      )}
    </dialog>
  );
}
