/**
 * Netlify Blobs access for submissions: strongly consistent, failing fast with one error type
 * (StorageUnavailableError) the endpoints turn into a 503, and conditional writes for uniqueness.
 */
import { getStore, type Store } from '@netlify/blobs';

/** Thrown for any storage failure; the message is for logs, never for a response. */
export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError';
  /** True when a write may have been stored even so (it timed out, or the connection failed). */
  ambiguous = false;
}

const ATTEMPT_TIMEOUT_MS = 4000;

/** Set by a store's fetch when a call failed, whatever the Blobs client then reports. */
interface Trouble {
  reason?: string;
  /** A write that got no answer: it may or may not have been stored. */
  ambiguous?: boolean;
}

/**
 * The fetch given to the Blobs client. Blobs retries a failed call 5 times, 5 s apart, which is
 * too slow for a visitor, and reports a failed conditional write (any status but 412) as a
 * success; so failures are retried once here, recorded in `trouble`, and answered with a 424.
 */
function fastFetch(trouble: Trouble) {
  return async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const method = (init?.method ?? 'GET').toUpperCase();
    const idempotent = method === 'GET' || method === 'HEAD' || method === 'DELETE';
    for (let attempt = 1; ; attempt++) {
      let reason: string;
      try {
        const res = await fetch(input, { ...init, signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS) });
        const ok = method === 'PUT' ? res.status === 200 || res.status === 412 : res.status < 400 || res.status === 404;
        if (ok) return res;
        reason = `status ${res.status}`;
        if (res.status < 500 && res.status !== 429) attempt = 2;
      } catch (error) {
        reason = (error as Error).message;
        if (!idempotent) trouble.ambiguous = true;
      }
      if (!idempotent || attempt >= 2) {
        trouble.reason = `${method} ${reason}`;
        return new Response(reason, { status: 424 });
      }
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  };
}

/** Runs a storage call and reports every failure as StorageUnavailableError. */
async function guard<T>(what: string, trouble: Trouble, op: () => Promise<T>): Promise<T> {
  let result: T;
  try {
    result = await op();
  } catch (error) {
    throw unavailable(`${what}: ${trouble.reason ?? (error as Error)?.message ?? error}`, trouble);
  }
  if (trouble.reason) throw unavailable(`${what}: ${trouble.reason}`, trouble);
  return result;
}

function unavailable(message: string, trouble: Trouble): StorageUnavailableError {
  const error = new StorageUnavailableError(message);
  error.ambiguous = trouble.ambiguous === true;
  return error;
}

export interface Stored<T> {
  value: T;
  etag: string;
}

/** One named store of JSON records. */
export class Collection<T> {
  constructor(readonly name: string) {}

  /** Runs one call on a fresh store handle, so a failure is attributed to this call alone. */
  private run<R>(what: string, op: (store: Store) => Promise<R>): Promise<R> {
    const trouble: Trouble = {};
    return guard(`${what} ${this.name}`, trouble, async () =>
      op(getStore({ name: this.name, consistency: 'strong', fetch: fastFetch(trouble) })),
    );
  }

  /** Writes only if the key is new; returns the etag, or null when another writer got there first. */
  async create(key: string, value: T): Promise<string | null> {
    const result = await this.settle(key, value, () => this.run('create', (s) => s.setJSON(key, value, { onlyIfNew: true })));
    return result.modified ? (result.etag ?? '') : null;
  }

  /** Replaces a record only if it is unchanged since it was read (etag); false when it changed. */
  async replace(key: string, value: T, etag: string): Promise<string | null> {
    const result = await this.settle(key, value, () => this.run('replace', (s) => s.setJSON(key, value, { onlyIfMatch: etag })));
    return result.modified ? (result.etag ?? '') : null;
  }

  /**
   * A conditional write that got no answer may have been stored all the same: read the key back, so
   * that the caller's answer matches what is stored (stored: success; absent or someone else's: as the
   * platform would have answered). Still unavailable if the read fails too.
   */
  private async settle(key: string, value: T, write: () => Promise<{ modified: boolean; etag?: string }>) {
    try {
      return await write();
    } catch (error) {
      if (!(error instanceof StorageUnavailableError) || !error.ambiguous) throw error;
      const current = await this.get(key);
      if (current && JSON.stringify(current.value) === JSON.stringify(value)) return { modified: true, etag: current.etag };
      if (current) return { modified: false };
      throw error;
    }
  }

  /** Unconditional write, for records with a single writer (retry markers). */
  async put(key: string, value: T): Promise<void> {
    await this.run('put', (s) => s.setJSON(key, value));
  }

  async get(key: string): Promise<Stored<T> | null> {
    const found = await this.run('get', (s) => s.getWithMetadata(key, { type: 'json' }));
    return found ? { value: found.data as T, etag: found.etag ?? '' } : null;
  }

  async delete(key: string): Promise<void> {
    await this.run('delete', (s) => s.delete(key));
  }

  /** Every key, oldest first for time-based keys (the store lists in key order). */
  async keys(prefix?: string): Promise<string[]> {
    return this.run('list', async (s) => {
      const keys: string[] = [];
      for await (const page of s.list({ prefix, paginate: true })) {
        for (const blob of page.blobs) keys.push(blob.key);
      }
      return keys.sort();
    });
  }
}

/** A sortable, unique key: UTC timestamp then randomness, e.g. 20261122T230501123Z-9f2c41d07a3b. */
export function timeKey(date = new Date()): string {
  const stamp = date.toISOString().replace(/[-:.]/g, '');
  const random = Array.from(crypto.getRandomValues(new Uint8Array(6)), (b) => b.toString(16).padStart(2, '0')).join('');
  return `${stamp}-${random}`;
}

const locks = new Map<string, Promise<unknown>>();

/**
 * Serialises work on one key inside this process. The platform's conditional writes are atomic;
 * the local Blobs emulation checks then writes, so concurrent requests are queued here to behave
 * like the platform. Locally every request to a function runs in that function's one warm worker
 * (scripts/warm-functions.mjs), so this covers all of them.
 */
export async function withKeyLock<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = locks.get(key) ?? Promise.resolve();
  const run = previous.then(work, work);
  const tail = run.catch(() => undefined);
  locks.set(key, tail);
  try {
    return await run;
  } finally {
    if (locks.get(key) === tail) locks.delete(key);
  }
}
