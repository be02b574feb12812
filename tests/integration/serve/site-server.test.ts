/**
 * The local server's front (scripts/local-server/site-server.mjs): what never reaches the emulation gets a 4xx
 * (a malformed address, a method a site does not serve, a bad Host), and a request that trickles
 * in is cut off with 408 while other requests to the same path are answered. Raw sockets, so the
 * requests are exactly what an attacker would send.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { IncomingMessage, Server } from 'node:http';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSiteServer, requestProblem } from '../../../scripts/local-server/site-server.mjs';

const REQUEST_TIMEOUT = 1_500;
let server: Server;
let port: number;
const seen: string[] = [];
const log = vi.fn();

/** Stands in for the emulation: reads the whole body as it does (a web stream over the request), then answers. */
async function handle(req: IncomingMessage): Promise<Response> {
  seen.push(`${req.method} ${req.url}`);
  if (req.url === '/throw') throw new Error('broken');
  const body = req.method === 'GET' || req.method === 'HEAD' ? null : Readable.toWeb(req);
  const bytes = body ? (await new Response(body as ReadableStream).arrayBuffer()).byteLength : 0;
  return Response.json({ method: req.method, url: req.url, host: req.headers.host, bytes });
}

beforeAll(async () => {
  server = createSiteServer({ handle, log, requestTimeoutMs: REQUEST_TIMEOUT, headersTimeoutMs: REQUEST_TIMEOUT });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

interface RawAnswer {
  status: number;
  head: string;
  body: string;
  ms: number;
}

/** The payload of a chunked body. */
function dechunk(body: string): string {
  let out = '';
  for (let rest = body; ;) {
    const eol = rest.indexOf('\r\n');
    const size = parseInt(rest.slice(0, eol), 16);
    if (!size) return out;
    out += rest.slice(eol + 2, eol + 2 + size);
    rest = rest.slice(eol + 2 + size + 2);
  }
}

/** Sends bytes as they are and reads the answer until the server closes or the response is complete. */
function raw(request: string, options: { trickle?: string; everyMs?: number } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    let timer: NodeJS.Timeout | undefined;
    const done = () => {
      clearInterval(timer);
      const at = data.indexOf('\r\n\r\n');
      const head = at < 0 ? data : data.slice(0, at);
      let body = at < 0 ? '' : data.slice(at + 4);
      if (/transfer-encoding: chunked/i.test(head)) body = dechunk(body);
      resolve({ status: Number(head.split(' ')[1] ?? 0), head, body, ms: Date.now() - started });
    };
    socket.on('data', (chunk) => {
      data += chunk.toString();
      const length = /content-length: (\d+)/i.exec(data)?.[1];
      if (length && data.split('\r\n\r\n')[1]?.length === Number(length)) socket.end();
    });
    socket.on('close', done);
    // A reset after the answer arrived (the server closed while a trickle was still being sent) is the
    // end of the exchange; a reset before any answer is a failure.
    socket.on('error', (error) => (/^HTTP\/1\.1 \d{3}/.test(data) ? done() : reject(error)));
    socket.write(request);
    if (options.trickle)
      timer = setInterval(() => socket.writable && socket.write(options.trickle!), options.everyMs ?? 200);
  });
}

const get = (target: string, extra = '') =>
  raw(`GET ${target} HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: close\r\n${extra}\r\n`);

describe('requests the emulation must never see get a 4xx', () => {
  it.each([
    ['/%E0', 400],
    ['/api/contact/%E0', 400],
    ['/%', 400],
    ['/%ZZ/page', 400],
    ['//evil.example/api/contact', 400],
    ['http://evil.example/api/contact', 400],
    ['*', 400],
  ])('GET %s → %i', async (target, status) => {
    const answer = await get(target);
    expect(answer.status).toBe(status);
    expect(answer.head).toMatch(/content-type: text\/plain/i);
  });

  it('a query string with a malformed escape is left to the page or function', async () => {
    expect((await get('/about?x=%E0')).status).toBe(200);
  });

  it.each(['TRACE', 'PROPFIND', 'MKCOL', 'LOCK', 'PURGE'])('%s → 405 with Allow', async (method) => {
    const answer = await raw(`${method} / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    expect(answer.status).toBe(405);
    expect(answer.head).toMatch(/allow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS/i);
  });

  it('CONNECT → 405, and an unknown method → 400 from the parser', async () => {
    expect((await raw(`CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n`)).status).toBe(405);
    for (const method of ['FOO', 'TRACK'])
      expect((await raw(`${method} / HTTP/1.1\r\nHost: localhost\r\n\r\n`)).status, method).toBe(400);
  });

  it.each(['evil.example@localhost', 'localhost/x', 'a b', 'localhost:80:80', ''])('Host %j → 400', async (host) => {
    expect((await raw(`GET / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`)).status).toBe(400);
  });

  it('none of them reached the emulation', () => {
    expect(seen.filter((s) => !s.startsWith('GET /about'))).toEqual([]);
  });

  it('well-formed requests pass: methods a site serves, IPv6 and port hosts, HTTP/1.0 without Host', async () => {
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      const answer = await raw(
        `${method} /api/x HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
      );
      expect(answer.status, method).toBe(200);
    }
    expect((await raw(`GET / HTTP/1.1\r\nHost: [::1]:${port}\r\nConnection: close\r\n\r\n`)).status).toBe(200);
    const old = await raw('GET /page HTTP/1.0\r\n\r\n');
    expect(old.status).toBe(200);
    expect(JSON.parse(old.body).host).toBe(`localhost:${port}`);
  });

  it('a handler failure is still a logged 500', async () => {
    expect((await get('/throw')).status).toBe(500);
    expect(log).toHaveBeenCalledWith('[serve] GET /throw failed', expect.any(Error));
  });
});

describe('slow uploads', () => {
  it('a body that trickles in is cut off with 408, while the same path keeps answering', async () => {
    const slow = raw(
      `POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{`,
      { trickle: ' ', everyMs: 100 },
    );
    // Meanwhile, ordinary requests to the same path are answered at once, one after another.
    for (let i = 0; i < 3; i++) {
      const fast = await raw(
        `POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`,
      );
      expect(fast.status).toBe(200);
      expect(fast.ms).toBeLessThan(REQUEST_TIMEOUT);
    }
    const answer = await slow;
    expect(answer.status).toBe(408);
    // Cut off after the request timeout, within the one-second check Node makes.
    expect(answer.ms).toBeGreaterThanOrEqual(REQUEST_TIMEOUT - 100);
    expect(answer.ms).toBeLessThan(REQUEST_TIMEOUT + 2_500);
    // The abandoned request is not logged as a server failure.
    expect(log).not.toHaveBeenCalledWith(expect.stringContaining('POST /api/contact'), expect.anything());
  });

  it('headers that trickle in (slowloris) get 408 too', async () => {
    const answer = await raw(`GET / HTTP/1.1\r\nHost: localhost\r\n`, { trickle: 'X-A: b\r\n', everyMs: 100 });
    expect(answer.status).toBe(408);
  });

  it('a body that arrives in time, however chunked, is served', async () => {
    const answer = await raw(
      `POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n2\r\n{}\r\n0\r\n\r\n`,
    );
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).bytes).toBe(2);
  });
});

describe('requestProblem', () => {
  it('names the reason', () => {
    const req = (method: string, url: string, host?: string) => ({
      method,
      url,
      headers: host === undefined ? {} : { host },
    });
    expect(requestProblem(req('GET', '/', 'localhost'))).toBeNull();
    expect(requestProblem(req('GET', '/%E0', 'localhost'))).toMatchObject({
      status: 400,
      message: expect.stringContaining('percent-escape'),
    });
    expect(requestProblem(req('TRACE', '/', 'localhost'))).toMatchObject({
      status: 405,
      headers: { allow: expect.any(String) },
    });
  });
});
