/**
 * The attribution a form sends with its submission (src/lib/attribution.ts keeps it in the browser),
 * as every form's schema accepts it and every function stores it. It never costs a visitor their
 * submission: a value that is not what the browser would have kept (an unknown key, a long or marked-up
 * value, a click id not of its platform's shape, a referrer that is not a host, a landing page that is not
 * a path, a variant that is not one of a page's) is dropped, and an attribution that is not an object is no
 * attribution.
 */
import * as z from 'zod/mini';
import {
  ATTRIBUTION_KEYS,
  CAMPAIGN_KEYS,
  campaignValue,
  CLICK_KEYS,
  clickId,
  LANDING_VARIANTS,
  HOST,
  HOST_MAX,
  PATH,
  PATH_MAX,
  type Attribution,
} from '../attribution';

/** A value kept when it passes `ok`, dropped (undefined) otherwise. */
const kept = (ok: (value: string) => boolean, description: string) =>
  z.catch(z.optional(z.string().check(z.refine(ok), z.describe(description))), () => undefined);

const campaign = (key: string) =>
  kept(
    (v) => campaignValue(v) === v,
    `The visit's ${key} link parameter: one line of plain text, at most 100 characters`,
  );

const shape = {
  ...Object.fromEntries(CAMPAIGN_KEYS.map((key) => [key, campaign(key)])),
  ...Object.fromEntries(
    CLICK_KEYS.map((key) => [
      key,
      kept((v) => clickId(key, v) === v, `The ad platform's click id (${key}) the visit's link carried`),
    ]),
  ),
  referrer: kept(
    (v) => v.length <= HOST_MAX && HOST.test(v),
    'The host of the site that referred the visit (never this site), e.g. www.google.com',
  ),
  landing_page: kept(
    (v) => v.length <= PATH_MAX && PATH.test(v),
    'The path of the first page of the visit, without query or fragment, e.g. /landing',
  ),
  landing_variant: kept(
    (v) => (LANDING_VARIANTS as readonly string[]).includes(v),
    'The variant of that landing page the visitor was shown (a to d), when it has variants',
  ),
} as Record<(typeof ATTRIBUTION_KEYS)[number], ReturnType<typeof kept>>;

/** Where the visit that sent a form came from: optional on every form, and never a reason to refuse one. */
export const attributionSchema = z.catch(z.optional(z.object(shape)), () => undefined);

/** The attribution as it is stored (a JSON object of the values kept), or null when nothing was. */
export function storedAttribution(value: unknown): string | null {
  const parsed = attributionSchema.safeParse(value);
  const data = parsed.success ? parsed.data : undefined;
  const entries = Object.entries(data ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string');
  return entries.length ? JSON.stringify(Object.fromEntries(entries) satisfies Attribution) : null;
}
