/**
 * Signed unsubscribe links: an HMAC of the subscriber key, so a link works without a login and
 * cannot be forged for someone else's address.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
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

/** The subscriber's storage key: a hash of the normalised address, so keys and links do not reveal it. */
export function subscriberKey(normalisedEmail: string): string {
  return createHash('sha256').update(normalisedEmail).digest('hex');
}

/** Signature over a subscriber key. */
export function signUnsubscribe(key: string, secret: string): string {
  return createHmac('sha256', secret).update(`unsubscribe:v1:${key}`).digest('base64url');
}

/** Constant-time check of a link's signature. */
export function verifyUnsubscribe(key: string, token: string, secret: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(key) || !/^[\w-]{43}$/.test(token)) return false;
  const expected = Buffer.from(signUnsubscribe(key, secret));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The absolute unsubscribe URL put in every marketing e-mail. */
export function unsubscribeUrl(siteUrl: string, key: string, secret: string): string {
  return `${siteUrl}${api.unsubscribe}?s=${key}&t=${signUnsubscribe(key, secret)}`;
}
