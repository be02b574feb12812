/**
 * The optional, cookie-less analytics (Plausible; content/site.json `analytics`), loaded by the page shell
 * after the page has loaded, and only when the setting is on. It counts the page's visit and the site's
 * goals (src/lib/goals.ts: a form sent, a calculator result, a quiz completed, a click to book a call).
 * It stores nothing on the device and sends no identifier; Plausible counts unique visitors by a daily
 * rotating hash it never stores the inputs of.
 */
import { init, track } from '@plausible-analytics/tracker';
import { GOAL_EVENT, goals, type GoalDetail } from '../lib/goals';
import { paths } from '../lib/paths';
import type { AnalyticsInForce } from '../lib/site';

/** Where a click counts as the start of a consultation: the booking page, or the external diary. */
function consultationTarget(link: HTMLAnchorElement, schedulingUrl: string): string | undefined {
  if (link.href.startsWith(schedulingUrl)) return 'diary';
  const url = new URL(link.href, location.href);
  return url.origin === location.origin && url.pathname === paths.bookCall ? 'book-call page' : undefined;
}

/** Starts counting: the visit now, each goal as it happens. */
export function startAnalytics(setting: AnalyticsInForce): void {
  init({
    domain: setting.domain,
    endpoint: setting.endpoint,
    autoCapturePageviews: true,
    bindToWindow: false,
    logging: false,
  });
  const send = ({ name, props }: GoalDetail) => track(name, { props: { ...props, page: location.pathname } });
  addEventListener(GOAL_EVENT, (event) => send((event as CustomEvent<GoalDetail>).detail));
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      const to = link instanceof HTMLAnchorElement ? consultationTarget(link, setting.schedulingUrl) : undefined;
      if (to) send({ name: goals.consultationClick, props: { to } });
    },
    { capture: true },
  );
}
