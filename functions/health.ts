/** GET /api/health: which storage and mail transport are active, and whether storage answers. */
import type { Config, Context } from '@netlify/functions';
import { httpFunction } from '../src/server/endpoint';
import { isDeployed } from '../src/server/env';
import { failure, json } from '../src/server/http';
import { logError } from '../src/server/log';
import { transport } from '../src/server/mail/transport';
import { Collection } from '../src/server/store';
import { secretSource } from '../src/server/token';

export default httpFunction(async (req: Request, context: Context) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return failure(405, 'Use GET', {}, { allow: 'GET, HEAD' });
  let reachable = true;
  try {
    await new Collection('health').get('probe');
  } catch (error) {
    reachable = false;
    logError('health', 'storage unreachable, answered 503', error);
  }
  return json(reachable ? 200 : 503, {
    success: reachable,
    storage: { type: 'netlify-blobs', reachable },
    mail: { transport: transport().name },
    unsubscribeSecret: secretSource(context),
    environment: isDeployed(context) ? 'netlify' : 'local',
  });
});

export const config: Config = {
  path: '/api/health',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
