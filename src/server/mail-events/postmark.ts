/**
 * The events Postmark posts to the site (its bounce, spam-complaint and subscription-change webhooks), one per
 * request, as Postmark documents them (postmarkapp.com/developer/webhooks/…), and what each means for the site:
 * an address to suppress for good, one to take off the newsletter, one Postmark reactivated, or nothing. Only
 * the fields the decision reads are checked; the rest (the bounce's dump, the complaint's report) is ignored.
 */
import * as z from 'zod/mini';
import { isDeliverableAddress } from '../../lib/email';
import type { SuppressionReason } from '../outbox/suppression';

const address = z.string().check(z.refine(isDeliverableAddress, 'not an e-mail address'));
const stream = z._default(z.string(), '');

/** A bounce: hard or soft, and whether Postmark deactivated the address. */
const bounce = z.object({
  RecordType: z.literal('Bounce'),
  /** HardBounce, SoftBounce, Transient, DnsError, BadEmailAddress… */
  Type: z.string(),
  Email: address,
  MessageStream: stream,
  /** True when Postmark will refuse to send to the address again. */
  Inactive: z._default(z.boolean(), false),
});

/** The recipient marked a message as spam (Postmark deactivates the address). */
const complaint = z.object({ RecordType: z.literal('SpamComplaint'), Email: address, MessageStream: stream });

/** An address added to (SuppressSending true) or removed from a stream's suppression list. */
const subscriptionChange = z.object({
  RecordType: z.literal('SubscriptionChange'),
  Recipient: address,
  MessageStream: stream,
  SuppressSending: z.boolean(),
  /** HardBounce, SpamComplaint or ManualSuppression (an unsubscribe, or the company's own); null on reactivation. */
  SuppressionReason: z.optional(z.nullable(z.string())),
});

export const postmarkEvent = z.discriminatedUnion('RecordType', [bounce, complaint, subscriptionChange]);
export type PostmarkEvent = z.output<typeof postmarkEvent>;

/** The record types the site listens to; Postmark's others (Delivery, Open, Click) are answered and ignored. */
export const HEARD = ['Bounce', 'SpamComplaint', 'SubscriptionChange'] as const;

/** What an event asks the site to do. */
export type EventAction =
  | { do: 'suppress'; email: string; reason: SuppressionReason; stream: string; detail: string }
  | { do: 'unsubscribe'; email: string; stream: string; detail: string }
  | { do: 'reactivate'; email: string; stream: string }
  | { do: 'nothing'; why: string };

/**
 * What an event means, given the stream the site sends on (POSTMARK_MESSAGE_STREAM): a hard bounce, or any
 * bounce after which Postmark deactivated the address, and a spam complaint suppress the address for every
 * e-mail; a suppression on the site's stream does too, whatever its reason; on another stream (a broadcast
 * stream the company sends its newsletter on) an unsubscribe ends the newsletter subscription only; a
 * reactivation on the site's stream takes the address off the list. A soft bounce changes nothing.
 */
export function actionOf(event: PostmarkEvent, siteStream: string): EventAction {
  switch (event.RecordType) {
    case 'Bounce':
      if (event.Type !== 'HardBounce' && !event.Inactive)
        return { do: 'nothing', why: `a ${event.Type} bounce does not suppress` };
      return {
        do: 'suppress',
        email: event.Email,
        reason: 'hard-bounce',
        stream: event.MessageStream,
        detail: event.Type === 'HardBounce' ? 'hard bounce' : `${event.Type}, address deactivated by Postmark`,
      };
    case 'SpamComplaint':
      return {
        do: 'suppress',
        email: event.Email,
        reason: 'spam-complaint',
        stream: event.MessageStream,
        detail: 'spam complaint',
      };
    case 'SubscriptionChange': {
      const ours = event.MessageStream === '' || event.MessageStream === siteStream;
      if (!event.SuppressSending)
        return ours
          ? { do: 'reactivate', email: event.Recipient, stream: event.MessageStream }
          : { do: 'nothing', why: `a reactivation on the ${event.MessageStream} stream` };
      const reason =
        event.SuppressionReason === 'HardBounce'
          ? 'hard-bounce'
          : event.SuppressionReason === 'SpamComplaint'
            ? 'spam-complaint'
            : 'manual-suppression';
      const detail = `suppressed by Postmark (${event.SuppressionReason ?? 'no reason given'})`;
      if (reason === 'manual-suppression' && !ours)
        return { do: 'unsubscribe', email: event.Recipient, stream: event.MessageStream, detail };
      return { do: 'suppress', email: event.Recipient, reason, stream: event.MessageStream, detail };
    }
  }
}
