/**
 * What stands between an owed e-mail and the transport, checked after the visitor has been answered (the
 * request only stores; delivery.ts sends), so whatever it decides takes the same time to answer: an address
 * on the suppression list is never mailed (suppression.ts); an e-mail a form owed to a visitor takes its grant
 * from the per-inbox limit here, once (recipients.ts); and every e-mail to a visitor's address takes a slot from
 * the sending caps (caps.ts), or waits for one. The company's own inbox passes: its notifications have their
 * hourly limit and digest.
 */
import { inboxKey, mailDomainOf } from '../inbox/inbox';
import type { RunContext } from '../env';
import { query } from '../storage/database';
import { CAP_WAIT_HOURS, takeSendingSlot } from './caps';
import { grantMail } from './recipients';
import { suppressionOf } from './suppression';

/** What the gate decided for one e-mail. */
export type Verdict =
  | { go: true }
  | { go: false; status: 'suppressed' | 'withheld' | 'dropped'; why: string }
  | { go: false; status: 'capped'; why: string; until: Date };

/** The row being sent: whether its grant is still to be taken ('new'), and when it was owed. */
export interface GatedRow {
  id: number;
  /** Its status when claimed: 'new' has not had its grant from the per-inbox limit yet. */
  was: string;
  createdAt: Date;
  /** For a row that waited for the caps: which (its last_error said). */
  waitedFor?: string;
}

/** Takes the per-inbox limit's grant for a row owed before its answer; false when the inbox has had its share. */
async function grant(address: string, context?: RunContext): Promise<boolean> {
  const rows = await query(`WITH g AS ${grantMail('$1')} SELECT 1 FROM g`, [inboxKey(address, context)]);
  return rows.length > 0;
}

/** Checks one e-mail to `to` before it is sent; every refusal is logged (by its outbox id, never the address). */
export async function gate(
  row: GatedRow,
  to: string,
  companyInbox: string,
  now: Date,
  context?: RunContext,
): Promise<Verdict> {
  if (to === companyInbox) return { go: true };
  const suppressed = await suppressionOf(to);
  if (suppressed) {
    console.warn(`[mail] #${row.id} not sent: the address is suppressed (${suppressed})`);
    return { go: false, status: 'suppressed', why: `the address is suppressed (${suppressed})` };
  }
  if (row.was === 'new' && !(await grant(to, context)))
    return { go: false, status: 'withheld', why: 'the per-inbox limit withheld it' };
  const waitedTooLong = (until: Date) => until.getTime() - row.createdAt.getTime() > CAP_WAIT_HOURS * 3600_000;
  const dropped = (cap: string, domain: string): Verdict => {
    console.warn(`[mail] #${row.id} dropped: ${cap} (${domain}) left it waiting over ${CAP_WAIT_HOURS} hours`);
    return { go: false, status: 'dropped', why: `dropped after ${CAP_WAIT_HOURS} hours waiting for ${cap}` };
  };
  // An e-mail that waited for the caps past CAP_WAIT_HOURS is stale, whether or not a slot is free now.
  if (row.was === 'capped' && waitedTooLong(now)) return dropped(row.waitedFor ?? 'the caps', mailDomainOf(to));
  const slot = await takeSendingSlot(to, now);
  if (slot.ok) return { go: true };
  const cap = slot.cap === 'domain' ? 'the per-domain cap' : 'the hourly cap';
  if (waitedTooLong(slot.until)) return dropped(cap, slot.domain);
  console.warn(`[mail] #${row.id} waits for ${cap} (${slot.domain}) until ${slot.until.toISOString()}`);
  return { go: false, status: 'capped', why: `waiting for ${cap}`, until: slot.until };
}
