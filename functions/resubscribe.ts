/**
 * /api/newsletter/resubscribe?s=<subscriber id>&n=<nonce>&t=<signature>: the link e-mailed to an address
 * that had unsubscribed and was typed into a form again. Only following it subscribes the address again,
 * once: it dies when used, when a newer one is sent, on erasure and after 7 days.
 * GET shows a confirm button (mail scanners follow links); POST confirms.
 * The handler, with functions/confirm.ts's: src/server/newsletter/links.ts.
 */
import type { Config } from '@netlify/functions';
import { httpFunction } from '../src/server/endpoint';
import { consentLinkHandler } from '../src/server/newsletter/links';

export default httpFunction(consentLinkHandler('resubscribe'));

export const config: Config = {
  path: '/api/newsletter/resubscribe',
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
