/**
 * The toaster, mounted once on first need: two live regions that exist before any toast, so screen
 * readers announce what appears in them (role=status for news, role=alert for errors). It never takes
 * focus. It shows whatever toast the store holds, for the full duration from when it appears; a mouse
 * over it or focus in it holds it, its button or a swipe dismisses it. It sits at the foot of the screen,
 * or under the header where the foot would cover the form that raised it (placement.ts). Plain DOM, no
 * framework, since a page's only toast may come from its footer's sign-up form; its stylesheet is fetched
 * here, not inlined in every page, and it renders once the styles are in.
 */
import { $toast, dismissToast, holdToast, type Toast } from './toastStore';
import { placeToaster } from './placement';
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
  let shown: Toast | null = null;
  // Where the toast goes is worked out again as the page scrolls or resizes under it, once a frame.
  let frame = 0;
  const replace = () => {
    if (!frame && shown) frame = requestAnimationFrame(() => ((frame = 0), placeToaster(toaster, shown?.from)));
  };
  addEventListener('scroll', replace, { passive: true });
  addEventListener('resize', replace, { passive: true });
  setTimeout(
    () =>
      $toast.subscribe((toast) => {
        if (toast?.id === shown?.id) return;
        shown = toast;
        news.replaceChildren();
        errors.replaceChildren();
        if (!toast) return;
        (toast.variant === 'destructive' ? errors : news).append(card(toast));
        placeToaster(toaster, toast.from);
        // Its time runs from when it can be read.
        holdToast(false);
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
  // A mouse, not a finger: a tap leaves no pointer behind to hold the toast for ever.
  el.addEventListener('pointerenter', (e) => e.pointerType === 'mouse' && hold());
  el.addEventListener('pointerleave', (e) => e.pointerType === 'mouse' && release());
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
