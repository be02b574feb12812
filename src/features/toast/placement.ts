/**
 * Where the toast goes: at the foot of the screen, unless there it would cover what raised it (a form, its
 * button, the note under it), then under the header. When that fills the screen from top to foot, the side
 * that leaves its submit button and the control with focus uncovered, else the side covering less of it.
 */
const TOP = 'toaster--top';

/** The area two boxes share, px². */
const shared = (a: DOMRect, b: DOMRect) =>
  Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
  Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

export function placeToaster(toaster: HTMLElement, from?: Element): void {
  toaster.classList.remove(TOP);
  const card = toaster.querySelector('.toast');
  if (!card || !from?.isConnected) return;
  const focused = document.activeElement;
  const keep = [...from.querySelectorAll('[type=submit]'), ...(focused && focused !== document.body ? [focused] : [])];
  /** What the toast covers where it is now: any of the form at all, then its button or focus, then how much of the form. */
  const cost = () => {
    const toast = card.getBoundingClientRect();
    const form = shared(toast, from.getBoundingClientRect());
    const key = keep.reduce((n, el) => n + shared(toast, el.getBoundingClientRect()), 0);
    return [form > 0 ? 1 : 0, key, form];
  };
  const foot = cost();
  if (!foot[0]) return;
  toaster.classList.add(TOP);
  const top = cost();
  const better = top.findIndex((v, i) => v !== foot[i]);
  if (better >= 0 && top[better]! > foot[better]!) toaster.classList.remove(TOP);
}
