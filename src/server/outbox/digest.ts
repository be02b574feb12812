/**
 * The company's digest: notifications held past the hourly limit (owed.ts, recipients.ts) go together
 * in one e-mail, which the retry job sends once the oldest of them has waited an hour. The rows are
 * claimed, sent and recorded as any outbox row is (delivery.ts), all with the one message id; a failed
 * send puts them back to wait, with the same backoff, and after MAX_ATTEMPTS they fail for good and
 * the daily summary lists them.
 */
import type { Deadline } from '../schedule/deadline';
import { mailSettings } from '../env';
import { logError, maskAddresses } from '../log';
import { isKind, loadRecord, type SubmissionRecord } from '../storage/records';
import { query } from '../storage/database';
import { backoffMs, LEASE_MS, MAX_ATTEMPTS } from './delivery';
import { notificationsPerHour } from './recipients';
import { composeDigest } from './team';
import { MailError, transport } from './transport';

/** A digest goes once the oldest notification held has waited this long. */
const DIGEST_AFTER_MS = 60 * 60_000;
/** Most notifications in one digest; the rest go in the next run's. */
const DIGEST_MAX = 100;

export interface DigestReport {
  /** Notifications the digest carried (0: none was due). */
  sent: number;
  /** Notifications that failed again (held for the next run, or failed for good). */
  failing: number;
}

interface Claimed {
  id: string | number;
  submission_kind: string;
  submission_id: string;
  attempts: number;
}

/**
 * Sends the held notifications as one digest if the oldest has waited DIGEST_AFTER_MS and the run's deadline
 * has not passed; never throws for a send.
 */
export async function sendTeamDigest(now: () => Date = () => new Date(), deadline?: Deadline): Promise<DigestReport> {
  if (deadline?.passed()) return { sent: 0, failing: 0 };
  const at = now();
  const claimed = await query<Claimed>(
    `UPDATE outbox SET status = 'sending', attempts = attempts + 1, claimed_until = $1::timestamptz + $4 * interval '1 millisecond'
     WHERE id IN (
       SELECT id FROM outbox WHERE status = 'held' AND next_attempt_at <= $1 ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED)
       AND (SELECT min(created_at) FROM outbox WHERE status = 'held') <= $2
     RETURNING id, submission_kind, submission_id, attempts`,
    [at, new Date(at.getTime() - DIGEST_AFTER_MS), DIGEST_MAX, LEASE_MS],
  );
  if (claimed.length === 0) return { sent: 0, failing: 0 };
  let loaded: { row: Claimed; record: SubmissionRecord | null }[];
  try {
    loaded = await Promise.all(
      claimed.map(async (row) => ({
        row,
        record: isKind(row.submission_kind) ? await loadRecord(row.submission_kind, row.submission_id) : null,
      })),
    );
  } catch (error) {
    // The database failed, not the submissions: they wait for the next digest (gone would be wrong).
    const text = maskAddresses(String((error as Error)?.message ?? error)).slice(0, 500);
    console.error(`[mail] team digest could not read its ${claimed.length} submissions: ${text}`);
    const ids = claimed.map((r) => Number(r.id));
    const attempts = Math.max(...claimed.map((r) => r.attempts));
    await record(ids, { status: attempts >= MAX_ATTEMPTS ? 'failed' : 'held', error: text, at, attempts });
    return { sent: 0, failing: ids.length };
  }
  const found = loaded.filter((x): x is { row: Claimed; record: SubmissionRecord } => x.record !== null);
  const gone = loaded.filter((x) => x.record === null).map((x) => Number(x.row.id));
  if (gone.length)
    await record(gone, { status: 'failed', error: 'the submission no longer exists', at, attempts: MAX_ATTEMPTS });
  if (found.length === 0) return { sent: 0, failing: gone.length };
  const ids = found.map((x) => Number(x.row.id));
  const records = found.map((x) => x.record).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const attempts = Math.max(...found.map((x) => x.row.attempts));
  try {
    const { id } = await transport().send(composeDigest(records, mailSettings(), notificationsPerHour()));
    await record(ids, { status: 'sent', messageId: id, at, attempts });
    return { sent: ids.length, failing: gone.length };
  } catch (error) {
    const permanent = error instanceof MailError && error.permanent;
    const text = maskAddresses(String((error as Error)?.message ?? error)).slice(0, 500);
    console.error(`[mail] team digest of ${ids.length} failed (attempt ${attempts}): ${text}`);
    await record(ids, { status: permanent || attempts >= MAX_ATTEMPTS ? 'failed' : 'held', error: text, at, attempts });
    return { sent: 0, failing: ids.length + gone.length };
  }
}

/** Records a digest's outcome on its rows; a failure to save is logged (the rows' lease then marks them). */
async function record(
  ids: number[],
  o: { status: 'sent' | 'held' | 'failed'; messageId?: string; error?: string; at: Date; attempts: number },
): Promise<void> {
  try {
    await query(
      `UPDATE outbox SET status = $2, postmark_message_id = $3, sent_at = CASE WHEN $2 = 'sent' THEN $5::timestamptz END,
         failed_at = CASE WHEN $2 = 'failed' THEN $5::timestamptz END, last_error = $4, claimed_until = NULL,
         next_attempt_at = $6
       WHERE id = ANY($1::bigint[]) AND status = 'sending'`,
      [ids, o.status, o.messageId ?? null, o.error ?? null, o.at, new Date(o.at.getTime() + backoffMs(o.attempts))],
    );
  } catch (error) {
    logError('mail', `outcome of the team digest (${ids.length} notification(s)) not saved`, error);
  }
}
