/**
 * The summary's section on the sending account's reputation: addresses suppressed since the last summary (hard
 * bounces, spam complaints, by reason), and what the gate stopped (outbox/mailGate.ts): e-mails not sent to a
 * suppressed address, e-mails waiting for the sending caps or dropped after waiting, and e-mails the per-inbox
 * limit withheld. Counts only, never an address (the suppression list is in `npm run leads -- suppressed`).
 * A suppression, a drop or mail still waiting sends the summary; withheld mail alone rides along.
 */
import { query } from '../storage/database';
import { CAP_WAIT_HOURS, caps } from '../outbox/caps';
import { MAIL_PER_INBOX_PER_DAY } from '../outbox/recipients';
import type { Finding, SummarySection } from './section';

/** Outbox rows the gate stopped, not yet reported, owed by `$1`. */
const STOPPED = `status IN ('withheld', 'dropped', 'suppressed') AND reported_at IS NULL AND created_at <= $1`;

const REASONS: Record<string, string> = {
  'hard-bounce': 'hard bounce(s)',
  'spam-complaint': 'spam complaint(s)',
  'manual-suppression': "suppressed by Postmark on the site's stream",
};

export const mailReputation: SummarySection = {
  title: 'Bounces, complaints and the sending caps',
  async check(): Promise<Finding | null> {
    // What is counted now is what is marked reported once the summary has gone, not what arrives meanwhile.
    const [{ at }] = (await query<{ at: Date }>(`SELECT now() AS at`)) as [{ at: Date }];
    const suppressions = await query<{ reason: string; n: number }>(
      `SELECT reason, count(*)::int AS n FROM mail_suppressions WHERE reported_at IS NULL AND suppressed_at <= $1
       GROUP BY reason ORDER BY reason`,
      [at],
    );
    const stopped = await query<{ status: string; n: number }>(
      `SELECT status, count(*)::int AS n FROM outbox WHERE ${STOPPED} GROUP BY status`,
      [at],
    );
    const [waiting] = await query<{ n: number }>(`SELECT count(*)::int AS n FROM outbox WHERE status = 'capped'`);
    const count = (status: string) => stopped.find((r) => r.status === status)?.n ?? 0;
    const added = suppressions.reduce((n, r) => n + r.n, 0);
    const [suppressed, dropped, withheld, capped] = [
      count('suppressed'),
      count('dropped'),
      count('withheld'),
      waiting?.n ?? 0,
    ];
    if (added + suppressed + dropped + withheld + capped === 0) return null;
    const lines: string[] = [];
    if (added)
      lines.push(
        `${added} address(es) added to the suppression list: ${suppressions.map((r) => `${r.n} ${REASONS[r.reason] ?? r.reason}`).join(', ')}. The site will not e-mail them again; \`npm run leads -- suppressed\` lists them, and an enquirer among them is best called.`,
      );
    if (suppressed) lines.push(`${suppressed} e-mail(s) not sent because the address is on the suppression list.`);
    if (capped || dropped)
      lines.push(
        `${capped} e-mail(s) waiting for the sending caps (${caps().domain} an hour to one domain, ${caps().large} to a big provider, ${caps().all} an hour in all) and ${dropped} dropped after waiting ${CAP_WAIT_HOURS} hours. Many at once usually means someone fed a form a list of made-up addresses; the function log's [mail] lines name the domain.`,
      );
    if (withheld)
      lines.push(
        `${withheld} e-mail(s) withheld by the per-inbox limit (${MAIL_PER_INBOX_PER_DAY} a day to one inbox); the submissions are stored.`,
      );
    const headline = [
      added ? `${added} address(es) suppressed` : '',
      suppressed ? `${suppressed} e-mail(s) to suppressed addresses` : '',
      capped ? `${capped} e-mail(s) waiting for the caps` : '',
      dropped ? `${dropped} dropped` : '',
      withheld ? `${withheld} withheld` : '',
    ]
      .filter(Boolean)
      .join(', ');
    return {
      headline,
      quiet: added + suppressed + dropped + capped === 0,
      blocks: lines.map((p) => ({ p })),
      reported: async () => {
        await query(
          `UPDATE mail_suppressions SET reported_at = now() WHERE reported_at IS NULL AND suppressed_at <= $1`,
          [at],
        );
        await query(`UPDATE outbox SET reported_at = now() WHERE ${STOPPED}`, [at]);
      },
    };
  },
};
