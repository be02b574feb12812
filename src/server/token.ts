/**
 * Signed subscriber links (unsubscribe, confirm a sign-up, confirm a re-subscription): a keyed MAC of
 * the subscriber's opaque id, so a link works without a login, cannot be forged, and does not confirm a
 * guessed address. The same secret keys the digests the mail limit counts inboxes by.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { api } from '../lib/paths';
import { env, isDeployed, logOnce, type RunContext } from './env';

const DEV_SECRET = 'local-development-only-unsubscribe-secret';

/** Thrown on a deployed site without UNSUBSCRIBE_SECRET: links signed with a public fallback would be forgeable. */
class MissingSecretError extends Error {
  override name = 'MissingSecretError';
}

/** The signing secret; a fixed, logged fallback only when not running on Netlify. */
export function unsubscribeSecret(context?: RunContext): string {
  const secret = env('UNSUBSCRIBE_SECRET');
  if (secret) return secret;
  if (isDeployed(context)) throw new MissingSecretError('UNSUBSCRIBE_SECRET is not set');
  logOnce('secret', '[unsubscribe] UNSUBSCRIBE_SECRET is not set: using the local development secret', 'warn');
  return DEV_SECRET;
}

/**
 * The secret that keys the digests the mail limit counts inboxes by (outbox/recipients.ts): the same
 * secret, so there is one to set. Counting must never stop a submission being stored, so without it
 * the development secret is used, with a warning (an error on a deployed site, where the daily summary
 * also reports the missing secret): the count stays exact, only the digests are weaker.
 */
export function countingSecret(context?: RunContext): string {
  const secret = env('UNSUBSCRIBE_SECRET');
  if (secret) return secret;
  const deployed = isDeployed(context);
  logOnce(
    deployed ? 'counting-secret-missing' : 'secret',
    deployed
      ? '[mail] UNSUBSCRIBE_SECRET is not set: mail counts are keyed with the public development secret'
      : '[unsubscribe] UNSUBSCRIBE_SECRET is not set: using the local development secret',
    deployed ? 'error' : 'warn',
  );
  return DEV_SECRET;
}

/** Where the secret comes from, for the daily summary (never the secret itself). */
export function secretSource(context?: RunContext): 'environment' | 'development fallback' | 'missing' {
  if (env('UNSUBSCRIBE_SECRET')) return 'environment';
  return isDeployed(context) ? 'missing' : 'development fallback';
}

const SUBSCRIBER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const NONCE = /^[\w-]{22}$/;

/** What a signed link lets its holder do to the subscriber it names. */
export type LinkPurpose = 'unsubscribe' | 'confirm' | 'resubscribe';

/**
 * Links that change consent: each carries a nonce stored with the subscriber row it serves, and works
 * only while that nonce is stored (used, replaced by a newer link, erased or expired, it is dead).
 * An unsubscribe link needs none: it must keep working in every e-mail ever sent, and withdrawing
 * consent twice is harmless.
 */
export type ConsentPurpose = Exclude<LinkPurpose, 'unsubscribe'>;

/** How long a consent link (confirm a sign-up, or subscribe again) stays valid. */
export const CONSENT_LINK_DAYS = 7;

/** A fresh nonce for a consent link: 128 random bits, base64url. */
export function newNonce(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * Signature over a subscriber's id (an opaque random UUID, so a link says nothing about the
 * address), the link's purpose (an unsubscribe link cannot re-subscribe) and, for consent links,
 * the nonce.
 */
function signLink(id: string, secret: string, purpose: LinkPurpose = 'unsubscribe', nonce?: string): string {
  const subject = purpose === 'unsubscribe' ? `${purpose}:v2:${id}` : `${purpose}:v3:${id}:${nonce}`;
  return createHmac('sha256', secret).update(subject).digest('base64url');
}

/** The parts of a signed link, as its query carries them. */
export interface LinkParams {
  /** Subscriber id. */
  s: string;
  /** Signature. */
  t: string;
  /** Nonce (consent links only). */
  n: string;
}

/** Constant-time check of a link's signature (and the shape of its nonce, for consent links). */
export function verifyLink({ s, t, n }: LinkParams, secret: string, purpose: LinkPurpose = 'unsubscribe'): boolean {
  if (!SUBSCRIBER_ID.test(s) || !/^[\w-]{43}$/.test(t)) return false;
  if (purpose !== 'unsubscribe' && !NONCE.test(n)) return false;
  const expected = Buffer.from(signLink(s, secret, purpose, n));
  const given = Buffer.from(t);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The absolute unsubscribe URL put in every marketing e-mail. */
export function unsubscribeUrl(siteUrl: string, id: string, secret: string): string {
  return `${siteUrl}${api.unsubscribe}?s=${id}&t=${signLink(id, secret)}`;
}

/** A consent link (confirm a sign-up, or subscribe again after unsubscribing), e-mailed to the address. */
export function consentUrl(
  purpose: ConsentPurpose,
  siteUrl: string,
  id: string,
  nonce: string,
  secret: string,
): string {
  return `${siteUrl}${api[purpose]}?s=${id}&n=${nonce}&t=${signLink(id, secret, purpose, nonce)}`;
}
