/**
 * The outbox: every e-mail a submission owes, and its delivery to the company's webhook, is a row
 * written with the submission (owed.ts). A sender claims rows (status 'sending', for a lease), sends
 * (the mail through the transport, a webhook delivery through webhook.ts), and records the outcome
 * (with Postmark's message id for mail). A row is claimed by one sender only, so no message goes
 * twice: an e-mail still 'sending' when its lease ends belongs to a sender that stopped between
 * sending and saving, and is marked failed (it may have been delivered) for a person to check, never
 * sent again; a webhook delivery carries its idempotency key, so it is simply tried again. Failures are
 * retried with backoff by the scheduled job, which stops within a time budget and carries on next run.
 */
import { afterAnswer } from '../after-answer';
import { mailSettings, type RunContext } from '../env';
import { composeMail } from './templates';
import { logError, maskAddresses } from '../log';
import { transport } from './transport';
import { deliverLead } from './webhook';
import { isKind, loadRecord, recordSources, toRecord, type Kind, type SubmissionRecord } from '../storage/records';
import { query } from '../storage/database';
import { insertWithMail, type Owed } from './owed';
import { unsubscribeSecret } from '../token';

/** After this many failed attempts a message is marked failed and no longer retried. */
export const MAX_ATTEMPTS = 10;
/** How long a sender holds a claimed row: far longer than one send can take. */
export const LEASE_MS = 5 * 60_000;
/** Wait before attempt n+1: 1, 2, 4… minutes, at most 4 hours. */
export const backoffMs = (attempts: number) => Math.min(2 ** Math.max(attempts - 1, 0) * 60_000, 4 * 3600_000);

export type DeliveryStatus = 'pending' | 'sending' | 'sent' | 'retrying' | 'failed';
/** Mail name → what happened to it in this attempt. */
export type MailStatuses = Record<string, DeliveryStatus>;

export const INTERRUPTED = 'interrupted while sending: it may have been delivered, so it was not sent again';
export const WEBHOOK_INTERRUPTED = 'interrupted while sending: sent again with the same idempotency key';

interface OutboxRow {
  id: string | number;
  submission_kind: string;
  submission_id: string;
  /** The e-mail's name, or for a webhook delivery its event. */
  mail: string;
  attempts: number;
  channel: 'mail' | 'webhook';
  delivery_id: string;
}

const CLAIMED = 'id, submission_kind, submission_id, mail, attempts, channel, delivery_id';

/** Sends one row: the e-mail composed from its record, or the lead to its webhook; resolves with the provider's message id, if any. */
async function send(row: OutboxRow, record: SubmissionRecord, context?: RunContext): Promise<string | undefined> {
  if (row.channel === 'webhook') {
    await deliverLead({ ...row, submission_kind: record.kind }, context);
    return undefined;
  }
  const message = await composeMail(record, row.mail, {
    settings: mailSettings(),
    secret: () => unsubscribeSecret(context),
  });
  return (await transport().send(message)).id;
}

/** Sends one claimed row and records the outcome; never throws. */
async function sendRow(
  row: OutboxRow,
  record: SubmissionRecord | null,
  now: () => Date,
  context?: RunContext,
): Promise<DeliveryStatus> {
  const id = Number(row.id);
  let outcome: { status: DeliveryStatus; messageId?: string; error?: string };
  if (!record) {
    outcome = { status: 'failed', error: 'the submission no longer exists' };
  } else {
    try {
      outcome = { status: 'sent', messageId: await send(row, record, context) };
    } catch (error) {
      // MailError and WebhookError say whether trying again can help.
      const permanent = (error as { permanent?: unknown })?.permanent === true;
      const text = maskAddresses(String((error as Error)?.message ?? error)).slice(0, 500);
      const scope = row.channel === 'webhook' ? 'webhook' : 'mail';
      console.error(`[${scope}] ${row.submission_kind}/${row.mail} #${id} failed (attempt ${row.attempts}): ${text}`);
      outcome = { status: permanent || row.attempts >= MAX_ATTEMPTS ? 'failed' : 'retrying', error: text };
    }
  }
  try {
    const at = now();
    if (outcome.status === 'sent') {
      await query(
        `UPDATE outbox SET status = 'sent', postmark_message_id = $2, sent_at = $3, claimed_until = NULL, last_error = NULL WHERE id = $1 AND status = 'sending'`,
        [id, outcome.messageId, at],
      );
    } else {
      await query(
        `UPDATE outbox SET status = $2, last_error = $3, claimed_until = NULL, next_attempt_at = $4,
           failed_at = CASE WHEN $2 = 'failed' THEN $5::timestamptz END
         WHERE id = $1 AND status = 'sending'`,
        [id, outcome.status, outcome.error, new Date(at.getTime() + backoffMs(row.attempts)), at],
      );
    }
  } catch (error) {
    // The row stays 'sending' until its lease ends; the job then marks it, and never resends.
    logError('mail', `outcome of outbox #${id} not saved`, error);
  }
  return outcome.status;
}

/** Sends claimed rows, loading each submission once (unless `known` has it); returns mail name → status. */
async function sendClaimed(
  claimed: OutboxRow[],
  now: () => Date,
  context?: RunContext,
  known?: SubmissionRecord | null,
): Promise<MailStatuses> {
  const records = new Map<string, Promise<SubmissionRecord | null>>();
  const recordOf = (row: OutboxRow) => {
    if (known !== undefined) return Promise.resolve(known);
    const key = `${row.submission_kind}/${row.submission_id}`;
    if (!records.has(key))
      records.set(
        key,
        isKind(row.submission_kind) ? loadRecord(row.submission_kind, row.submission_id) : Promise.resolve(null),
      );
    return records.get(key)!;
  };
  const statuses = await Promise.all(
    claimed.map(async (row) => sendRow(row, await recordOf(row).catch(() => null), now, context)),
  );
  return Object.fromEntries(claimed.map((row, i) => [row.mail, statuses[i]!]));
}

/**
 * Sends the mail a submission just stored owes (its outbox ids), from the request that stored it. The
 * rows are claimed and the submission read in one statement. Storage trouble after the submission is stored
 * is logged, not thrown: the visitor's submission is safe and the scheduled job sends whatever is left.
 */
export async function sendNow(kind: Kind, outboxIds: number[], context?: RunContext): Promise<MailStatuses> {
  if (outboxIds.length === 0) return {};
  let rows: (OutboxRow & Record<string, unknown>)[];
  try {
    rows = await query(
      `WITH c AS (
         UPDATE outbox SET status = 'sending', attempts = attempts + 1, claimed_until = now() + $2 * interval '1 millisecond'
         WHERE id = ANY($1::bigint[]) AND status IN ('pending', 'retrying') RETURNING ${CLAIMED})
       SELECT s.*, c.id AS outbox_id, c.submission_kind, c.submission_id, c.mail, c.attempts, c.channel, c.delivery_id
       FROM c LEFT JOIN ${recordSources[kind]} s ON s.id = c.submission_id`,
      [outboxIds, LEASE_MS],
    );
  } catch (error) {
    logError('mail', 'could not claim new mail; the retry job will send it', error);
    return {};
  }
  if (rows.length === 0) return {};
  const claimed = rows.map(({ outbox_id, submission_kind, submission_id, mail, attempts, channel, delivery_id }) => ({
    id: outbox_id as number,
    submission_kind,
    submission_id,
    mail,
    attempts,
    channel,
    delivery_id,
  }));
  // Rows of one submission: the joined columns are the submission (or nulls if it is gone).
  const first = rows[0]!;
  const record = first.id === null || first.id === undefined ? null : toRecord(kind, first);
  return sendClaimed(claimed, () => new Date(), context, record);
}

/**
 * Sends a stored submission's mail once the visitor has been answered (afterAnswer): the answer never
 * waits for the provider. What fails is left to the retry job.
 */
export function sendAfterAnswer(kind: Kind, outboxIds: number[], context?: RunContext): Promise<void> {
  return outboxIds.length ? afterAnswer(context, () => sendNow(kind, outboxIds, context)) : Promise.resolve();
}

/** Stores a new submission and its owed e-mails in one statement; they are sent after the answer. */
export async function storeAndSend<K extends Kind>(
  kind: K,
  values: Record<string, unknown>,
  mail: Owed<K>,
  context?: RunContext,
): Promise<void> {
  const { outbox } = await insertWithMail(kind, values, mail, context);
  await sendAfterAnswer(kind, outbox, context);
}

export interface RetryOptions {
  /** The job's clock (tests move it forward). */
  now?: () => Date;
  /** New mail is left this long to the request that stored it before the job takes it. */
  minAgeMs?: number;
  /** Stop claiming once this much time has passed; a claimed batch still finishes (each send has its own deadline). */
  budgetMs?: number;
  /** Milliseconds elapsed, for the budget (tests pass their own). */
  elapsed?: () => number;
  /** Rows claimed and sent at once. */
  batch?: number;
  context?: RunContext;
}

export interface RetryReport {
  /** Rows claimed this run. */
  checked: number;
  sent: number;
  /** Rows that failed again (to be retried later, or now failed for good). */
  stillFailing: number;
  /** Rows found abandoned mid-send and marked failed. */
  interrupted: number;
  /** True when the budget ran out with mail possibly still due. */
  outOfTime: boolean;
}

/**
 * The scheduled job: marks rows abandoned mid-send, then claims due rows a batch at a time
 * (FOR UPDATE SKIP LOCKED, so two runs never take the same row) and sends them, until nothing is
 * due or the time budget is spent. Netlify stops a scheduled function at 30 s; the default budget
 * of 15 s plus one batch's send deadline stays well under it.
 */
export async function retryUnsent(options: RetryOptions = {}): Promise<RetryReport> {
  const {
    now = () => new Date(),
    minAgeMs = 2 * 60_000,
    budgetMs = 15_000,
    batch = 10,
    context,
    elapsed = () => performance.now(),
  } = options;
  const started = elapsed();
  const report: RetryReport = { checked: 0, sent: 0, stillFailing: 0, interrupted: 0, outOfTime: false };
  // An e-mail may have gone, so it is never sent twice; a webhook delivery carries its idempotency key, so it is
  // retried, as long as it has attempts left (each claim counted one).
  const again = `channel = 'webhook' AND attempts < ${MAX_ATTEMPTS}`;
  const abandoned = await query(
    `UPDATE outbox SET claimed_until = NULL,
       status = CASE WHEN ${again} THEN 'retrying' ELSE 'failed' END,
       failed_at = CASE WHEN ${again} THEN NULL ELSE $1::timestamptz END,
       last_error = CASE WHEN channel = 'webhook' THEN $3 ELSE $2 END,
       next_attempt_at = $1
     WHERE status = 'sending' AND claimed_until < $1 RETURNING id`,
    [now(), INTERRUPTED, WEBHOOK_INTERRUPTED],
  );
  report.interrupted = abandoned.length;
  for (;;) {
    if (elapsed() - started >= budgetMs) {
      report.outOfTime = true;
      break;
    }
    const at = now();
    const claimed = await query<OutboxRow>(
      `UPDATE outbox SET status = 'sending', attempts = attempts + 1, claimed_until = $1::timestamptz + $4 * interval '1 millisecond'
       WHERE id IN (
         SELECT id FROM outbox
         WHERE (status = 'pending' AND created_at <= $2) OR (status = 'retrying' AND next_attempt_at <= $1)
         ORDER BY next_attempt_at, id
         LIMIT $3
         FOR UPDATE SKIP LOCKED)
       RETURNING ${CLAIMED}`,
      [at, new Date(at.getTime() - minAgeMs), batch, LEASE_MS],
    );
    if (claimed.length === 0) break;
    report.checked += claimed.length;
    const statuses = Object.values(await sendClaimedEach(claimed, now, context));
    report.sent += statuses.filter((s) => s === 'sent').length;
    report.stillFailing += statuses.filter((s) => s !== 'sent').length;
  }
  return report;
}

/** As sendClaimed, keyed by outbox id (a batch holds many rows with the same mail name). */
async function sendClaimedEach(
  claimed: OutboxRow[],
  now: () => Date,
  context?: RunContext,
): Promise<Record<string, DeliveryStatus>> {
  const out: Record<string, DeliveryStatus> = {};
  await Promise.all(
    claimed.map(async (row) => {
      out[String(row.id)] = (await sendClaimed([row], now, context))[row.mail]!;
    }),
  );
  return out;
}
