/**
 * The regulatory route in force (docs/regulatory-route.md): `route` in content/site.json with the approval of the
 * sign-off record (content/approval.json, docs/approval.md), or the SITE_ROUTE
 * environment variable (the same JSON, checked by the same schema), which only the browser tests set to build
 * and serve the site under each route. Pages and layouts read it when they build; the functions read it when
 * they run (the investor statement, the certified pages, what an e-mail says), from the same settings.
 */
import signedOff from '../../../content/approval.json' with { type: 'json' };
import { routeSchema, type Route } from '../../collections/regulatory';
import { approvalRecordSchema, routeWithApproval } from '../approvalRecord';
import { site } from '../site';
import { forInvestors } from './certified';

export * from './requirements';

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
 * Under the exempt-audience route, what everyone can read (every page but the certified ones, every e-mail)
 * teaches and does not promote: no invitation to invest, no return, no product term. Copy that would promote
 * gives way to copy that teaches wherever this is true.
 */
export const teachOnly: boolean = route.kind === 'exempt-audience';

/**
 * Whether a page shows the claims an investment is promoted with (a return, what secures the money, what an
 * investor says) and the risks of the product: always, except under the exempt-audience route on a page
 * everyone can read.
 */
export const claimsShown = (pathname: string): boolean => !teachOnly || forInvestors(pathname);
