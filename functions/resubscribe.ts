/**
 * /api/newsletter/resubscribe?s=<subscriber id>&t=<signature>: the link e-mailed to an address that
 * had unsubscribed and was typed into a form again. Only following it subscribes the address again.
 * GET shows a confirm button (mail scanners follow links); POST confirms.
 */
import type { Config, Context } from '@netlify/functions';
import { httpFunction } from '../src/server/endpoint';
import { api } from '../src/lib/paths';
import { site } from '../src/lib/site';
import { linkParams } from '../src/server/links';
import { logError } from '../src/server/log';
import { htmlPage, noticePage } from '../src/server/pages';
import { confirmResubscribe } from '../src/server/subscriptions';
import { escapeHtml } from '../src/server/text';
import { unsubscribeSecret, verifyLink } from '../src/server/token';

const TITLE = 'Subscribe again';
const HELP = `If this keeps happening, e-mail ${site.email} and we will sort it out by hand.`;

export default httpFunction(async (req: Request, context: Context) => {
  if (!['GET', 'HEAD', 'POST'].includes(req.method)) {
    return noticePage(405, TITLE, 'Open the confirmation link from your e-mail.', '/', { allow: 'GET, HEAD, POST' });
  }
  const { s, t } = await linkParams(req);
  let secret: string;
  try {
    secret = unsubscribeSecret(context);
  } catch (error) {
    logError('resubscribe', 'no signing secret, answered 503', error);
    return noticePage(503, TITLE, `Confirming is not available just now. ${HELP}`);
  }
  if (!verifyLink(s, t, secret, 'resubscribe')) {
    return noticePage(400, TITLE, `This confirmation link is incomplete or not valid: copy the whole link from the e-mail. ${HELP}`);
  }
  if (req.method !== 'POST') {
    const action = `${api.resubscribe}?s=${s}&t=${t}`;
    return htmlPage(200, TITLE, `<p>Start receiving e-mails from ${escapeHtml(site.companyName)} again?</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">Yes, subscribe me again</button></form><p><a href="/">No, take me to the home page</a></p>`);
  }
  let done: boolean;
  try {
    done = await confirmResubscribe(s);
  } catch (error) {
    logError('resubscribe', 'storage failed, answered 503', error);
    return noticePage(503, TITLE, `We could not confirm just now. Please try the link again in a moment. ${HELP}`, '/', { 'retry-after': '30' });
  }
  if (!done) return noticePage(410, TITLE, `This confirmation link has expired or was already used. Sign up again on our website to get a new one. ${HELP}`);
  return noticePage(200, 'You are subscribed again', `You will receive our newsletter e-mails from ${site.companyName} again. Every one has an unsubscribe link.`);
});

export const config: Config = {
  path: '/api/newsletter/resubscribe',
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
