/**
 * Scheduled: acts on sign-up requests a request left (src/server/newsletter/signups.ts), sends outbox mail
 * and webhook deliveries still due, each in its own lane (src/server/outbox/delivery.ts), and the company's
 * digest of notifications held past the hourly limit once it is due (src/server/outbox/digest.ts): all side by
 * side, under one deadline (src/server/schedule/deadline.ts), so a large backlog of any of them never takes the run past
 * Netlify's 30 seconds nor holds the others back.
 */
import type { Config, Context } from '@netlify/functions';
import { deadlineIn, RUN_CLAIM_MS } from '../src/server/schedule/deadline';
import { retryUnsent } from '../src/server/outbox/delivery';
import { sendTeamDigest } from '../src/server/outbox/digest';
import { logError } from '../src/server/log';
import { actOnLeftSignUps } from '../src/server/newsletter/signups';
import { scheduledFunction } from '../src/server/schedule/scheduled';

/** Logs one part's failure and lets the others finish. */
const part = <T>(name: string, work: Promise<T>) =>
  work.catch((error) => void logError('retry-mail', `${name} failed; the next run carries on`, error));

export default scheduledFunction('retry-mail', async (context: Context) => {
  const deadline = deadlineIn(RUN_CLAIM_MS);
  const [signUps, r, digest] = await Promise.all([
    part('sign-ups', actOnLeftSignUps(undefined, context, deadline)),
    part('sending', retryUnsent({ context, deadline })),
    part('team digest', sendTeamDigest(undefined, deadline)),
  ]);
  if (signUps) console.log(`[retry-mail] acted on ${signUps} sign-up request(s) left by their request`);
  if (r)
    console.log(
      `[retry-mail] claimed ${r.checked}, sent ${r.sent}, still failing ${r.stillFailing}, waiting for the caps ${r.waiting}, stopped by the gate ${r.stopped}, interrupted ${r.interrupted}${r.outOfTime ? ', stopped at the deadline' : ''}`,
    );
  if (digest && (digest.sent || digest.failing))
    console.log(`[retry-mail] team digest: ${digest.sent} notification(s) sent, ${digest.failing} still failing`);
});

export const config: Config = {
  schedule: '*/15 * * * *',
};
