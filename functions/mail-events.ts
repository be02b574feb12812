/** POST /api/mail-events: Postmark's bounce, spam-complaint and subscription-change webhooks (src/server/mail-events/). */
import type { Config, Context } from '@netlify/functions';
import { httpFunction } from '../src/server/endpoint';
import { handleMailEvent } from '../src/server/mail-events/handler';

export default httpFunction((req: Request, context: Context) => handleMailEvent(req, context));

export const config: Config = {
  path: '/api/mail-events',
  // Postmark posts one event per request; a burst of bounces after a large send is hundreds a minute.
  rateLimit: { windowLimit: 600, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
