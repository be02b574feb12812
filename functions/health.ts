/**
 * GET /api/health: whether the site is up, and nothing else: 200 when its database answers, 503 when
 * not. What is configured and how the mail is doing goes to the company in the daily summary
 * (src/server/summary), never to anyone who asks.
 */
import type { Config } from '@netlify/functions';
import { httpFunction } from '../src/server/endpoint';
import { failure, json } from '../src/server/http';
import { logError } from '../src/server/log';
import { query } from '../src/server/storage/database';

export default httpFunction(async (req: Request) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return failure(405, 'Use GET', {}, { allow: 'GET, HEAD' });
  try {
    await query('SELECT 1');
    return json(200, { success: true, status: 'up' });
  } catch (error) {
    logError('health', 'storage unreachable, answered 503', error);
    return failure(
      503,
      'The site cannot answer just now. Please try again in a moment.',
      { status: 'down' },
      { 'retry-after': '30' },
    );
  }
});

export const config: Config = {
  path: '/api/health',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
