/**
 * Scheduled each weekday morning, UK time: asks ONS whether it has a newer month of CPI or RPI than
 * this deploy and, only then, starts one production build through the build hook (src/server/ons/check.ts).
 * Cron is UTC: 07:30 and 10:30 UTC are 07:30 and 10:30 GMT in winter, 08:30 and 11:30 BST in summer,
 * after ONS's 07:00 release either way; the second run catches a download ONS updates late.
 */
import type { Config } from '@netlify/functions';
import { logError } from '../src/server/log';
import { scheduledFunction } from '../src/server/schedule/scheduled';
import { checkOnsForNewMonth } from '../src/server/ons/check';

export default scheduledFunction('ons-check', async () => {
  try {
    await checkOnsForNewMonth();
  } catch (error) {
    logError('ons-check', 'check failed, no build requested; the next run tries again', error);
  }
});

export const config: Config = {
  schedule: '30 7,10 * * 1-5',
};
