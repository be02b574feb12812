/**
 * What the privacy notice promises about keeping data: enquiries, deal leads, checklist requests and
 * calculator leads and reports for 24 months (an enquirer's from their last enquiry), subscribers
 * until they unsubscribe, then only the address and the date (the suppression record), and
 * everything about an address erased on request except that suppression record.
 */
import { normaliseEmail } from '../lib/forms/fields';
import { query } from './store';

export const RETENTION_MONTHS = 24;

/** Tables of submissions kept for RETENTION_MONTHS, and the submission kind of their outbox rows. */
const KEPT_24_MONTHS = [
  ['deal_leads', 'deal-lead'],
  ['checklist_requests', 'checklist'],
  ['calculator_leads', 'inflation-lead'],
  ['report_requests', 'inflation-report'],
] as const;

export type Counts = Record<string, number>;

/**
 * Deletes every submission older than the retention period, with its outbox rows. Each table is one
 * statement, so a run stopped half-way leaves nothing half-deleted and the next run finishes it.
 */
export async function purgeExpired(now = new Date()): Promise<Counts> {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - RETENTION_MONTHS);
  const counts: Counts = {};
  const purge = async (table: string, kind: string, where: string) => {
    const rows = await query(
      `WITH d AS (DELETE FROM ${table} t WHERE ${where} RETURNING id),
            o AS (DELETE FROM outbox WHERE submission_kind = $2 AND submission_id IN (SELECT id FROM d))
       SELECT count(*)::int AS n FROM d`,
      [cutoff, kind],
    );
    counts[table] = Number(rows[0]?.n ?? 0);
  };
  // An enquirer's enquiries are kept 24 months from their latest one.
  await purge('enquiries', 'contact',
    `t.created_at < $1 AND NOT EXISTS (SELECT 1 FROM enquiries f WHERE lower(btrim(f.email)) = lower(btrim(t.email)) AND f.created_at >= $1)`);
  for (const [table, kind] of KEPT_24_MONTHS) await purge(table, kind, 't.created_at < $1');
  // Subscribers' own mail (welcome, confirmations) once it is settled and old.
  const settled = await query(
    `DELETE FROM outbox WHERE submission_kind = 'newsletter' AND status IN ('sent', 'failed') AND created_at < $1 RETURNING id`,
    [cutoff],
  );
  counts.outbox = settled.length;
  return counts;
}

/**
 * Erases everything held about an address: every submission naming it and the mail they owe. A
 * subscription becomes the suppression record (address and date only), so the address is never
 * mailed again; that record is what the notice says is kept.
 */
export async function eraseAddress(address: string): Promise<Counts> {
  const email = normaliseEmail(address);
  const counts: Counts = {};
  const tables = [['enquiries', 'contact'], ...KEPT_24_MONTHS] as const;
  for (const [table, kind] of tables) {
    const rows = await query(
      `WITH d AS (DELETE FROM ${table} WHERE lower(btrim(email)) = $1 RETURNING id),
            o AS (DELETE FROM outbox WHERE submission_kind = $2 AND submission_id IN (SELECT id FROM d))
       SELECT count(*)::int AS n FROM d`,
      [email, kind],
    );
    counts[table] = Number(rows[0]?.n ?? 0);
  }
  const sub = await query(
    `WITH s AS (
       UPDATE subscribers SET status = 'unsubscribed', unsubscribed_at = coalesce(unsubscribed_at, now()), source = '',
         subscribed_at = NULL, resubscribe_requested_at = NULL, resubscribe_source = NULL, last_checklist_at = NULL
       WHERE email = $1 RETURNING id),
     o AS (DELETE FROM outbox WHERE submission_kind = 'newsletter' AND submission_id IN (SELECT id FROM s))
     SELECT count(*)::int AS n FROM s`,
    [email],
  );
  counts.subscribers_suppressed = Number(sub[0]?.n ?? 0);
  return counts;
}
