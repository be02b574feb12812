/**
 * The first touch of a visit, kept by the page shell on every page (src/browser/shell.ts): on the visit's
 * first page in this tab, the campaign parameters of its address, the referring site's host (never our
 * own) and the page's path go into session storage, where a form's code reads them to send with a
 * submission (src/lib/readAttribution.ts; src/lib/attribution.ts says what is kept and checks it; the
 * server checks it again with src/lib/forms/attributionSchema.ts). This module is the shell's alone, so the
 * shell stays one file on every page (a module shared with the forms' code would be a second request).
 */

/** As CAMPAIGN_KEYS in src/lib/attribution.ts and STORAGE_KEY in src/lib/readAttribution.ts (a unit test keeps them equal). */
export const KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'];
export const STORAGE_KEY = 'first_touch';

/**
 * The browser asks sites not to follow it (Global Privacy Control, or the older Do Not Track): the simple
 * way to object the privacy notice offers; then neither the first touch nor the analytics is kept or sent.
 */
export function optedOut(nav: Navigator = navigator): boolean {
  const n = nav as Navigator & { globalPrivacyControl?: boolean };
  return n.globalPrivacyControl === true || n.doNotTrack === '1';
}

/** What a page says about the visit: its campaign parameters (one line, at most 100 characters), referring host and path. */
export function firstTouch(page: { host: string; pathname: string; search: string }, referrer: string) {
  const query = new URLSearchParams(page.search);
  const found: Record<string, string> = {};
  for (const key of KEYS) {
    const value = query.get(key)?.replace(/\s+/g, ' ').trim();
    if (value && value.length <= 100) found[key] = value;
  }
  try {
    const from = new URL(referrer);
    if (/^https?:$/.test(from.protocol) && from.host !== page.host) found.referrer = from.host;
  } catch {
    // No referrer, or not a web address.
  }
  found.landing_page = page.pathname;
  return found;
}

/** Keeps the visit's first touch, unless this tab already has one or the browser asks not to be followed. */
export function captureFirstTouch(): void {
  try {
    if (optedOut() || sessionStorage.getItem(STORAGE_KEY) !== null) return;
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(firstTouch(location, document.referrer)));
  } catch {
    // Storage refused or full: the visit simply has no attribution.
  }
}
