/** A command-line tool opens the local database itself only when no `npm start` can be holding it. */
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listening } from '../../../scripts/local-server/db-connect.mjs';

let server: Server;
let port: number;
beforeAll(async () => {
  server = createServer((socket) => socket.end());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the running server named in .netlify/database-url', () => {
  it('is used when it answers', async () => {
    expect(await listening(`postgres://u:p@127.0.0.1:${port}/db`)).toBe('yes');
  });

  it('is gone when its port refuses the connection: the file was left by a killed server', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const free = (closed.address() as { port: number }).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await listening(`postgres://u:p@127.0.0.1:${free}/db`)).toBe('no');
  });
});
