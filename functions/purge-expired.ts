/** Scheduled daily: deletes what the privacy notice keeps for 24 months once it is older (src/server/storage/retention.ts). */
import type { Config } from '@netlify/functions';
import { logError } from '../src/server/log';
import { scheduledFunction } from '../src/server/schedule/scheduled';
import { purgeExpired } from '../src/server/storage/retention';

export default scheduledFunction('purge-expired', async () => {
  try {
    const counts = await purgeExpired();
    console.log(
      `[purge-expired] deleted ${Object.entries(counts)
        .map(([t, n]) => `${t} ${n}`)
        .join(', ')}`,
    );
  } catch (error) {
    logError('purge-expired', 'run failed; the next run carries on', error);
  }
});

export const config: Config = {
  schedule: '30 3 * * *',
};
