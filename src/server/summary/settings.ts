/** The summary's settings section: what a deployed site is missing, which /api/health no longer says. */
import { isDeployed } from '../env';
import { credentialsProblem } from '../mail-events/handler';
import { transport } from '../outbox/transport';
import { secretSource } from '../token';
import type { Finding, SummarySection } from './section';

export const siteSettings: SummarySection = {
  title: 'Site settings',
  check({ context }): Finding | null {
    if (!isDeployed(context)) return null; // locally the outbox and the development secret are the norm
    const problems: string[] = [];
    if (secretSource(context) === 'missing') {
      problems.push(
        'UNSUBSCRIBE_SECRET is not set: confirmation, re-subscribe and marketing e-mails are held (and retried) until it is, because their links cannot be signed, and the per-inbox mail counts are keyed with the public development secret.',
      );
    }
    if (transport().name !== 'postmark') {
      problems.push(
        'POSTMARK_SERVER_TOKEN is not set: no e-mail is being sent, this summary included; each is written to a file on the function host instead.',
      );
    }
    const events = credentialsProblem();
    if (events)
      problems.push(
        `${events}: Postmark's bounce and spam-complaint events are refused, so an address that bounces or complains is not suppressed (docs/security.md, "Bounces and complaints").`,
      );
    if (problems.length === 0) return null;
    return {
      headline: `${problems.length} setting(s) missing`,
      blocks: [
        ...problems.map((p) => ({ p })),
        {
          p: 'Set them in the Netlify UI: Site configuration → Environment variables, scope "Functions" (see the README), then redeploy.',
        },
      ],
    };
  },
};
