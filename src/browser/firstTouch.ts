/**
 * The first touch of a visit, kept by the page shell on every page (src/browser/shell.ts): on the visit's
 * first page in this tab, the campaign parameters of its address, an ad platform's click id, the referring
 * site's host (never our own), the page's path and the landing page's variant shown go into session
 * storage, where a form's code reads them to send with a submission (src/lib/readAttribution.ts;
 * src/lib/attribution.ts says what is kept and checks it; the server checks it again with
 * src/lib/forms/attributionSchema.ts). A tab the site opens itself (the calculator's and the quiz's
 * consultation buttons) starts with no session storage of its own, so the link hands the visit's first touch
 * over in its fragment, and the page it opens keeps that instead of its own (src/browser/handOver.ts). This module
 * is the shell's alone, so the shell stays one file on every page (a module shared with the forms' code would be a
 * second request).
 */

/**
 * As CAMPAIGN_KEYS then CLICK_KEYS in src/lib/attribution.ts, and STORAGE_KEY in src/lib/readAttribution.ts (a unit
 * test keeps them equal): the campaign parameters (utm_…), then the ad platforms' click ids.
 */
export const KEYS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'fbclid',
  'li_fat_id',
  'msclkid',
];
export const STORAGE_KEY = 'first_touch';
/** The fragment a link to a new tab carries the first touch in: `#first_touch=<JSON, percent-encoded>` (handOver.ts reads it). */
export const HANDOVER = `#${STORAGE_KEY}=`;

/**
 * The browser asks sites not to follow it (Global Privacy Control, or the older Do Not Track): the simple
 * way to object the privacy notice offers; then neither the first touch nor the analytics is kept or sent.
 */
export function optedOut(nav: Navigator = navigator): boolean {
  const n = nav as Navigator & { globalPrivacyControl?: boolean };
  return n.globalPrivacyControl === true || n.doNotTrack === '1';
}

/**
 * What a page says about the visit: its campaign parameters (one line, at most 100 characters), a click id
 * (letters, digits, - and _, at most 512), the referring host, the path and the variant shown.
 */
export function firstTouch(
  page: { host: string; pathname: string; search: string },
  referrer: string,
  variant?: string,
) {
  const query = new URLSearchParams(page.search);
  const found: Record<string, string> = {};
  for (const key of KEYS) {
    const value = query.get(key)?.replace(/\s+/g, ' ').trim();
    if (value && (key.startsWith('utm_') ? value.length <= 100 : /^[\w-]{1,512}$/.test(value))) found[key] = value;
  }
  try {
    const from = new URL(referrer);
    if (/^https?:$/.test(from.protocol) && from.host !== page.host) found.referrer = from.host;
  } catch {
    // No referrer, or not a web address.
  }
  found.landing_page = page.pathname;
  if (variant) found.landing_variant = variant;
  return found;
}

/** Keeps the visit's first touch, unless this tab already has one (a link may have handed it over) or the browser asks not to be followed. */
export function captureFirstTouch(): void {
  try {
    if (optedOut() || sessionStorage.getItem(STORAGE_KEY) !== null) return;
    const touch = firstTouch(location, document.referrer, document.documentElement.dataset.variant);
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(touch));
  } catch {
    // Storage refused or full: the visit simply has no attribution.
  }
}

/**
 * A link of the site's own that opens a new tab carries the visit's first touch into it, as the link is
 * followed (the fragment is written then, so it is always the current one; such links have none of their own).
 */
export function handOverOnClick(event: MouseEvent): void {
  const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[target=_blank]');
  try {
    const kept = sessionStorage.getItem(STORAGE_KEY);
    if (kept && link?.origin === location.origin) link.hash = HANDOVER + encodeURIComponent(kept);
  } catch {
    // No storage: nothing to hand over.
  }
}
