/**
 * The rules of the regulatory routes (docs/regulatory-route.md), free of the settings and of zod: the
 * prescribed warnings and when an approval lapses. src/lib/regulatory/inForce.ts gives the route in force; the build's
 * check (scripts/build/claims-check.mjs) reads the settings itself and asks routeProblems.
 */
import type { Approval, Route } from '../../collections/regulatory.ts';
import type { Problem } from '../claims.ts';
import { formatDate } from '../format.ts';

export type { Route } from '../../collections/regulatory.ts';

/**
 * The FCA's prescribed risk warning for each high-risk category, word for word (COBS 4.12A), followed on
 * the page by its link, "Take 2 mins to learn more", to the risk summary. Not content: it may not be reworded.
 */
export const prescribedWarning = {
  'non-readily-realisable-securities':
    'Don’t invest unless you’re prepared to lose all the money you invest. This is a high-risk investment and you are unlikely to be protected if something goes wrong.',
} as const;
export const LEARN_MORE = 'Take 2 mins to learn more';

/**
 * The warning a promotion made under the exemptions for certified high net worth and self-certified
 * sophisticated investors must begin with (Financial Promotion Order 2005, articles 48(5) and 50A(4)).
 */
export const exemptWarning =
  'The content of this promotion has not been approved by an authorised person within the meaning of the Financial Services and Markets Act 2000. Reliance on this promotion for the purpose of engaging in any investment activity may expose an individual to a significant risk of losing all of the property or other assets invested.';

/** The route's approval, if it has one. */
export const approvalOf = (r: Route): Approval | undefined => ('approval' in r ? r.approval : undefined);

function addMonths(iso: string, months: number): Date {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
}

/** The first day an approval no longer covers. */
export const approvalUntil = (a: Approval): Date => addMonths(a.approvedOn, a.validMonths);

/** "2 November 2026". */
export const approvalDate = (a: Approval): string => formatDate(new Date(`${a.approvedOn}T00:00:00Z`));

/**
 * Why the pages may not be published under this route today: an approval that has lapsed or is dated
 * ahead. `at` is where the approval is written (content/approval.json and its line, or SITE_ROUTE).
 */
export function routeProblems(r: Route, today: Date, at: { file: string; line: number }): Problem[] {
  const a = approvalOf(r);
  if (!a) return [];
  const given = new Date(`${a.approvedOn}T00:00:00Z`);
  const until = approvalUntil(a);
  const who = `${a.approver} (FRN ${a.frn})`;
  const message =
    given > today
      ? `the approval by ${who} is dated ${approvalDate(a)}, after today (${formatDate(today)}): give the date the approver signed off the pages as they are`
      : today >= until
        ? `the approval of the site's promotions by ${who} on ${approvalDate(a)} lasted ${a.validMonths} months, until ${formatDate(until)}, and it is now ${formatDate(today)}. Ask the approver to review the pages and approve them again, then record their sign-off (npm run approval -- sign, docs/approval.md); until then the site may not be published (docs/regulatory-route.md)`
        : undefined;
  return message ? [{ ...at, rule: 'stale-approval', message }] : [];
}

/** Text with `[label](https://…)` links as parts to render: plain text, or a link. */
export function linkParts(text: string): ({ text: string } | { label: string; href: string })[] {
  const parts: ({ text: string } | { label: string; href: string })[] = [];
  let at = 0;
  for (const m of text.matchAll(/\[([^\]]+)\]\((https:\/\/[^\s)]+)\)/g)) {
    if (m.index > at) parts.push({ text: text.slice(at, m.index) });
    parts.push({ label: m[1]!, href: m[2]! });
    at = m.index + m[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}
