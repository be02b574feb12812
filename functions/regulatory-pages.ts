/**
 * GET /certified/…: the certified pages of the exempt-audience route, served only to a browser whose pass is
 * good (src/server/regulatory/certifiedPages.ts). Netlify rewrites a page's own address here when the pass's
 * cookie is sent (the rules the build writes into dist/_redirects), so an investor keeps the page's address.
 * Bundled with the pages themselves (netlify.toml, included_files).
 */
import type { Config, Context } from '@netlify/functions';
import { httpFunction } from '../src/server/endpoint';
import { serveCertified } from '../src/server/regulatory/certifiedPages';

export default httpFunction((req: Request, context: Context) => serveCertified(req, context));

export const config: Config = {
  path: '/certified/*',
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
