/**
 * First-touch attribution, kept in the browser without a cookie: on the first page of a visit (a tab's
 * session) the page shell keeps the campaign parameters of its address, an ad platform's click id, the
 * site that referred the visitor (its host only), the page's path and the landing page's variant shown in
 * sessionStorage (src/browser/firstTouch.ts), and hands them to the new tabs the site opens; a form's code
 * reads them (src/lib/readAttribution.ts) to send with its submission. Nothing identifies the visitor to us
 * and nothing leaves the browser until a form does. What may be kept is defined here; the server checks
 * what arrives with the schema in src/lib/forms/attributionSchema.ts.
 */

/** The campaign parameters kept, as a link carries them. */
export const CAMPAIGN_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

type CampaignKey = (typeof CAMPAIGN_KEYS)[number];

/**
 * The ad platforms' click ids, as their ads tag a link (Google Ads, Meta, LinkedIn, Microsoft Advertising), each
 * with the shape the platform gives it: kept so a lead can be reported back to the platform as a conversion
 * (src/server/storage/offlineConversions.ts). An id of another shape, or longer, is not kept.
 */
const CLICK_IDS = {
  /** Google Ads: URL-safe base64, about 100 characters; Google accepts up to 512. */
  gclid: /^[A-Za-z0-9_-]{10,512}$/,
  /** Meta (Facebook, Instagram): URL-safe characters, a few dozen to a few hundred. */
  fbclid: /^[A-Za-z0-9_-]{10,512}$/,
  /** LinkedIn's first-party ad tracking id: a UUID. */
  li_fat_id: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  /** Microsoft Advertising: 32 hexadecimal digits. */
  msclkid: /^[0-9a-f]{32}$/i,
} as const;

export type ClickKey = keyof typeof CLICK_IDS;
export const CLICK_KEYS = Object.keys(CLICK_IDS) as ClickKey[];
/** Longest click id kept (the browser's bound; each platform's own shape is checked by CLICK_IDS). */
export const CLICK_ID_MAX = 512;

/** A landing page's variants: the page's own text is `a`, its alternatives `b` to `d` (src/collections/landing.ts). */
export const LANDING_VARIANTS = ['a', 'b', 'c', 'd'] as const;
type LandingVariant = (typeof LANDING_VARIANTS)[number];

/** What a lead carries about the visit that brought it: every field optional. */
export type Attribution = Partial<Record<CampaignKey | ClickKey, string>> & {
  /** The referring site's host, never our own, never a path or query. */
  referrer?: string;
  /** The path of the visit's first page, without query or fragment. */
  landing_page?: string;
  /** The variant of that page the visitor was shown, when it has variants. */
  landing_variant?: LandingVariant;
};

/** Every key an attribution may have, in the order the leads export shows them. */
export const ATTRIBUTION_KEYS = [
  ...CAMPAIGN_KEYS,
  ...CLICK_KEYS,
  'referrer',
  'landing_page',
  'landing_variant',
] as const;

/** Longest value kept for a campaign parameter. */
const CAMPAIGN_MAX = 100;
/** Longest host (DNS allows 253) and landing path kept. */
export const HOST_MAX = 253;
export const PATH_MAX = 200;

/** A campaign value: one line of letters, digits, spaces and the punctuation campaign names use. */
const CAMPAIGN_TEXT = /^[\p{L}\p{N} ._~+:/@%!(),&'-]+$/u;
/** A host name (with a port, as a referrer from a development server has). */
export const HOST = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?$/;
/** A path as a browser's address bar keeps it: percent-escaped, no query, no fragment. */
export const PATH = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/;

/** A click id as it is kept: exactly as the platform gave it, when it has the platform's shape; otherwise nothing. */
export function clickId(key: ClickKey, value: unknown): string | undefined {
  return typeof value === 'string' && CLICK_IDS[key].test(value) ? value : undefined;
}

/** A campaign parameter's value as it is kept: trimmed, one line, checked; otherwise nothing. */
export function campaignValue(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.replace(/\s+/g, ' ').trim();
  return v && v.length <= CAMPAIGN_MAX && CAMPAIGN_TEXT.test(v) ? v : undefined;
}

/** The ad platform each click id is from, as the team knows them. */
const CLICK_PLATFORMS: Record<ClickKey, string> = {
  gclid: 'Google Ads',
  fbclid: 'Meta',
  li_fat_id: 'LinkedIn',
  msclkid: 'Microsoft Advertising',
};

/** How a campaign reads: its name, then where and how it ran; "no campaign" when the link had none. */
export function campaignLabel(a: { campaign?: string | null; source?: string | null; medium?: string | null }): string {
  const how = [a.source, a.medium].filter(Boolean).join(' / ');
  if (!a.campaign) return how ? `no campaign name (${how})` : 'no campaign';
  return how ? `${a.campaign} (${how})` : a.campaign;
}

/** Where a lead came from, as label and value lines for the team (the values are the visitor's: shown escaped). */
export function sourceLines(a: Attribution | null | undefined): [string, string][] {
  if (!a || Object.keys(a).length === 0)
    return [['Came from', 'not recorded (sent without JavaScript, or the browser asked not to be followed)']];
  const clicks = CLICK_KEYS.filter((k) => a[k]).map((k): [string, string] => [`${CLICK_PLATFORMS[k]} click id`, a[k]!]);
  return [
    ['Campaign', campaignLabel({ campaign: a.utm_campaign, source: a.utm_source, medium: a.utm_medium })],
    ...clicks,
    ['Referring site', a.referrer ?? 'none'],
    ['First page', `${a.landing_page ?? 'not recorded'}${a.landing_variant ? ` (variant ${a.landing_variant})` : ''}`],
  ];
}
