/**
 * The sending caps, which protect the company's Postmark account rather than any one inbox: however many
 * addresses a form is given, the site sends at most so many e-mails an hour to one recipient domain, and at
 * most so many an hour in all. A list of made-up addresses at one domain would otherwise come back as a wave of
 * hard bounces, and a provider (or Postmark, which reviews accounts whose bounce rate climbs) would start to
 * distrust every e-mail the company sends. Only mail to visitors' addresses is capped: the company's own inbox
 * has its hourly limit and digest (recipients.ts, digest.ts).
 *
 * Past a cap an e-mail waits (outbox status 'capped') until a slot frees, and one that has waited CAP_WAIT_HOURS
 * is dropped with a log line; the daily summary counts both (summary/reputation.ts). The counts live in
 * `mail_caps`, one row per domain and one for all, each the time of every send in the last hour. The company may
 * set other ceilings (MAIL_CAP_DOMAIN_PER_HOUR, MAIL_CAP_PER_HOUR: a large campaign, or the browser tests' hundreds
 * of example.com addresses).
 */
import { env } from '../env';
import { mailDomainOf } from '../inbox/inbox';
import { LARGE_PROVIDERS } from '../inbox/mailProviders';
import { query } from '../storage/database';

/** E-mails an hour to one recipient domain: more than a small firm's forms bring from one company or college. */
export const DOMAIN_PER_HOUR = 20;
/** E-mails an hour to one of the big providers (LARGE_PROVIDERS: Gmail, Outlook.com, iCloud, BT…), where a campaign's visitors are. */
export const LARGE_PROVIDER_PER_HOUR = 150;
/** E-mails an hour to visitors in all: several times the busiest hour the site's forms have seen. */
export const ALL_PER_HOUR = 300;
/** An e-mail that has waited this long for the caps is given up: what it said (a link, a checklist) is stale by then. */
export const CAP_WAIT_HOURS = 24;

/** The highest ceiling a setting may give: what a row of mail_caps can count. */
const CAP_MAX = 5000;
/** The key of the overall cap's row. */
const ALL = 'all';

/** A whole-number setting within bounds, or the default (as TEAM_NOTIFICATIONS_PER_HOUR is read). */
function setting(name: string, fallback: number, max: number): number {
  const n = Number(env(name));
  return Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
}

/** The per-hour ceilings in force: the figures above, or MAIL_CAP_DOMAIN_PER_HOUR and MAIL_CAP_PER_HOUR if set. */
export function caps(): { domain: number; large: number; all: number } {
  const domain = setting('MAIL_CAP_DOMAIN_PER_HOUR', DOMAIN_PER_HOUR, CAP_MAX);
  return {
    domain,
    large: Math.max(domain, LARGE_PROVIDER_PER_HOUR),
    all: setting('MAIL_CAP_PER_HOUR', ALL_PER_HOUR, CAP_MAX),
  };
}

/** What asking for a slot gave: a send now, or the cap that is full and when a slot frees. */
export type Slot = { ok: true } | { ok: false; cap: 'domain' | 'hourly'; domain: string; until: Date };

/**
 * Takes one send to `address` from its domain's cap and from the overall cap, in one statement: both rows are
 * locked, and each grows only if both have room, so no number of senders gets past either. A send is counted at
 * `now` (the sender's clock).
 */
export async function takeSendingSlot(address: string, now = new Date()): Promise<Slot> {
  const domain = mailDomainOf(address);
  const key = `domain:${domain}`;
  const ceilings = caps();
  const recent = (column: string) =>
    `ARRAY(SELECT t FROM unnest(${column}) AS t WHERE t > $1::timestamptz - interval '1 hour' ORDER BY t)`;
  const [row] = await query<{ ok: boolean; domain_full: boolean; until: Date | null }>(
    `WITH cur AS (
       SELECT key, ${recent('sent_at')} AS recent, CASE WHEN key = '${ALL}' THEN $4::int ELSE $3::int END AS cap
       FROM mail_caps WHERE key IN ($2, '${ALL}') FOR UPDATE),
     full_caps AS (SELECT * FROM cur WHERE cardinality(recent) >= cap),
     room AS (SELECT NOT EXISTS (SELECT 1 FROM full_caps) AS ok),
     up AS (
       INSERT INTO mail_caps AS m (key, sent_at)
       SELECT k, ARRAY[$1::timestamptz] FROM unnest(ARRAY[$2, '${ALL}']) AS k, room WHERE room.ok
       ON CONFLICT (key) DO UPDATE SET sent_at = ${recent('m.sent_at')} || $1::timestamptz
       WHERE cardinality(${recent('m.sent_at')}) < CASE WHEN m.key = '${ALL}' THEN $4::int ELSE $3::int END
       RETURNING key)
     SELECT (SELECT count(*) FROM up) = 2 AS ok,
       EXISTS (SELECT 1 FROM full_caps WHERE key = $2) AS domain_full,
       (SELECT max(recent[cardinality(recent) - cap + 1]) + interval '1 hour' FROM full_caps) AS until`,
    [now, key, LARGE_PROVIDERS.has(domain) ? ceilings.large : ceilings.domain, ceilings.all],
  );
  if (row?.ok) return { ok: true };
  // Refused with no full row: a simultaneous sender took the last slot; try again in a minute.
  const until = row?.until ? new Date(row.until) : new Date(now.getTime() + 60_000);
  return { ok: false, cap: row?.domain_full ? 'domain' : 'hourly', domain, until };
}
