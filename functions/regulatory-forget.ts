/** POST /api/investor-statement/forget: this browser's pass to the certified pages cleared. */
import type { Config } from '@netlify/functions';
import { httpFunction } from '../src/server/endpoint';
import { forgetStatement } from '../src/server/regulatory/statementEndpoint';

export default httpFunction((req: Request) => forgetStatement(req));

export const config: Config = {
  path: '/api/investor-statement/forget',
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
