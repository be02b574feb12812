/**
 * A real local Netlify Blobs server for handler tests, wired in with setEnvironmentContext exactly
 * as the platform wires a function, and helpers to read what the handlers stored.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getStore, setEnvironmentContext } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';

export interface LocalBlobs {
  port: number;
  /** Points the handlers at this server (again), e.g. after a test pointed them elsewhere. */
  connect(): void;
  /** Points the handlers at a port nothing listens on: every storage call fails. */
  disconnect(): void;
  /** Every record of a store, by key. */
  read(store: string): Promise<Record<string, unknown>>;
  clear(...stores: string[]): Promise<void>;
  stop(): Promise<void>;
}

export async function startLocalBlobs(): Promise<LocalBlobs> {
  const directory = await mkdtemp(join(tmpdir(), 'blobs-'));
  const token = 'test-blobs-token';
  const server = new BlobsServer({ directory, token });
  const { port } = await server.start();
  const context = (p: number) => ({
    edgeURL: `http://127.0.0.1:${p}`, uncachedEdgeURL: `http://127.0.0.1:${p}`, token, siteID: 'test-site',
  });
  const connect = () => setEnvironmentContext(context(port));
  connect();
  return {
    port,
    connect,
    disconnect: () => setEnvironmentContext(context(1)),
    async read(store) {
      const s = getStore({ name: store, consistency: 'strong', ...context(port) });
      const out: Record<string, unknown> = {};
      for (const { key } of (await s.list()).blobs) out[key] = await s.get(key, { type: 'json' });
      return out;
    },
    async clear(...stores) {
      for (const store of stores) await getStore({ name: store, consistency: 'strong', ...context(port) }).deleteAll();
    },
    async stop() {
      await server.stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
