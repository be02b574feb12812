/**
 * /api/newsletter/unsubscribe?s=<subscriber id>&t=<signature>: the link in every marketing e-mail.
 * GET shows a confirm button (mail scanners follow links); POST, including a mail client's
 * one-click List-Unsubscribe-Post, marks the subscriber unsubscribed.
 */
import type { Config } from '@netlify/functions';
import { httpFunction } from '../src/server/endpoint';
import { site } from '../src/lib/site';
import { signedLinkHandler } from '../src/server/newsletter/links';
import { unsubscribe } from '../src/server/newsletter/subscriptions';

export default httpFunction(
  signedLinkHandler(
    'unsubscribe',
    {
      title: 'Unsubscribe',
      help: `If this keeps happening, e-mail ${site.email} and we will remove you by hand.`,
      wrongMethod: 'Open the unsubscribe link from your e-mail.',
      unavailable: 'Unsubscribing is not available just now.',
      invalid: 'This unsubscribe link is incomplete or not valid: copy the whole link from the e-mail.',
      tryAgain: 'We could not unsubscribe you just now. Please try the link again in a moment.',
      question: `Stop receiving e-mails from ${site.companyName}?`,
      button: 'Unsubscribe',
    },
    async ({ s }, context) => {
      await unsubscribe(s, context);
      return {
        status: 200,
        title: 'You have been unsubscribed',
        message: `You will not receive any more newsletter e-mails from ${site.companyName}.`,
      };
    },
  ),
);

export const config: Config = {
  path: '/api/newsletter/unsubscribe',
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
