/**
 * What forms use to show a toast: `notify` shows one and makes sure the toaster is in the page. The
 * toaster (plain DOM, mount.ts) and its CSS are fetched only when a form first wakes, not with every page.
 */
import { showToast, type ToastInput } from './toastStore';

let loading: Promise<void> | undefined;

/** Loads and mounts the toaster once; call it when a form wakes, so its live regions exist early. */
export function ensureToaster(): Promise<void> {
  loading ??= import('./mount').then((m) => m.mountToaster());
  return loading;
}

/** Shows a toast (at most one at a time), clear of `from`, the form (and its button) that raised it. */
export function notify(toast: ToastInput, from?: Element): void {
  void ensureToaster();
  showToast({ ...toast, from });
}

export type { ToastInput } from './toastStore';
