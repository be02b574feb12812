/**
 * The summary's webhook section: leads whose delivery to the company's webhook failed for good since
 * the last summary, leads still being retried after several failures, and webhook settings that are
 * wrong (by name, never their value). Nothing when no webhook is set and none is owed.
 */
import { kinds, isKind } from '../storage/kinds';
import { query } from '../storage/database';
import { MAX_ATTEMPTS } from '../outbox/delivery';
import { webhookSettingProblems } from '../outbox/webhook';
import { listed, type Finding, type SummarySection } from './section';

interface Row {
  id: string | number;
  submission_kind: string;
  submission_id: string;
  mail: string;
  status: string;
  attempts: number;
  created_at: Date;
  last_error: string | null;
}

/** A delivery failing this many times in a row is reported while it is still being retried. */
const KEEPS_FAILING = 3;
const LIMIT = 200;

const utc = (d: Date) => `${new Date(d).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
const kindName = (k: string) => (isKind(k) ? kinds[k].export.name : k);

export const failingWebhooks: SummarySection = {
  title: 'Leads not delivered to the webhook',
  async check({ context }): Promise<Finding | null> {
    const rows = await query<Row>(
      `SELECT id, submission_kind, submission_id, mail, status, attempts, created_at, last_error FROM outbox
       WHERE channel = 'webhook' AND (
         (status = 'failed' AND reported_at IS NULL) OR (status IN ('retrying', 'sending') AND attempts >= $1))
       ORDER BY created_at, id LIMIT ${LIMIT}`,
      [KEEPS_FAILING],
    );
    const problems = webhookSettingProblems(context);
    if (rows.length === 0 && problems.length === 0) return null;
    const failed = rows.filter((r) => r.status === 'failed');
    const retrying = rows.length - failed.length;
    const list = listed(rows, (r) => `${kindName(r.submission_kind)} / ${r.mail}`);
    const headline = [
      failed.length ? `${failed.length} lead(s) not delivered to the webhook` : '',
      retrying ? `${retrying} lead delivery(ies) still failing` : '',
      problems.length ? `${problems.length} webhook setting(s) wrong` : '',
    ]
      .filter(Boolean)
      .join(', ');
    return {
      headline,
      blocks: [
        ...problems.map((p) => ({ p: `${p}. Leads wait (and are retried) until it is fixed.` })),
        ...(rows.length
          ? [
              {
                p: `These leads are stored but did not reach the webhook: ${failed.length} will not be retried (after up to ${MAX_ATTEMPTS} attempts), ${retrying} are still being retried with backoff. Each lead is in the leads export (npm run leads) under its id.`,
              },
              {
                fields: list.shown.map(
                  (r) =>
                    [
                      `${kindName(r.submission_kind)} / ${r.mail}`,
                      `${r.status === 'failed' ? 'failed for good' : 'retrying'}, stored ${utc(r.created_at)}, ${r.attempts} attempt(s), lead ${r.submission_id}: ${r.last_error ?? 'unknown error'}`,
                    ] as [string, string],
                ),
              },
              ...(list.rest ? [{ p: list.rest }] : []),
            ]
          : []),
        {
          p: 'Check the receiver (the Zap or scenario is on, its URL unchanged) and the LEAD_WEBHOOK_* settings in Netlify (docs/webhooks.md).',
        },
      ],
      reported: async () => {
        if (failed.length)
          await query(`UPDATE outbox SET reported_at = now() WHERE id = ANY($1::bigint[])`, [
            failed.map((r) => Number(r.id)),
          ]);
      },
    };
  },
};
