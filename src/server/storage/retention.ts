/**
 * What the privacy notice promises about keeping data: contact messages, deal leads, checklist requests and
 * calculator leads and reports for 24 months (a sender's from their last message), subscribers
 * until they unsubscribe, then only the address and the date (the suppression record), sign-ups never
 * confirmed for 30 days, the per-inbox mail count (a keyed digest, no address) for a day, the sending caps'
 * counts (domains, no address) for an hour, investor statements for 24 months after they lapse, and everything
 * about an address erased on request except that suppression record and the suppression list's entry
 * (mail_suppressions), which is what stops mail to it.
 */
import { normaliseEmail } from '../../lib/forms/fields';
import { inboxKey, statementKey } from '../inbox/inbox';
import { allKinds, kinds } from './kinds';
import { query } from './database';

/**
 * A subscriber made a suppression record, as the privacy notice describes it: the address and the date it
 * left (set beside this) and nothing else, neither its consent nor where it came from. SQL for an UPDATE's SET.
 */
export const SUPPRESSED = `status = 'unsubscribed', source = '', subscribed_at = NULL, confirmed_at = NULL,
  confirmed_via = NULL, link_sent_at = NULL, link_nonce = NULL, resubscribe_source = NULL, last_checklist_at = NULL,
  attribution = NULL`;

const RETENTION_MONTHS = 24;
/** A sign-up never confirmed is deleted this long after its last confirmation e-mail (or the sign-up). */
export const PENDING_DAYS = 30;

/** The kinds kept RETENTION_MONTHS from a submission, or from the address's latest one (kinds.ts). */
const keptForMonths = allKinds.filter((k) => kinds[k].kept !== 'subscription');

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
  for (const kind of keptForMonths) {
    const { table, kept } = kinds[kind];
    // A sender's contact messages are kept 24 months from their latest one.
    const latest = `NOT EXISTS (SELECT 1 FROM ${table} f WHERE lower(btrim(f.email)) = lower(btrim(t.email)) AND f.created_at >= $1)`;
    await purge(
      table,
      kind,
      kept === 'from-latest-by-address' ? `t.created_at < $1 AND ${latest}` : 't.created_at < $1',
    );
  }
  // Sign-ups never confirmed, 30 days after their last confirmation e-mail (or their sign-up), with their mail.
  const pending = await query(
    `WITH d AS (
       DELETE FROM subscribers WHERE status = 'pending' AND coalesce(link_sent_at, created_at) < $1::timestamptz - $2 * interval '1 day' RETURNING id),
     o AS (DELETE FROM outbox WHERE submission_kind = 'newsletter' AND submission_id IN (SELECT id FROM d))
     SELECT count(*)::int AS n FROM d`,
    [now, PENDING_DAYS],
  );
  counts.subscribers_pending = Number(pending[0]?.n ?? 0);
  // A sign-up request is acted on within seconds (or by the retry job); one still there after as long is a fault, reported daily.
  const requests = await query(
    `DELETE FROM sign_up_requests WHERE created_at < $1::timestamptz - $2 * interval '1 day' RETURNING id`,
    [now, PENDING_DAYS],
  );
  counts.sign_up_requests = requests.length;
  // Subscribers' own mail (welcome, confirmations) once it is settled and old.
  const settled = await query(
    `DELETE FROM outbox WHERE submission_kind = 'newsletter' AND status IN ('sent', 'failed', 'withheld', 'dropped', 'suppressed') AND created_at < $1 RETURNING id`,
    [cutoff],
  );
  counts.outbox = settled.length;
  // The limits' counts once nothing in them is from the last day (the widest window, recipients.ts).
  const inboxes = await query(
    `DELETE FROM mail_inboxes WHERE NOT EXISTS (SELECT 1 FROM unnest(mailed_at) AS t WHERE t > $1::timestamptz - interval '1 day') RETURNING inbox`,
    [now],
  );
  counts.mail_inboxes = inboxes.length;
  // The sending caps' counts once nothing in them is from the last hour (outbox/caps.ts).
  const caps = await query(
    `DELETE FROM mail_caps WHERE NOT EXISTS (SELECT 1 FROM unnest(sent_at) AS t WHERE t > $1::timestamptz - interval '1 hour') RETURNING key`,
    [now],
  );
  counts.mail_caps = caps.length;
  // Investor statements, the evidence for the promotions they opened, RETENTION_MONTHS after they lapsed.
  const statements = await query(
    `DELETE FROM investor_statements WHERE valid_until < $1::timestamptz - $2 * interval '1 month' RETURNING id`,
    [now, RETENTION_MONTHS],
  );
  counts.investor_statements = statements.length;
  return counts;
}

/**
 * Erases everything held about an address: every submission naming it, the mail they owe, and its
 * inbox's mail count. A subscription (pending ones too) becomes the suppression record (address and date
 * only), so the address is never mailed again and any link sent to it dies; that record is what the
 * notice says is kept. The address is matched as storage normalises it (IDN domains in their xn--
 * form), however it is typed.
 */
export async function eraseAddress(address: string): Promise<Counts> {
  const email = normaliseEmail(address);
  const counts: Counts = {};
  for (const kind of keptForMonths) {
    const { table } = kinds[kind];
    const rows = await query(
      // Also as typed, for a row stored before addresses were normalised on the way in.
      `WITH d AS (DELETE FROM ${table} WHERE lower(btrim(email)) IN ($1, $3) RETURNING id),
            o AS (DELETE FROM outbox WHERE submission_kind = $2 AND submission_id IN (SELECT id FROM d))
       SELECT count(*)::int AS n FROM d`,
      [email, kind, address.trim().toLowerCase()],
    );
    counts[table] = Number(rows[0]?.n ?? 0);
  }
  const requests = await query(`DELETE FROM sign_up_requests WHERE email = $1 RETURNING id`, [email]);
  counts.sign_up_requests = requests.length;
  const sub = await query(
    `WITH s AS (
       UPDATE subscribers SET ${SUPPRESSED}, unsubscribed_at = coalesce(unsubscribed_at, now())
       WHERE email = $1 RETURNING id),
     o AS (DELETE FROM outbox WHERE submission_kind = 'newsletter' AND submission_id IN (SELECT id FROM s))
     SELECT count(*)::int AS n FROM s`,
    [email],
  );
  counts.subscribers_suppressed = Number(sub[0]?.n ?? 0);
  // Keyed with the site's secret: run against production with its UNSUBSCRIBE_SECRET, or the count goes by itself within a day.
  const inbox = await query(`DELETE FROM mail_inboxes WHERE inbox = $1 RETURNING inbox`, [inboxKey(address)]);
  counts.mail_inboxes = inbox.length;
  // Found by the same keyed digest they were kept under (src/server/regulatory/statements.ts).
  const statements = await query(`DELETE FROM investor_statements WHERE email_key = $1 RETURNING id`, [
    statementKey(address),
  ]);
  counts.investor_statements = statements.length;
  return counts;
}
