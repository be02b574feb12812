/** Scheduled daily: one summary of permanently failed mail, and of the inflation data's freshness, to the company inbox (src/server/failures.ts). */
import type { Config } from '@netlify/functions';
import { sendFailureSummary } from '../src/server/failures';
import { logError } from '../src/server/log';
import { dataFreshnessSection } from '../src/server/ons/freshness';

export default async () => {
  try {
    console.log(`[mail-failures] reported ${await sendFailureSummary([await dataFreshnessSection()])} failed e-mail(s)`);
  } catch (error) {
    logError('mail-failures', 'summary not sent; the next run tries again', error);
  }
  return new Response(null, { status: 204 });
};

export const config: Config = {
  schedule: '0 7 * * *',
};
