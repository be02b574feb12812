/**
 * First-touch attribution, kept in the browser without a cookie: on the first page of a visit (a tab's
 * session) the page shell keeps the campaign parameters of its address, the site that referred the
 * visitor (its host only) and the page's path in sessionStorage (src/browser/firstTouch.ts); a form's
 * code reads them (src/lib/readAttribution.ts) to send with its submission. Nothing identifies the visitor and nothing leaves
 * the browser until a form does. What may be kept is defined here; the server checks what arrives with
 * the schema in src/lib/forms/attributionSchema.ts.
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

/** A campaign parameter's value as it is kept: trimmed, one line, checked; otherwise nothing. */
export function campaignValue(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.replace(/\s+/g, ' ').trim();
  return v && v.length <= CAMPAIGN_MAX && CAMPAIGN_TEXT.test(v) ? v : undefined;
}
