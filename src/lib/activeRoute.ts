/**
 * The regulatory route this build follows (docs/regulatory-route.md): `route` in content/site.json with the
 * approval of the sign-off record (content/approval.json), or the
 * SITE_ROUTE environment variable (the same JSON, checked by the same schema), which only the browser tests
 * set to build the site under each route. Build time only: pages and layouts read it.
 */
import signedOff from '../../content/approval.json' with { type: 'json' };
import { routeSchema, type Route } from '../collections/route';
import { approvalRecordSchema, routeWithApproval } from './approval';
import { gatedWhole } from './promotion';
import { site } from './site';

export * from './routeRules';

/** The route in `override` (SITE_ROUTE's JSON) if there is one, else the settings' own with the sign-off's approval. */
export function routeFrom(settings: Route, override?: string): Route {
  if (!override?.trim()) return settings;
  const parsed = routeSchema.safeParse(JSON.parse(override));
  if (!parsed.success)
    throw new Error(`SITE_ROUTE is not a route content/site.json could hold: ${parsed.error.message}`);
  return parsed.data;
}

export const route: Route = routeFrom(
  routeWithApproval(site.route, approvalRecordSchema.parse(signedOff)),
  globalThis.process?.env?.SITE_ROUTE,
);

/**
 * Whether a page may show the claims an investment is promoted with (a return, what secures the money):
 * always, except under the exempt-audience route on a page everyone can read.
 */
export const claimsShown = (pathname: string): boolean => route.kind !== 'exempt-audience' || gatedWhole(pathname);
