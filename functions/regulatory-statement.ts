/** POST /api/investor-statement: the investor statement of the exempt-audience route, checked, kept, and a pass given. */
import type { Config, Context } from '@netlify/functions';
import { httpFunction } from '../src/server/endpoint';
import { answerStatement } from '../src/server/regulatory/statementEndpoint';

export default httpFunction((req: Request, context: Context) => answerStatement(req, context));

export const config: Config = {
  path: '/api/investor-statement',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
