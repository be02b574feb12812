/**
 * 'Achievement Unlocked!': a non-modal dialog in the completion card, under the score and its
 * message, so it never covers them while they are read. It closes after UNLOCK_DIALOG_MS, with Escape
 * or its Close button; focus stays where it was (the completion heading), and comes back there if it
 * was in the dialog when it closed.
 */
import { useEffect, useEffectEvent, useRef } from 'react';
import { Icon } from '../../components/react/Icon';
import { UNLOCK_DIALOG_MS } from './machine';
import type { LiteracyAchievement } from './literacyTypes';

interface Props {
  achievement: LiteracyAchievement | null;
  onClose: () => void;
  /** Where focus goes if it was in the dialog when it closed. */
  returnFocus: () => void;
}

export function UnlockDialog({ achievement, onClose, returnFocus }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  // Called from the dialog's listeners, with the parent's callbacks of the moment.
  const closed = useEffectEvent(() => onClose());
  const restoreFocus = useEffectEvent(() => returnFocus());
  const closeRef = useRef<() => void>(() => {});

  useEffect(() => {
    const dialog = ref.current;
    if (!achievement || !dialog) return;
    const close = () => {
      if (!dialog.open) return;
      const hadFocus = dialog.contains(document.activeElement);
      dialog.close();
      if (hadFocus) restoreFocus();
    };
    closeRef.current = close;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    const onClosed = () => {
      clearTimeout(timer);
      document.removeEventListener('keydown', onKey);
      closed();
    };
    dialog.addEventListener('close', onClosed, { once: true });
    document.addEventListener('keydown', onKey);
    dialog.show();
    const timer = setTimeout(close, UNLOCK_DIALOG_MS);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('keydown', onKey);
      dialog.removeEventListener('close', onClosed);
      if (dialog.open) dialog.close();
    };
  }, [achievement]);

  return (
    <dialog ref={ref} className="lq-dialog" aria-labelledby="lq-dialog-title" aria-describedby="lq-dialog-text">
      {achievement && (
        <>
          <span className="lq-dialog__icon">
            <Icon name={achievement.icon} size={28} />
          </span>
          <div>
            <h4 id="lq-dialog-title">Achievement Unlocked!</h4>
            <p id="lq-dialog-text">
              <strong>{achievement.title}</strong>: {achievement.description}
            </p>
          </div>
          <button type="button" className="btn btn--secondary lq-dialog__close" onClick={() => closeRef.current()}>
            Close
          </button>
        </>
      )}
    </dialog>
  );
}
