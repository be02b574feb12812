/**
 * The one visible toast, shared by every island through a nanostore (at most one at a
 * time, shown 5000 ms). A new toast replaces the current one; hovering or focusing it holds it.
 * A toast may name what raised it (a form): the toaster keeps it clear of that.
 */
import { atom } from 'nanostores';

type ToastVariant = 'default' | 'destructive';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  /** A further line under the description. */
  note?: string;
  variant: ToastVariant;
  /** What raised the toast (a form and its button): the toaster puts the toast where it covers none of it. */
  from?: Element;
}

export type ToastInput = Omit<Toast, 'id' | 'variant'> & { variant?: ToastVariant };

/** How long a toast stays, ms. */
const TOAST_DURATION = 5000;

export const $toast = atom<Toast | null>(null);

let timer: ReturnType<typeof setTimeout> | undefined;
let seq = 0;

function schedule(id: number): void {
  clearTimeout(timer);
  timer = setTimeout(() => dismissToast(id), TOAST_DURATION);
}

/** Shows a toast in place of any current one and returns it. */
export function showToast(input: ToastInput): Toast {
  const next: Toast = { variant: 'default', ...input, id: ++seq };
  $toast.set(next);
  schedule(next.id);
  return next;
}

/** Removes the toast; with an id, only if that toast is still the one shown. */
export function dismissToast(id?: number): void {
  const current = $toast.get();
  if (!current || (id !== undefined && current.id !== id)) return;
  clearTimeout(timer);
  $toast.set(null);
}

/** Stops the clock while the visitor reads or uses the toast; restarts the full duration after. */
export function holdToast(held: boolean): void {
  const current = $toast.get();
  if (!current) return;
  if (held) clearTimeout(timer);
  else schedule(current.id);
}
