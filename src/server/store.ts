/**
 * Netlify Blobs access for submissions: strongly consistent, failing fast with one error type
 * (StorageUnavailableError) the endpoints turn into a 503, and conditional writes for uniqueness.
 */
import { getStore, type Store } from '@netlify/blobs';

/** Thrown for any storage failure; the message is for logs, never for a response. */
export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError';
}

const ATTEMPT_TIMEOUT_MS = 4000;

/** Blobs retries a failed call 5 times, 5 s apart: too slow for a visitor, so fail fast here instead. */
async function fastFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const method = (init?.method ?? 'GET').toUpperCase();
  const idempotent = method === 'GET' || method === 'HEAD' || method === 'DELETE';
  for (let attempt = 1; ; attempt++) {
    try {
      const res = await fetch(input, { ...init, signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS) });
      if (res.status < 500 && res.status !== 429) return res;
      if (!idempotent || attempt >= 2) return unavailable(`status ${res.status}`);
    } catch (error) {
      if (!idempotent || attempt >= 2) return unavailable((error as Error).message);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** A non-retryable status so the Blobs client throws at once; 424 is never used by Blobs itself. */
function unavailable(reason: string): Response {
  return new Response(reason, { status: 424, headers: { 'x-storage-unavailable': '1' } });
}

/** Runs a storage call and reports every failure as StorageUnavailableError. */
async function guard<T>(what: string, op: () => Promise<T>): Promise<T> {
  try {
    return await op();
  } catch (error) {
    if (error instanceof StorageUnavailableError) throw error;
    throw new StorageUnavailableError(`${what}: ${(error as Error)?.message ?? error}`);
  }
}

export interface Stored<T> {
  value: T;
  etag: string;
}

/** One named store of JSON records. */
export class Collection<T> {
  constructor(readonly name: string) {}

  private store(): Store {
    try {
      return getStore({ name: this.name, consistency: 'strong', fetch: fastFetch });
    } catch (error) {
      throw new StorageUnavailableError(`open ${this.name}: ${(error as Error).message}`);
    }
  }

  /** Writes only if the key is new; returns the etag, or null when another writer got there first. */
  async create(key: string, value: T): Promise<string | null> {
    const result = await guard(`create ${this.name}`, () => this.store().setJSON(key, value, { onlyIfNew: true }));
    return result.modified ? (result.etag ?? '') : null;
  }

  /** Replaces a record only if it is unchanged since it was read (etag); false when it changed. */
  async replace(key: string, value: T, etag: string): Promise<string | null> {
    const result = await guard(`replace ${this.name}`, () => this.store().setJSON(key, value, { onlyIfMatch: etag }));
    return result.modified ? (result.etag ?? '') : null;
  }

  /** Unconditional write, for records with a single writer (retry markers). */
  async put(key: string, value: T): Promise<void> {
    await guard(`put ${this.name}`, () => this.store().setJSON(key, value));
  }

  async get(key: string): Promise<Stored<T> | null> {
    const found = await guard(`get ${this.name}`, () => this.store().getWithMetadata(key, { type: 'json' }));
    return found ? { value: found.data as T, etag: found.etag ?? '' } : null;
  }

  async delete(key: string): Promise<void> {
    await guard(`delete ${this.name}`, () => this.store().delete(key));
  }

  /** Every key, oldest first for time-based keys (the store lists in key order). */
  async keys(prefix?: string): Promise<string[]> {
    return guard(`list ${this.name}`, async () => {
      const keys: string[] = [];
      for await (const page of this.store().list({ prefix, paginate: true })) {
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
 * the local Blobs emulation checks then writes, so concurrent requests handled by one process
 * are queued here to behave like the platform.
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
