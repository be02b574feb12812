/**
 * Netlify Blobs access for submissions: strongly consistent, failing fast with one error type
 * (StorageUnavailableError) the endpoints turn into a 503, and conditional writes for uniqueness.
 */
import { getStore, type Store } from '@netlify/blobs';
import { isDeployed, type RunContext } from './env';

/** Thrown for any storage failure; the message is for logs, never for a response. */
export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError';
}

const ATTEMPT_TIMEOUT_MS = 4000;

/** Set by a store's fetch when a call failed, whatever the Blobs client then reports. */
interface Trouble {
  reason?: string;
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
    throw new StorageUnavailableError(`${what}: ${trouble.reason ?? (error as Error)?.message ?? error}`);
  }
  if (trouble.reason) throw new StorageUnavailableError(`${what}: ${trouble.reason}`);
  return result;
}

export interface Stored<T> {
  value: T;
  etag: string;
}

/** Runs one call on a fresh handle of store `name`, so a failure is attributed to this call alone. */
function runOn<R>(name: string, what: string, op: (store: Store) => Promise<R>): Promise<R> {
  const trouble: Trouble = {};
  return guard(`${what} ${name}`, trouble, async () => op(getStore({ name, consistency: 'strong', fetch: fastFetch(trouble) })));
}

/** One named store of JSON records. */
export class Collection<T> {
  constructor(readonly name: string) {}

  private run<R>(what: string, op: (store: Store) => Promise<R>): Promise<R> {
    return runOn(this.name, what, op);
  }

  /** Writes only if the key is new; returns the etag, or null when another writer got there first. */
  async create(key: string, value: T): Promise<string | null> {
    const result = await this.run('create', (s) => s.setJSON(key, value, { onlyIfNew: true }));
    return result.modified ? (result.etag ?? '') : null;
  }

  /** Replaces a record only if it is unchanged since it was read (etag); false when it changed. */
  async replace(key: string, value: T, etag: string): Promise<string | null> {
    const result = await this.run('replace', (s) => s.setJSON(key, value, { onlyIfMatch: etag }));
    return result.modified ? (result.etag ?? '') : null;
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

/** One named store of binary files (images that records point to), written once per key. */
export class FileStore {
  constructor(readonly name: string) {}

  /** Writes the file unless the key exists (content-addressed keys make that the same file); true if written. */
  async put(key: string, bytes: Uint8Array, contentType: string): Promise<boolean> {
    const body = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    const result = await runOn(this.name, 'put', (s) => s.set(key, body, { metadata: { contentType }, onlyIfNew: true }));
    return result.modified;
  }

  /** The file's bytes, or null when there is none. */
  async get(key: string): Promise<Uint8Array | null> {
    const found = await runOn(this.name, 'get', (s) => s.get(key, { type: 'arrayBuffer' }));
    return found ? new Uint8Array(found) : null;
  }

  async delete(key: string): Promise<void> {
    await runOn(this.name, 'delete', (s) => s.delete(key));
  }
}

/** A sortable, unique key: UTC timestamp then randomness, e.g. 20261122T230501123Z-9f2c41d07a3b. */
export function timeKey(date = new Date()): string {
  const stamp = date.toISOString().replace(/[-:.]/g, '');
  const random = Array.from(crypto.getRandomValues(new Uint8Array(6)), (b) => b.toString(16).padStart(2, '0')).join('');
  return `${stamp}-${random}`;
}

/**
 * Confirms a conditional write really won: the local Blobs emulation checks then writes, so two
 * processes can both be told they won; after a short settle, only the last writer's claim is there.
 */
export async function confirmClaim<T extends { claim?: string }>(
  collection: Collection<T>,
  key: string,
  claim: string,
  context?: RunContext,
): Promise<Stored<T> | null> {
  if (!isDeployed(context)) await new Promise((resolve) => setTimeout(resolve, 40));
  const current = await collection.get(key);
  return current?.value.claim === claim ? current : null;
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
