/**
 * The scheduled jobs (ONS check, daily summary, purge, mail retry) run only when Netlify's scheduler
 * invokes them. Netlify's scheduler ("Netlify Clockwork") sends a POST marked `X-NF-Event: schedule`,
 * with a JSON body giving `next_run`; Netlify routes no public URL to a scheduled function, and the
 * local server (scripts/local-server/schedule.mjs) refuses outside requests and invokes its jobs the
 * same way. Anything else is refused here too, so no request from outside can make a job run.
 */
import { logOnce } from '../env';
import { SECURITY_HEADERS } from '../http';

const CLOCKWORK = 'Netlify Clockwork';

/** True for Netlify's scheduled invocation: a POST with its event header (or its scheduler's user agent). */
export function isScheduledInvocation(req: Request): boolean {
  if (req.method !== 'POST') return false;
  return (
    req.headers.get('x-nf-event')?.trim().toLowerCase() === 'schedule' || req.headers.get('user-agent') === CLOCKWORK
  );
}

/**
 * A scheduled function's handler: the job runs for a scheduled invocation and the answer is 204
 * (the job logs its own outcome and never throws); any other request gets a plain 403 and runs nothing.
 */
export function scheduledFunction<C>(name: string, job: (context: C) => Promise<void>) {
  return async (req: Request, context: C): Promise<Response> => {
    if (!isScheduledInvocation(req)) {
      logOnce(`unscheduled-${name}`, `[${name}] refused a ${req.method} that was not a scheduled invocation`, 'warn');
      return new Response('This job runs only on its schedule.\n', {
        status: 403,
        headers: { ...SECURITY_HEADERS, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
      });
    }
    await job(context);
    return new Response(null, { status: 204 });
  };
}
