/**
 * The addresses this browser has signed up for the newsletter, remembered in its local storage (never
 * sent anywhere) so that the "already subscribed" toasts reach only the person who really signed up:
 * the server answers every address alike, so that no one can use it to learn who is on the list. Kept
 * as SHA-256 digests of the normalised address, not the addresses themselves. Storage that is off,
 * full or holds something else (and a browser without Web Crypto) just remembers nothing.
 */
import { getLocalStorage, readJson, writeJson } from '../../lib/browserStorage';
import { normaliseEmail } from '../../lib/forms/fields';

export const SIGNUPS_KEY = 'newsletter_signups';
/** Enough for anyone; the oldest are forgotten first. */
const MAX_REMEMBERED = 20;

const isDigestList = (v: unknown): v is string[] => Array.isArray(v) && v.every((d) => typeof d === 'string');

/** The digest an address is remembered by. */
export async function signUpDigest(email: string): Promise<string | null> {
  if (!globalThis.crypto?.subtle) return null;
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(normaliseEmail(email)));
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Remembers that this browser signed `email` up; answers whether it had already. */
export async function rememberSignUp(email: string, storage: Storage | null = getLocalStorage()): Promise<boolean> {
  const key = await signUpDigest(email).catch(() => null);
  if (!key || !storage) return false;
  const saved = readJson(storage, SIGNUPS_KEY, isDigestList);
  const list = saved.status === 'ok' ? saved.value : [];
  writeJson(storage, [[SIGNUPS_KEY, [...list.filter((d) => d !== key), key].slice(-MAX_REMEMBERED)]]);
  return list.includes(key);
}
