/**
 * Mail that failed for good is never silent: one summary a day to the company inbox lists every
 * message that failed since the last summary (kind, when, why; no address or message text), and
 * marks them reported. If the summary itself cannot be sent, nothing is marked and the next run
 * tries again.
 */
import { site } from '../lib/site';
import { mailSettings } from './env';
import { toHtml, toText, type Block } from './mail/compose';
import { transport } from './mail/transport';
import { query } from './store';
import { headerSafe } from './text';

interface FailedRow {
  id: string | number;
  submission_kind: string;
  submission_id: string;
  mail: string;
  attempts: number;
  failed_at: Date;
  last_error: string | null;
}

const LIMIT = 500;

/** Sends the day's summary if anything failed since the last one; returns how many it reported. */
export async function sendFailureSummary(): Promise<number> {
  const failed = await query<FailedRow>(
    `SELECT id, submission_kind, submission_id, mail, attempts, failed_at, last_error FROM outbox
     WHERE status = 'failed' AND reported_at IS NULL ORDER BY failed_at, id LIMIT ${LIMIT}`,
  );
  if (failed.length === 0) return 0;
  const settings = mailSettings();
  const lines = failed.map((r) => [
    `${r.submission_kind} / ${r.mail}`,
    `failed ${new Date(r.failed_at).toISOString().slice(0, 16).replace('T', ' ')} UTC after ${r.attempts} attempt(s), submission ${r.submission_id}: ${r.last_error ?? 'unknown error'}`,
  ] as [string, string]);
  const blocks: Block[] = [
    { p: `${failed.length} e-mail(s) the website owed could not be delivered and will not be retried. The submissions themselves are stored.` },
    { fields: lines },
    { p: 'Find each submission by its id in the leads export (npm run leads, see the README) and contact the person another way if needed. A message marked "interrupted" may have been delivered: check Postmark\'s activity before sending it again.' },
  ];
  const heading = 'Undelivered website e-mails';
  await transport().send({
    to: settings.companyInbox, from: headerSafe(settings.from, 200), subject: headerSafe(`${heading}: ${failed.length} | ${site.companyName}`, 200),
    text: toText([{ p: heading }, ...blocks]), html: toHtml(heading, blocks), tag: 'mail-failures', messageStream: settings.messageStream,
  });
  await query(`UPDATE outbox SET reported_at = now() WHERE id = ANY($1::bigint[])`, [failed.map((r) => Number(r.id))]);
  return failed.length;
}
