/** The summary's mail sections: messages that failed for good, and messages waiting too long. */
import { query } from '../storage/database';
import { listed, type Finding, type SummarySection } from './section';

interface FailedRow {
  id: string | number;
  submission_kind: string;
  submission_id: string;
  mail: string;
  attempts: number;
  failed_at: Date;
  last_error: string | null;
}

/** Most failures listed in one summary; the rest follow the next day. */
const LIMIT = 500;
/** Mail still unsent this long after it was owed is reported (a healthy send takes seconds; retries back off up to 4 hours). */
const BACKLOG_HOURS = 6;

const utc = (d: Date) => `${new Date(d).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** Every message that failed for good since the last summary (kind, when, why, the submission's id; no address). */
export const failedMail: SummarySection = {
  title: 'Undelivered e-mails',
  async check(): Promise<Finding | null> {
    const failed = await query<FailedRow>(
      `SELECT id, submission_kind, submission_id, mail, attempts, failed_at, last_error FROM outbox
       WHERE status = 'failed' AND reported_at IS NULL AND channel = 'mail' ORDER BY failed_at, id LIMIT ${LIMIT}`,
    );
    if (failed.length === 0) return null;
    const { shown, rest } = listed(failed, (r) => `${r.submission_kind} / ${r.mail}`);
    const lines = shown.map(
      (r) =>
        [
          `${r.submission_kind} / ${r.mail}`,
          `failed ${utc(r.failed_at)} after ${r.attempts} attempt(s), submission ${r.submission_id}: ${r.last_error ?? 'unknown error'}`,
        ] as [string, string],
    );
    return {
      headline: `${failed.length} e-mail(s) failed`,
      blocks: [
        {
          p: `${failed.length} e-mail(s) the website owed could not be delivered and will not be retried. The submissions themselves are stored.`,
        },
        { fields: lines },
        ...(rest ? [{ p: rest }] : []),
        {
          p: 'Find each submission by its id in the leads export (npm run leads, see the README) and contact the person another way if needed. A message marked "interrupted" may have been delivered: check Postmark\'s activity before sending it again.',
        },
      ],
      reported: async () => {
        await query(`UPDATE outbox SET reported_at = now() WHERE id = ANY($1::bigint[])`, [
          failed.map((r) => Number(r.id)),
        ]);
      },
    };
  },
};

/** Mail owed long ago and still not sent: the provider or the retry job is in trouble. Reported every day it lasts. */
export const mailBacklog: SummarySection = {
  title: 'E-mails waiting to be sent',
  async check({ now }): Promise<Finding | null> {
    const [row] = await query<{ n: string; oldest: Date | null }>(
      // Reads the outbox's partial indexes of mail still due and held (outbox_due, outbox_held), and the
      // sign-up requests not yet acted on, whose mail is not even owed yet. Mail waiting for the sending caps is
      // the reputation section's (reputation.ts).
      `SELECT count(*) AS n, min(created_at) AS oldest FROM (
         SELECT created_at FROM outbox WHERE status IN ('new', 'pending', 'retrying', 'sending', 'held') AND channel = 'mail'
         UNION ALL SELECT created_at FROM sign_up_requests) AS w
       WHERE created_at < $1::timestamptz - $2 * interval '1 hour'`,
      [now, BACKLOG_HOURS],
    );
    const n = Number(row?.n ?? 0);
    if (n === 0 || !row?.oldest) return null;
    return {
      headline: `${n} e-mail(s) waiting over ${BACKLOG_HOURS} hours`,
      blocks: [
        {
          p: `${n} e-mail(s) the website owes have waited more than ${BACKLOG_HOURS} hours, the oldest since ${utc(row.oldest)}. The retry job keeps trying (every 15 minutes, backing off to 4 hours); if this is here again tomorrow, check Postmark's status page and activity, and that POSTMARK_SERVER_TOKEN and UNSUBSCRIBE_SECRET are set (confirmation and marketing e-mails wait without the secret).`,
        },
      ],
    };
  },
};
