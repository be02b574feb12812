/** POST /api/inflation: the inflation calculator (both variants), a JSON result or, for a plain form post, a results page. */
import type { Config, Context } from '@netlify/functions';
import { handleCalculation } from '../src/server/calculator/endpoints';
import { httpFunction } from '../src/server/endpoint';

export default httpFunction((req: Request, context: Context) => handleCalculation(req, context));

export const config: Config = {
  path: '/api/inflation',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
