/**
 * The toaster, mounted once on first need: two live regions that exist before any toast, so screen
 * readers announce what appears in them (role=status for news, role=alert for errors). It never takes
 * focus. It shows whatever toast the store holds; hovering or focusing a toast holds it, its button or
 * a swipe dismisses it. Plain DOM, no framework, since a page's only toast may come from its footer's
 * sign-up form; its stylesheet is fetched here, not inlined in every page, and it renders once the
 * styles are in.
 */
import { $toast, dismissToast, holdToast, type Toast } from './toastStore';
import href from './toast.css?url';

/** Horizontal swipe that dismisses a toast on touch screens, px. */
const SWIPE_THRESHOLD = 50;
/** A live region created together with its text is not reliably announced: toasts go in this long after. */
const SETTLE_MS = 150;
const CLOSE_ICON =
  '<svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false"><path d="M6 6l12 12M18 6L6 18" stroke="currentColor" stroke-width="2.5" stroke-linecap="round"/></svg>';

let mounted = false;

export function mountToaster(): void {
  if (mounted) return;
  mounted = true;
  const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
  link.addEventListener('load', render, { once: true });
  link.addEventListener('error', render, { once: true });
  document.head.append(link);
}

const element = <K extends keyof HTMLElementTagNameMap>(tag: K, className = '', text?: string) =>
  Object.assign(document.createElement(tag), { className }, text === undefined ? {} : { textContent: text });

function region(role: 'status' | 'alert'): HTMLDivElement {
  const el = element('div');
  el.setAttribute('role', role);
  el.setAttribute('aria-live', role === 'alert' ? 'assertive' : 'polite');
  el.setAttribute('aria-atomic', 'true');
  return el;
}

function render(): void {
  const news = region('status');
  const errors = region('alert');
  const toaster = element('section', 'toaster');
  toaster.setAttribute('aria-label', 'Notifications');
  toaster.append(news, errors);
  const host = element('div', 'toaster-host');
  host.append(toaster);
  document.body.append(host);
  let shown: number | undefined;
  setTimeout(
    () =>
      $toast.subscribe((toast) => {
        if (toast?.id === shown) return;
        shown = toast?.id;
        news.replaceChildren();
        errors.replaceChildren();
        if (toast) (toast.variant === 'destructive' ? errors : news).append(card(toast));
      }),
    SETTLE_MS,
  );
}

function card(toast: Toast): HTMLElement {
  const el = element('div', `toast toast--${toast.variant}`);
  const body = element('div', 'toast__body');
  body.append(element('p', 'toast__title', toast.title));
  for (const text of [toast.description, toast.note]) if (text) body.append(element('p', 'toast__text', text));
  const close = element('button', 'toast__close');
  close.type = 'button';
  close.setAttribute('aria-label', 'Dismiss notification');
  close.innerHTML = CLOSE_ICON;
  close.addEventListener('click', () => dismissToast(toast.id));
  el.append(body, close);

  const hold = () => holdToast(true);
  const release = () => holdToast(false);
  el.addEventListener('mouseenter', hold);
  el.addEventListener('mouseleave', release);
  el.addEventListener('focusin', hold);
  el.addEventListener('focusout', release);
  let startX: number | null = null;
  el.addEventListener('pointerdown', (e) => (startX = e.clientX));
  el.addEventListener('pointerup', (e) => {
    if (startX !== null && Math.abs(e.clientX - startX) >= SWIPE_THRESHOLD) dismissToast(toast.id);
    startX = null;
  });
  return el;
}
