/**
 * Signed subscriber links (unsubscribe, confirm a re-subscription): a keyed MAC of the subscriber's
 * opaque id, so a link works without a login, cannot be forged, and does not confirm a guessed address.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { api } from '../lib/paths';
import { env, isDeployed, logOnce, type RunContext } from './env';

const DEV_SECRET = 'local-development-only-unsubscribe-secret';

/** Thrown on a deployed site without UNSUBSCRIBE_SECRET: links signed with a public fallback would be forgeable. */
export class MissingSecretError extends Error {
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

/** Where the secret comes from, for the health endpoint (never the secret itself). */
export function secretSource(context?: RunContext): 'environment' | 'development fallback' | 'missing' {
  if (env('UNSUBSCRIBE_SECRET')) return 'environment';
  return isDeployed(context) ? 'missing' : 'development fallback';
}

const SUBSCRIBER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What a signed link lets its holder do to the subscriber it names. */
export type LinkPurpose = 'unsubscribe' | 'resubscribe';

/**
 * Signature over a subscriber's id (an opaque random UUID, so a link says nothing about the
 * address) and the link's purpose, so an unsubscribe link cannot be used to re-subscribe.
 */
export function signLink(id: string, secret: string, purpose: LinkPurpose = 'unsubscribe'): string {
  return createHmac('sha256', secret).update(`${purpose}:v2:${id}`).digest('base64url');
}

/** Constant-time check of a link's signature. */
export function verifyLink(id: string, token: string, secret: string, purpose: LinkPurpose = 'unsubscribe'): boolean {
  if (!SUBSCRIBER_ID.test(id) || !/^[\w-]{43}$/.test(token)) return false;
  const expected = Buffer.from(signLink(id, secret, purpose));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The absolute unsubscribe URL put in every marketing e-mail. */
export function unsubscribeUrl(siteUrl: string, id: string, secret: string): string {
  return `${siteUrl}${api.unsubscribe}?s=${id}&t=${signLink(id, secret)}`;
}

/** The link that confirms a re-subscription, e-mailed to an address that had unsubscribed. */
export function resubscribeUrl(siteUrl: string, id: string, secret: string): string {
  return `${siteUrl}${api.resubscribe}?s=${id}&t=${signLink(id, secret, 'resubscribe')}`;
}
