/** GET /api/health: which storage and mail transport are active, whether storage answers, and how much mail failed (counts only). */
import type { Config, Context } from '@netlify/functions';
import { httpFunction } from '../src/server/endpoint';
import { mailCounts } from '../src/server/delivery';
import { isDeployed } from '../src/server/env';
import { failure, json } from '../src/server/http';
import { logError } from '../src/server/log';
import { transport } from '../src/server/mail/transport';
import { secretSource } from '../src/server/token';

export default httpFunction(async (req: Request, context: Context) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return failure(405, 'Use GET', {}, { allow: 'GET, HEAD' });
  let reachable = true;
  let counts: { failed: number; waiting: number } | null = null;
  try {
    counts = await mailCounts();
  } catch (error) {
    reachable = false;
    logError('health', 'storage unreachable, answered 503', error);
  }
  return json(reachable ? 200 : 503, {
    success: reachable,
    storage: { type: 'netlify-database', reachable },
    mail: { transport: transport().name, failed: counts?.failed ?? null, waiting: counts?.waiting ?? null },
    unsubscribeSecret: secretSource(context),
    environment: isDeployed(context) ? 'netlify' : 'local',
  });
});

export const config: Config = {
  path: '/api/health',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
