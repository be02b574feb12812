/** POST /api/inflation-email: the calculator's report, e-mailed once per calculation with the chart inline. */
import type { Config, Context } from '@netlify/functions';
import { handleCalculatorReport } from '../src/server/calculator/endpoints';
import { httpFunction } from '../src/server/endpoint';

export default httpFunction((req: Request, context: Context) => handleCalculatorReport(req, context));

export const config: Config = {
  path: '/api/inflation-email',
  rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
