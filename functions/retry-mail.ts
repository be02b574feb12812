/**
 * Scheduled: acts on sign-up requests a request left (src/server/newsletter/signups.ts), sends
 * outbox mail still due (failed earlier, or left by a request), within a time budget
 * (src/server/outbox/delivery.ts), then the company's digest of notifications held past the hourly
 * limit once it is due (src/server/outbox/digest.ts).
 */
import type { Config, Context } from '@netlify/functions';
import { retryUnsent } from '../src/server/outbox/delivery';
import { sendTeamDigest } from '../src/server/outbox/digest';
import { logError } from '../src/server/log';
import { actOnLeftSignUps } from '../src/server/newsletter/signups';
import { scheduledFunction } from '../src/server/scheduled';

export default scheduledFunction('retry-mail', async (context: Context) => {
  try {
    const signUps = await actOnLeftSignUps(undefined, context);
    if (signUps) console.log(`[retry-mail] acted on ${signUps} sign-up request(s) left by their request`);
    const r = await retryUnsent({ context });
    console.log(
      `[retry-mail] claimed ${r.checked}, sent ${r.sent}, still failing ${r.stillFailing}, interrupted ${r.interrupted}${r.outOfTime ? ', stopped at the time budget' : ''}`,
    );
    const digest = await sendTeamDigest();
    if (digest.sent || digest.failing)
      console.log(`[retry-mail] team digest: ${digest.sent} notification(s) sent, ${digest.failing} still failing`);
  } catch (error) {
    logError('retry-mail', 'run failed; the next run carries on', error);
  }
});

export const config: Config = {
  schedule: '*/15 * * * *',
};
