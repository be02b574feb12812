/** Scheduled daily: the operations summary to the company inbox, when any section has something to report (src/server/summary). */
import type { Config, Context } from '@netlify/functions';
import { logError } from '../src/server/log';
import { scheduledFunction } from '../src/server/schedule/scheduled';
import { sendDailySummary } from '../src/server/summary/send';

export default scheduledFunction('daily-summary', async (context: Context) => {
  try {
    const reported = await sendDailySummary({ context });
    console.log(
      `[daily-summary] ${reported.length ? `sent: ${reported.join('; ')}` : 'nothing to report, nothing sent'}`,
    );
  } catch (error) {
    logError('daily-summary', 'summary not sent; the next run tries again', error);
  }
});

export const config: Config = {
  schedule: '0 7 * * *',
};
