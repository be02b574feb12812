/**
 * A write that gets no answer (a timeout) may have been stored all the same: the store reads the key
 * back so that what it reports matches what is stored. A proxy in front of a real local Blobs server
 * swallows the answers to PUTs, after passing them on or instead of passing them on.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setEnvironmentContext } from '@netlify/blobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Collection, StorageUnavailableError } from '../../../src/server/store';
import { startLocalBlobs, type LocalBlobs } from '../../support/blobs';

let blobs: LocalBlobs;
let proxy: http.Server;
let mode: 'store-then-hang' | 'hang' = 'hang';

beforeAll(async () => {
  blobs = await startLocalBlobs();
  proxy = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const forward = () => fetch(`http://127.0.0.1:${blobs.port}${req.url}`, { method: req.method, headers: req.headers as Record<string, string>, body: chunks.length ? Buffer.concat(chunks) : undefined });
    if (req.method === 'PUT') {
      if (mode === 'store-then-hang') await forward();
      return; // never answer
    }
    const upstream = await forward();
    res.writeHead(upstream.status, Object.fromEntries(upstream.headers));
    res.end(Buffer.from(await upstream.arrayBuffer()));
  });
  await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
  const port = (proxy.address() as AddressInfo).port;
  setEnvironmentContext({ edgeURL: `http://127.0.0.1:${port}`, uncachedEdgeURL: `http://127.0.0.1:${port}`, token: 'test-blobs-token', siteID: 'test-site' });
});

afterAll(async () => {
  proxy.closeAllConnections();
  await new Promise((r) => proxy.close(r));
  await blobs.stop();
});

describe('a write that gets no answer', () => {
  it('counts as stored when it was stored', async () => {
    mode = 'store-then-hang';
    const records = new Collection<{ n: number }>('ambiguous');
    expect(await records.create('landed', { n: 1 })).not.toBeNull();
    expect((await records.get('landed'))?.value).toEqual({ n: 1 });
  }, 20_000);

  it('is reported unavailable when nothing was stored', async () => {
    mode = 'hang';
    const records = new Collection<{ n: number }>('ambiguous');
    await expect(records.create('lost', { n: 2 })).rejects.toBeInstanceOf(StorageUnavailableError);
    expect(await records.get('lost')).toBeNull();
  }, 20_000);
});
