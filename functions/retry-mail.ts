/** Scheduled: resends e-mail that failed after its submission was stored (see src/server/delivery.ts). */
import type { Config, Context } from '@netlify/functions';
import { retryUnsent } from '../src/server/delivery';

export default async (_req: Request, context: Context) => {
  const report = await retryUnsent({ context });
  console.log(`[retry-mail] checked ${report.checked}, sent ${report.sent}, still failing ${report.stillFailing}`);
  return new Response(null, { status: 204 });
};

export const config: Config = {
  schedule: '*/15 * * * *',
};
