/**
 * /api/newsletter/resubscribe?s=<subscriber id>&n=<nonce>&t=<signature>: the link e-mailed to an address
 * that had unsubscribed and was typed into a form again. Only following it subscribes the address again,
 * once: it dies when used, when a newer one is sent, on erasure and after 7 days.
 * GET shows a confirm button (mail scanners follow links); POST confirms.
 */
import type { Config } from '@netlify/functions';
import { httpFunction } from '../src/server/endpoint';
import { site } from '../src/lib/site';
import { consentProblem, signedLinkHandler } from '../src/server/newsletter/links';
import { confirmConsent } from '../src/server/newsletter/subscriptions';

export default httpFunction(
  signedLinkHandler(
    'resubscribe',
    {
      title: 'Subscribe again',
      help: `If this keeps happening, e-mail ${site.email} and we will sort it out by hand.`,
      wrongMethod: 'Open the confirmation link from your e-mail.',
      unavailable: 'Confirming is not available just now.',
      invalid: 'This confirmation link is incomplete or not valid: copy the whole link from the e-mail.',
      tryAgain: 'We could not confirm just now. Please try the link again in a moment.',
      question: `Start receiving e-mails from ${site.companyName} again?`,
      button: 'Yes, subscribe me again',
    },
    async ({ s, n }, context) => {
      const outcome = await confirmConsent('resubscribe', s, n, context);
      return outcome === 'done'
        ? {
            status: 200,
            title: 'You are subscribed again',
            message: `You will receive our newsletter e-mails from ${site.companyName} again. Every one has an unsubscribe link.`,
          }
        : consentProblem(outcome);
    },
  ),
);

export const config: Config = {
  path: '/api/newsletter/resubscribe',
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
