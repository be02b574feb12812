/**
 * localStorage for the learning tools, made safe: storage that is disabled, full or holds text that
 * is not what we saved never throws into a page. Callers get a status and decide what to say.
 */

/** Why saved data could not be used or kept. */
export type StorageProblem = 'unavailable' | 'full' | 'corrupt';

export type ReadResult<T> = { status: 'ok'; value: T } | { status: 'missing' } | { status: 'corrupt' | 'unavailable' };

/** The page's localStorage, or null where the browser refuses it (turned off, blocked, sandboxed). */
export function getLocalStorage(): Storage | null {
  try {
    const storage = globalThis.localStorage;
    if (!storage) return null;
    storage.getItem('__probe__');
    return storage;
  } catch {
    return null;
  }
}

/** Reads and parses `key`; a value that is not JSON or fails `guard` is 'corrupt'. */
export function readJson<T>(storage: Storage, key: string, guard: (value: unknown) => value is T): ReadResult<T> {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return { status: 'unavailable' };
  }
  if (raw === null) return { status: 'missing' };
  try {
    const value: unknown = JSON.parse(raw);
    return guard(value) ? { status: 'ok', value } : { status: 'corrupt' };
  } catch {
    return { status: 'corrupt' };
  }
}

function isQuotaError(error: unknown): boolean {
  if (!(error instanceof DOMException) && !(error instanceof Error)) return false;
  const { name } = error as DOMException;
  const code = (error as DOMException).code;
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
}

/** Writes each [key, value] as JSON, in order; stops at the first failure and says why. */
export function writeJson(
  storage: Storage | null,
  entries: [key: string, value: unknown][],
): 'ok' | Exclude<StorageProblem, 'corrupt'> {
  if (!storage) return 'unavailable';
  try {
    for (const [key, value] of entries) storage.setItem(key, JSON.stringify(value));
    return 'ok';
  } catch (error) {
    return isQuotaError(error) ? 'full' : 'unavailable';
  }
}

/** The polite line a tool shows when its saved `what` (e.g. 'progress') cannot be used or kept. */
export function storageNotice(problem: StorageProblem, what: string): string {
  switch (problem) {
    case 'corrupt':
      return `Your saved ${what} in this browser could not be read, so you are starting afresh.`;
    case 'full':
      return `Your browser’s storage is full, so your latest ${what} could not be saved. It will be kept until you leave this page.`;
    case 'unavailable':
      return `This browser is not letting the page save your ${what}, so it will be kept only until you leave this page.`;
  }
}

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
export const isCount = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;
