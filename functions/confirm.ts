/**
 * /api/newsletter/confirm?s=<subscriber id>&n=<nonce>&t=<signature>: the link e-mailed to a new sign-up
 * (double opt-in). Only following it makes the address a subscriber, records when and how (the proof of
 * consent) and sends the welcome, once: it dies when used, when a newer one is sent, on erasure and
 * after 7 days. GET shows a confirm button (mail scanners follow links); POST confirms.
 * The handler, with functions/resubscribe.ts's: src/server/newsletter/links.ts.
 */
import type { Config } from '@netlify/functions';
import { httpFunction } from '../src/server/endpoint';
import { consentLinkHandler } from '../src/server/newsletter/links';

export default httpFunction(consentLinkHandler('confirm'));

export const config: Config = {
  path: '/api/newsletter/confirm',
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
