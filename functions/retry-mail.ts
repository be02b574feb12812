/** Scheduled: sends outbox mail still due (failed earlier, or left by a request), within a time budget (src/server/outbox/delivery.ts). */
import type { Config, Context } from '@netlify/functions';
import { retryUnsent } from '../src/server/outbox/delivery';
import { logError } from '../src/server/log';

export default async (_req: Request, context: Context) => {
  try {
    const r = await retryUnsent({ context });
    console.log(
      `[retry-mail] claimed ${r.checked}, sent ${r.sent}, still failing ${r.stillFailing}, interrupted ${r.interrupted}${r.outOfTime ? ', stopped at the time budget' : ''}`,
    );
  } catch (error) {
    logError('retry-mail', 'run failed; the next run carries on', error);
  }
  return new Response(null, { status: 204 });
};

export const config: Config = {
  schedule: '*/15 * * * *',
};
