/**
 * The outbox: every e-mail a submission owes, and its delivery to the company's webhook, is a row
 * written with the submission (owed.ts). A sender claims rows (status 'sending', for a lease), sends
 * (the mail through the transport, a webhook delivery through webhook.ts), and records the outcome
 * (with Postmark's message id for mail). A row is claimed by one sender only, so no message goes
 * twice: an e-mail still 'sending' when its lease ends belongs to a sender that stopped between
 * sending and saving, and is marked failed (it may have been delivered) for a person to check, never
 * sent again; a webhook delivery carries its idempotency key, so it is simply tried again. Every e-mail
 * passes the gate (mailGate.ts: suppression, the per-inbox limit, the sending caps) just before it is sent.
 * Failures are retried with backoff by the scheduled job, mail and webhooks each in a lane of their own,
 * until the run's deadline (deadline.ts), and carried on next run.
 */
import { afterAnswer } from '../after-answer';
import { deadlineIn, RUN_CLAIM_MS, type Deadline } from '../schedule/deadline';
import { mailSettings, type RunContext } from '../env';
import { composeMail } from './templates';
import { logError, maskAddresses } from '../log';
import { transport } from './transport';
import { deliverLead } from './webhook';
import { gate, type GatedRow } from './mailGate';
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

/**
 * What became of a row in this attempt: sent, to be retried or failed for good; waiting for the sending caps;
 * or stopped by the gate: withheld by the per-inbox limit, suppressed, dropped after waiting too long.
 */
type DeliveryStatus = 'sent' | 'retrying' | 'failed' | 'capped' | 'withheld' | 'suppressed' | 'dropped';

export const INTERRUPTED = 'interrupted while sending: it may have been delivered, so it was not sent again';
const WEBHOOK_INTERRUPTED = 'interrupted while sending: sent again with the same idempotency key';

interface OutboxRow {
  id: string | number;
  submission_kind: string;
  submission_id: string;
  /** The e-mail's name, or for a webhook delivery its event. */
  mail: string;
  attempts: number;
  channel: 'mail' | 'webhook';
  delivery_id: string;
  /** Its status before this claim ('new': the per-inbox limit's grant is still to be taken). */
  was: string;
  created_at: Date | string;
  last_error?: string | null;
}

/** The claimed rows' columns, from the claiming UPDATE `o` and its locked selection `p` (the status before). */
const CLAIMED =
  'o.id, o.submission_kind, o.submission_id, o.mail, o.attempts, o.channel, o.delivery_id, o.created_at, o.last_error, p.status AS was';
/** Claims the rows `p` selects (FOR UPDATE): 'sending', one more attempt, held for the lease from `at`. */
const claim = (select: string, at: string) =>
  `p AS (${select}),
   c AS (UPDATE outbox o SET status = 'sending', attempts = o.attempts + 1,
           claimed_until = ${at}::timestamptz + ${LEASE_MS} * interval '1 millisecond'
         FROM p WHERE o.id = p.id RETURNING ${CLAIMED})`;

type Outcome =
  | { status: 'sent'; messageId?: string }
  | { status: Exclude<DeliveryStatus, 'sent' | 'capped'>; error: string; again?: 'new' }
  | { status: 'capped'; error: string; until: Date };

/**
 * Sends one row: the lead to its webhook, or the e-mail composed from its record and passed by the gate.
 * An e-mail that fails before the gate has looked at it keeps its place before the per-inbox limit ('new').
 */
async function send(
  row: OutboxRow,
  record: SubmissionRecord,
  now: Date,
  progress: { gated: boolean },
  context?: RunContext,
): Promise<Outcome> {
  if (row.channel === 'webhook') {
    await deliverLead({ ...row, submission_kind: record.kind }, context);
    return { status: 'sent' };
  }
  const settings = mailSettings();
  const message = await composeMail(record, row.mail, { settings, secret: () => unsubscribeSecret(context) });
  const gated: GatedRow = {
    id: Number(row.id),
    was: row.was,
    createdAt: new Date(row.created_at),
    waitedFor: row.last_error?.match(/^waiting for (.+)$/)?.[1],
  };
  const verdict = await gate(gated, message.to, settings.companyInbox, now, context);
  if (!verdict.go)
    return verdict.status === 'capped'
      ? { status: 'capped', error: verdict.why, until: verdict.until }
      : { status: verdict.status, error: verdict.why };
  progress.gated = true;
  return { status: 'sent', messageId: (await transport().send(message)).id };
}

/** Sends one claimed row and records the outcome; never throws. */
async function sendRow(
  row: OutboxRow,
  record: SubmissionRecord | null,
  now: () => Date,
  context?: RunContext,
): Promise<DeliveryStatus> {
  const id = Number(row.id);
  let outcome: Outcome;
  const progress = { gated: false };
  if (!record) {
    outcome = { status: 'failed', error: 'the submission no longer exists' };
  } else {
    try {
      outcome = await send(row, record, now(), progress, context);
    } catch (error) {
      // MailError and WebhookError say whether trying again can help.
      const permanent = (error as { permanent?: unknown })?.permanent === true;
      const text = maskAddresses(String((error as Error)?.message ?? error)).slice(0, 500);
      const scope = row.channel === 'webhook' ? 'webhook' : 'mail';
      console.error(`[${scope}] ${row.submission_kind}/${row.mail} #${id} failed (attempt ${row.attempts}): ${text}`);
      const status = permanent || row.attempts >= MAX_ATTEMPTS ? 'failed' : 'retrying';
      // An e-mail stopped before the gate took its grant is still to be granted; past the gate it is 'retrying'.
      const again = row.was === 'new' && !progress.gated && status === 'retrying';
      outcome = { status, error: text, ...(again ? { again: 'new' as const } : {}) };
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
      // Waiting for the caps is no attempt: the claim's count is given back, and the row is due when a slot frees.
      const capped = outcome.status === 'capped';
      const next = outcome.status === 'capped' ? outcome.until : new Date(at.getTime() + backoffMs(row.attempts));
      await query(
        `UPDATE outbox SET status = $2, last_error = $3, claimed_until = NULL, next_attempt_at = $4, attempts = attempts - $6,
           failed_at = CASE WHEN $2 = 'failed' THEN $5::timestamptz END
         WHERE id = $1 AND status = 'sending'`,
        [id, ('again' in outcome && outcome.again) || outcome.status, outcome.error, next, at, capped ? 1 : 0],
      );
    }
  } catch (error) {
    // The row stays 'sending' until its lease ends; the job then marks it, and never resends.
    logError('mail', `outcome of outbox #${id} not saved`, error);
  }
  return outcome.status;
}

/** Sends claimed rows, loading each submission once (unless `known` has it); returns each row's status, in order. */
async function sendClaimed(
  claimed: OutboxRow[],
  now: () => Date,
  context?: RunContext,
  known?: SubmissionRecord | null,
): Promise<DeliveryStatus[]> {
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
  return Promise.all(claimed.map(async (row) => sendRow(row, await recordOf(row).catch(() => null), now, context)));
}

/**
 * Sends the mail a submission just stored owes (its outbox ids), from the request that stored it, after its
 * answer. The rows are claimed and the submission read in one statement. Storage trouble after the submission
 * is stored is logged, not thrown: the visitor's submission is safe and the scheduled job sends whatever is left.
 */
export async function sendNow(kind: Kind, outboxIds: number[], context?: RunContext): Promise<void> {
  if (outboxIds.length === 0) return;
  let rows: (OutboxRow & Record<string, unknown>)[];
  try {
    rows = await query(
      `WITH ${claim(`SELECT id, status FROM outbox WHERE id = ANY($1::bigint[]) AND status IN ('new', 'pending', 'retrying') FOR UPDATE`, 'now()')}
       SELECT s.*, c.id AS outbox_id, c.submission_kind, c.submission_id, c.mail, c.attempts, c.channel, c.delivery_id,
         c.created_at AS outbox_created_at, c.was
       FROM c LEFT JOIN ${recordSources[kind]} s ON s.id = c.submission_id`,
      [outboxIds],
    );
  } catch (error) {
    logError('mail', 'could not claim new mail; the retry job will send it', error);
    return;
  }
  if (rows.length === 0) return;
  const claimed = rows.map((r) => ({
    id: r.outbox_id as number,
    submission_kind: r.submission_kind,
    submission_id: r.submission_id,
    mail: r.mail,
    attempts: r.attempts,
    channel: r.channel,
    delivery_id: r.delivery_id,
    was: r.was,
    created_at: r.outbox_created_at as Date,
  }));
  // Rows of one submission: the joined columns are the submission (or nulls if it is gone).
  const first = rows[0]!;
  const record = first.id === null || first.id === undefined ? null : toRecord(kind, first);
  await sendClaimed(claimed, () => new Date(), context, record);
}

/**
 * Sends a stored submission's mail once the visitor has been answered (afterAnswer): the answer never
 * waits for the provider, nor for the gate. What fails is left to the retry job.
 */
export function sendAfterAnswer(kind: Kind, outboxIds: number[], context?: RunContext): Promise<void> {
  return outboxIds.length ? afterAnswer(context, () => sendNow(kind, outboxIds, context)) : Promise.resolve();
}

/** Stores a new submission and its owed e-mails in one statement; they are gated and sent after the answer. */
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
  /** When the run stops claiming (shared with the run's other parts); a claimed batch still finishes. */
  deadline?: Deadline;
  /** Rows claimed and sent at once, in each lane. */
  batch?: number;
  context?: RunContext;
}

export interface RetryReport {
  /** Rows claimed this run. */
  checked: number;
  sent: number;
  /** Rows that failed again (to be retried later, or now failed for good). */
  stillFailing: number;
  /** E-mails that wait for the sending caps. */
  waiting: number;
  /** E-mails the gate stopped: withheld by the per-inbox limit, suppressed, or dropped after waiting. */
  stopped: number;
  /** Rows found abandoned mid-send and marked failed (or, for a webhook, to be tried again). */
  interrupted: number;
  /** True when the deadline came with rows possibly still due. */
  outOfTime: boolean;
}

/**
 * One lane of the job: claims the channel's due rows a batch at a time (FOR UPDATE SKIP LOCKED, so two runs
 * never take the same row) and sends them, until nothing is due or the deadline has passed. Mail and webhook
 * deliveries each have a lane, run side by side, so a receiver that hangs holds up only its own deliveries; in
 * the mail lane, e-mails waiting for the sending caps come after the rest, so a flood held there delays no other.
 */
async function lane(
  channel: 'mail' | 'webhook',
  { now, minAgeMs, deadline, batch, context }: Required<Omit<RetryOptions, 'context'>> & { context?: RunContext },
): Promise<RetryReport> {
  const report: RetryReport = {
    checked: 0,
    sent: 0,
    stillFailing: 0,
    waiting: 0,
    stopped: 0,
    interrupted: 0,
    outOfTime: false,
  };
  for (;;) {
    if (deadline.passed()) {
      report.outOfTime = true;
      return report;
    }
    const at = now();
    const claimed = await query<OutboxRow>(
      `WITH ${claim(
        `SELECT id, status FROM outbox
         WHERE channel = $4 AND ((status IN ('new', 'pending') AND created_at <= $2 AND next_attempt_at <= $1)
           OR (status IN ('retrying', 'capped') AND next_attempt_at <= $1))
         ORDER BY status = 'capped', next_attempt_at, id LIMIT $3 FOR UPDATE SKIP LOCKED`,
        '$1',
      )}
       SELECT * FROM c`,
      [at, new Date(at.getTime() - minAgeMs), batch, channel],
    );
    if (claimed.length === 0) return report;
    report.checked += claimed.length;
    for (const status of await sendClaimed(claimed, now, context)) {
      if (status === 'sent') report.sent++;
      else if (status === 'capped') report.waiting++;
      else if (status === 'retrying' || status === 'failed') report.stillFailing++;
      else report.stopped++;
    }
  }
}

/**
 * The scheduled job's sending: marks rows abandoned mid-send, then runs the mail lane and the webhook lane side
 * by side until nothing is due or the deadline has passed (by default RUN_CLAIM_MS from now; the retry function
 * shares one with its other parts).
 */
export async function retryUnsent(options: RetryOptions = {}): Promise<RetryReport> {
  const settings = {
    now: options.now ?? (() => new Date()),
    minAgeMs: options.minAgeMs ?? 2 * 60_000,
    deadline: options.deadline ?? deadlineIn(RUN_CLAIM_MS),
    batch: options.batch ?? 10,
    context: options.context,
  };
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
    [settings.now(), INTERRUPTED, WEBHOOK_INTERRUPTED],
  );
  const lanes = await Promise.all([lane('mail', settings), lane('webhook', settings)]);
  return lanes.reduce(
    (sum, r) => ({
      checked: sum.checked + r.checked,
      sent: sum.sent + r.sent,
      stillFailing: sum.stillFailing + r.stillFailing,
      waiting: sum.waiting + r.waiting,
      stopped: sum.stopped + r.stopped,
      interrupted: sum.interrupted,
      outOfTime: sum.outOfTime || r.outOfTime,
    }),
    { checked: 0, sent: 0, stillFailing: 0, waiting: 0, stopped: 0, interrupted: abandoned.length, outOfTime: false },
  );
}
