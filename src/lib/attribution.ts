/**
 * First-touch attribution, kept in the browser without a cookie: on the first page of a visit (a tab's
 * session) the campaign parameters of its address, the site that referred the visitor (its host only)
 * and the page's path are kept in sessionStorage, and read again only when a form is sent. Nothing
 * identifies the visitor and nothing leaves the browser until a form does. Plain script with no
 * dependency: the page shell runs `captureAttribution` on every page, within the content pages' script
 * budget. The server checks what arrives with the schema in src/lib/forms/attribution.ts.
 */

/** The campaign parameters kept, as a link carries them. */
export const CAMPAIGN_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

export type CampaignKey = (typeof CAMPAIGN_KEYS)[number];

/** What a lead carries about the visit that brought it: every field optional. */
export type Attribution = Partial<Record<CampaignKey, string>> & {
  /** The referring site's host, never our own, never a path or query. */
  referrer?: string;
  /** The path of the visit's first page, without query or fragment. */
  landing_page?: string;
};

/** Every key an attribution may have, in the order the leads export shows them. */
export const ATTRIBUTION_KEYS = [...CAMPAIGN_KEYS, 'referrer', 'landing_page'] as const;

/** Longest value kept for a campaign parameter. */
export const CAMPAIGN_MAX = 100;
/** Longest host (DNS allows 253) and landing path kept. */
export const HOST_MAX = 253;
export const PATH_MAX = 200;

/** A campaign value: one line of letters, digits, spaces and the punctuation campaign names use. */
export const CAMPAIGN_TEXT = /^[\p{L}\p{N} ._~+:/@%!(),&'-]+$/u;
/** A host name (with a port, as a referrer from a development server has). */
export const HOST = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?$/;
/** A path as a browser's address bar keeps it: percent-escaped, no query, no fragment. */
export const PATH = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/;

/** The session-storage key: one per tab, gone when the tab closes. */
export const STORAGE_KEY = 'first_touch';

/** A campaign parameter's value as it is kept: trimmed, one line, checked; otherwise nothing. */
export function campaignValue(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.replace(/\s+/g, ' ').trim();
  return v && v.length <= CAMPAIGN_MAX && CAMPAIGN_TEXT.test(v) ? v : undefined;
}

/** The referring host of `referrer` (a full URL), unless it is empty, malformed or `ownHost`. */
export function referrerHost(referrer: string, ownHost: string): string | undefined {
  try {
    const url = new URL(referrer);
    const host = url.host.toLowerCase();
    if (!/^https?:$/.test(url.protocol) || host === ownHost.toLowerCase()) return undefined;
    return host.length <= HOST_MAX && HOST.test(host) ? host : undefined;
  } catch {
    return undefined;
  }
}

/** What the first page of a visit says about it: its campaign parameters, referring host and path. */
export function firstTouch(location: { host: string; pathname: string; search: string }, referrer: string) {
  const query = new URLSearchParams(location.search);
  const found: Attribution = {};
  for (const key of CAMPAIGN_KEYS) {
    const value = campaignValue(query.get(key));
    if (value) found[key] = value;
  }
  const host = referrerHost(referrer, location.host);
  if (host) found.referrer = host;
  if (location.pathname.length <= PATH_MAX && PATH.test(location.pathname)) found.landing_page = location.pathname;
  return found;
}

/** The tab's session storage, or null where the browser refuses it. */
function session(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * Keeps what this page says about the visit, if it is the visit's first page (nothing is kept yet in
 * this tab). Later pages of the visit change nothing: the first touch is the one counted.
 */
export function captureAttribution(): void {
  const store = session();
  try {
    if (!store || store.getItem(STORAGE_KEY) !== null) return;
    store.setItem(STORAGE_KEY, JSON.stringify(firstTouch(location, document.referrer)));
  } catch {
    // Storage full or refused: the visit simply has no attribution.
  }
}

/** The visit's attribution for a form to send, or undefined (none kept, or storage refused). */
export function readAttribution(): Attribution | undefined {
  try {
    const kept: unknown = JSON.parse(session()?.getItem(STORAGE_KEY) ?? 'null');
    return kept && typeof kept === 'object' && !Array.isArray(kept) ? (kept as Attribution) : undefined;
  } catch {
    return undefined;
  }
}
