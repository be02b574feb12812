/** Scheduled daily: one summary of permanently failed mail to the company inbox (src/server/failures.ts). */
import type { Config } from '@netlify/functions';
import { sendFailureSummary } from '../src/server/failures';
import { logError } from '../src/server/log';

export default async () => {
  try {
    console.log(`[mail-failures] reported ${await sendFailureSummary()} failed e-mail(s)`);
  } catch (error) {
    logError('mail-failures', 'summary not sent; the next run tries again', error);
  }
  return new Response(null, { status: 204 });
};

export const config: Config = {
  schedule: '0 7 * * *',
};
