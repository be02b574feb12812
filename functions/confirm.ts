/**
 * /api/newsletter/confirm?s=<subscriber id>&n=<nonce>&t=<signature>: the link e-mailed to a new sign-up
 * (double opt-in). Only following it makes the address a subscriber, records when and how (the proof of
 * consent) and sends the welcome, once: it dies when used, when a newer one is sent, on erasure and
 * after 7 days. GET shows a confirm button (mail scanners follow links); POST confirms.
 */
import type { Config } from '@netlify/functions';
import { httpFunction } from '../src/server/endpoint';
import { site } from '../src/lib/site';
import { consentProblem, signedLinkHandler } from '../src/server/newsletter/links';
import { confirmConsent } from '../src/server/newsletter/subscriptions';

export default httpFunction(
  signedLinkHandler(
    'confirm',
    {
      title: 'Confirm your subscription',
      help: `If this keeps happening, e-mail ${site.email} and we will sort it out by hand.`,
      wrongMethod: 'Open the confirmation link from your e-mail.',
      unavailable: 'Confirming is not available just now.',
      invalid: 'This confirmation link is incomplete or not valid: copy the whole link from the e-mail.',
      tryAgain: 'We could not confirm just now. Please try the link again in a moment.',
      question: `Subscribe to e-mails from ${site.companyName}: new deals, market insights and case studies?`,
      button: 'Yes, subscribe me',
    },
    async ({ s, n }, context) => {
      const outcome = await confirmConsent('confirm', s, n, context);
      return outcome === 'done'
        ? {
            status: 200,
            title: 'You are subscribed',
            message: `Thank you: you will receive our newsletter e-mails from ${site.companyName}. Every one has an unsubscribe link.`,
          }
        : consentProblem(outcome);
    },
  ),
);

export const config: Config = {
  path: '/api/newsletter/confirm',
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
