/**
 * The visit's first touch, received by a page the site opens in a new tab (/contact and /book-call, from the
 * calculator's and the quiz's consultation buttons): such a tab starts with no session storage, so the link
 * brings the first touch in its fragment (src/browser/firstTouch.ts writes it as the link is followed). This keeps
 * it as the new tab's own, unless the browser asks not to be followed, and takes the fragment off the address. It
 * runs before the page shell, which then leaves the first touch as it finds it. A module of its own, loaded only by
 * the pages a new tab opens, so no other page pays for it; STORAGE_KEY and HANDOVER are firstTouch.ts's (a unit
 * test keeps them equal). What is kept is checked by the server, as any attribution is.
 */
export const STORAGE_KEY = 'first_touch';
export const HANDOVER = `#${STORAGE_KEY}=`;

/** Keeps the first touch the address's fragment hands over, if any. */
export function receiveHandOver(): void {
  if (!location.hash.startsWith(HANDOVER)) return;
  const given = location.hash.slice(HANDOVER.length);
  history.replaceState(history.state, '', location.pathname + location.search);
  const n = navigator as Navigator & { globalPrivacyControl?: boolean };
  try {
    const touch: unknown = JSON.parse(decodeURIComponent(given));
    if (touch && typeof touch === 'object' && !(n.globalPrivacyControl === true || n.doNotTrack === '1'))
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(touch));
  } catch {
    // Not a first touch, or no storage: the visit has the page's own.
  }
}
