/**
 * /api/newsletter/unsubscribe?s=<subscriber id>&t=<signature>: the link in every marketing e-mail.
 * GET shows a confirm button (mail scanners follow links); POST, including a mail client's
 * one-click List-Unsubscribe-Post, marks the subscriber unsubscribed.
 */
import type { Config, Context } from '@netlify/functions';
import { httpFunction } from '../src/server/endpoint';
import { api } from '../src/lib/paths';
import { site } from '../src/lib/site';
import { linkParams } from '../src/server/links';
import { logError } from '../src/server/log';
import { htmlPage, noticePage } from '../src/server/pages';
import { unsubscribe } from '../src/server/subscriptions';
import { escapeHtml } from '../src/server/text';
import { unsubscribeSecret, verifyLink } from '../src/server/token';

const TITLE = 'Unsubscribe';
const HELP = `If this keeps happening, e-mail ${site.email} and we will remove you by hand.`;

export default httpFunction(async (req: Request, context: Context) => {
  if (!['GET', 'HEAD', 'POST'].includes(req.method)) {
    return noticePage(405, TITLE, 'Open the unsubscribe link from your e-mail.', '/', { allow: 'GET, HEAD, POST' });
  }
  const { s, t } = await linkParams(req);
  let secret: string;
  try {
    secret = unsubscribeSecret(context);
  } catch (error) {
    logError('unsubscribe', 'no signing secret, answered 503', error);
    return noticePage(503, TITLE, `Unsubscribing is not available just now. ${HELP}`);
  }
  if (!verifyLink(s, t, secret, 'unsubscribe')) {
    return noticePage(400, TITLE, `This unsubscribe link is incomplete or not valid: copy the whole link from the e-mail. ${HELP}`);
  }
  if (req.method !== 'POST') {
    const action = `${api.unsubscribe}?s=${s}&t=${t}`;
    return htmlPage(200, TITLE, `<p>Stop receiving e-mails from ${escapeHtml(site.companyName)}?</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">Unsubscribe</button></form><p><a href="/">No, take me to the home page</a></p>`);
  }
  try {
    await unsubscribe(s);
  } catch (error) {
    logError('unsubscribe', 'storage failed, answered 503', error);
    return noticePage(503, TITLE, `We could not unsubscribe you just now. Please try the link again in a moment. ${HELP}`, '/', { 'retry-after': '30' });
  }
  return noticePage(200, 'You have been unsubscribed', `You will not receive any more newsletter e-mails from ${site.companyName}.`);
});

export const config: Config = {
  path: '/api/newsletter/unsubscribe',
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
