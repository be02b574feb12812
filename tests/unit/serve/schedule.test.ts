/**
 * The local server's stand-in for Netlify's scheduler (scripts/local-server/schedule.mjs): it reads each
 * function's schedule as Netlify's bundler does, keeps outside requests away from /.netlify/, and
 * invokes a job the way Netlify does, which the job's own check accepts.
 */
import { describe, expect, it } from 'vitest';
import {
  cronSchedule,
  isPlatformPath,
  nextRun,
  scheduledRequest,
  startScheduler,
} from '../../../scripts/local-server/schedule.mjs';
import { isScheduledInvocation } from '../../../src/server/schedule/scheduled';

const at = (iso: string) => new Date(iso);

describe('cron schedules, in UTC', () => {
  it('every 15 minutes', () => {
    const every15 = cronSchedule('*/15 * * * *');
    expect(['00', '15', '30', '45'].map((m) => every15(at(`2026-11-27T10:${m}:00Z`)))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(every15(at('2026-11-27T10:16:00Z'))).toBe(false);
  });

  it('weekday mornings at 07:30 and 10:30, and a nickname', () => {
    const ons = cronSchedule('30 7,10 * * 1-5');
    expect(ons(at('2026-11-27T07:30:00Z'))).toBe(true); // a Friday
    expect(ons(at('2026-11-27T10:30:00Z'))).toBe(true);
    expect(ons(at('2026-11-28T07:30:00Z'))).toBe(false); // a Saturday
    expect(nextRun(ons, at('2026-11-27T10:31:00Z'))).toEqual(at('2026-11-30T07:30:00Z'));
    expect(nextRun(cronSchedule('@daily'), at('2026-11-27T10:31:00Z'))).toEqual(at('2026-11-28T00:00:00Z'));
  });

  it('refuses what it does not understand', () => {
    for (const bad of ['* * * *', '61 * * * *', 'MON * * * *', '*/0 * * * *'])
      expect(() => cronSchedule(bad), bad).toThrow();
  });
});

describe('the front door', () => {
  it('keeps outside requests from anything under /.netlify/, however spelt', () => {
    for (const target of [
      '/.netlify/functions/retry-mail',
      '/.netlify/functions/retry-mail?x=1',
      '/.NETLIFY/functions/purge-expired',
      '/.netlify/builders/x',
      '/%2Enetlify/functions/daily-summary',
      '/%252Enetlify/functions/daily-summary',
      '/api/../.netlify/functions/ons-check',
      '/\\.netlify/functions/ons-check',
    ])
      expect(isPlatformPath(target), target).toBe(true);
    for (const target of ['/', '/api/newsletter', '/updates/netlify-tips', '/.well-known/security.txt'])
      expect(isPlatformPath(target), target).toBe(false);
  });
});

describe('the scheduler', () => {
  it("sends what Netlify's scheduler sends, which the jobs accept", async () => {
    const req = scheduledRequest('http://localhost:8888', 'retry-mail', at('2026-11-27T10:45:00Z'));
    expect(isScheduledInvocation(req)).toBe(true);
    expect(await req.json()).toEqual({ next_run: '2026-11-27T10:45:00.000Z' });
  });

  it("finds the site's four jobs and their schedules", async () => {
    const scheduler = await startScheduler({
      functionsDir: 'functions',
      origin: 'http://localhost:8888',
      invoke: async () => new Response(null, { status: 204 }),
      log: () => {},
    });
    scheduler.stop();
    expect(scheduler.jobs).toEqual([
      { name: 'daily-summary', schedule: '0 7 * * *' },
      { name: 'ons-check', schedule: '30 7,10 * * 1-5' },
      { name: 'purge-expired', schedule: '30 3 * * *' },
      { name: 'retry-mail', schedule: '*/15 * * * *' },
    ]);
  });
});
