/**
 * The local server compresses as Netlify's edge does (scripts/local-server/compression.mjs): text in brotli, else
 * gzip, as Accept-Encoding allows (q-values, `*`, identity); Vary on what could be compressed; never
 * images, fonts, tiny bodies, partial or encoded responses; HEAD with its GET's headers; Content-Length
 * the bytes sent. Through the real server front over HTTP, so the headers are what a browser gets.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding, compressible, MIN_BYTES } from '../../../scripts/local-server/compression.mjs';
import { createSiteServer } from '../../../scripts/local-server/site-server.mjs';

const page = `<!doctype html><title>A page</title>${'<p>Property, inflation and the long run.</p>\n'.repeat(200)}`;
const json = JSON.stringify({
  success: true,
  data: Array.from({ length: 80 }, (_, i) => ({ month: i, value: i * 1.5 })),
});
const png = new Uint8Array(4000).fill(7);

/** Stands in for the emulation: static files as streams (as it serves them), functions as bodies. */
function handle(req: http.IncomingMessage): Promise<Response> {
  const stream = (content: string | Uint8Array<ArrayBuffer>) => new Blob([content]).stream();
  const routes: Record<string, () => Response> = {
    '/page': () =>
      new Response(stream(page), { headers: { 'content-type': 'text/html; charset=utf-8', etag: '"abc"' } }),
    '/api/json': () =>
      new Response(json, { headers: { 'content-type': 'application/json', 'set-cookie': 'a=1', vary: 'Origin' } }),
    '/tiny': () => new Response('{"success":true}', { headers: { 'content-type': 'application/json' } }),
    '/image.png': () => new Response(stream(png), { headers: { 'content-type': 'image/png' } }),
    '/font.woff2': () => new Response(stream(png), { headers: { 'content-type': 'font/woff2' } }),
    '/encoded': () =>
      new Response(stream(page), { headers: { 'content-type': 'text/html', 'content-encoding': 'gzip' } }),
    '/no-transform': () =>
      new Response(page, { headers: { 'content-type': 'text/html', 'cache-control': 'no-transform' } }),
    '/partial': () =>
      new Response(page, {
        status: 206,
        headers: { 'content-type': 'text/html', 'content-range': `bytes 0-${page.length - 1}/${page.length}` },
      }),
    '/events': () => new Response(stream(page), { headers: { 'content-type': 'text/event-stream' } }),
    '/missing': () => new Response(page, { status: 404, headers: { 'content-type': 'text/html' } }),
  };
  return Promise.resolve((routes[req.url ?? ''] ?? routes['/missing']!)());
}

let server: http.Server;
let port: number;
beforeAll(async () => {
  server = createSiteServer({ handle });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

interface Answer {
  status: number;
  reason: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request with node:http, which (unlike fetch) leaves the body and its headers as sent. */
function request(path: string, acceptEncoding?: string, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    http
      .request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            reason: res.statusMessage ?? '',
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject)
      .end();
  });
}

describe('Accept-Encoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['x-gzip', 'gzip'],
    ['BR;Q=1', 'br'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
    ['identity;q=1, br;q=0.5', 'identity'],
    ['identity;q=0, *;q=0', 'identity'],
    ['br;q=abc, gzip', 'gzip'],
  ])('%j → %s', (header, coding) => {
    expect(chooseEncoding(header)).toBe(coding);
  });
});

describe('what is compressible', () => {
  it.each([
    'text/html; charset=utf-8',
    'text/css',
    'text/javascript',
    'application/javascript',
    'application/json',
    'application/manifest+json',
    'application/xml',
    'application/rss+xml',
    'image/svg+xml',
    'text/plain',
  ])('%s is', (type) => expect(compressible(type)).toBe(true));
  it.each([
    'image/png',
    'image/avif',
    'image/webp',
    'image/jpeg',
    'font/woff2',
    'application/zip',
    'application/pdf',
    'text/event-stream',
    'application/octet-stream',
    '',
    undefined,
  ])('%s is not', (type) => expect(compressible(type)).toBe(false));
});

describe('through the server', () => {
  it('a page in brotli: the bytes decode to the page, Content-Length is what was sent, Vary added', async () => {
    const answer = await request('/page', 'gzip, deflate, br');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['vary']).toBe('Accept-Encoding');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.headers['transfer-encoding']).toBeUndefined();
    expect(answer.body.length).toBeLessThan(page.length / 10);
    expect(brotliDecompressSync(answer.body).toString()).toBe(page);
    // The compressed bytes are not the file's: its validator is weakened.
    expect(answer.headers.etag).toBe('W/"abc"');
  });

  it('gzip where brotli is not accepted', async () => {
    const answer = await request('/page', 'gzip;q=1, br;q=0');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(gunzipSync(answer.body).toString()).toBe(page);
  });

  it('as it is without Accept-Encoding, still marked as varying with it', async () => {
    const answer = await request('/page');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['vary']).toBe('Accept-Encoding');
    expect(answer.body.toString()).toBe(page);
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(page));
    expect(answer.headers.etag).toBe('"abc"');
  });

  it('a function response: compressed, its own Vary and cookies kept', async () => {
    const answer = await request('/api/json', 'br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['vary']).toBe('Origin, Accept-Encoding');
    expect(answer.headers['set-cookie']).toEqual(['a=1']);
    expect(JSON.parse(brotliDecompressSync(answer.body).toString())).toEqual(JSON.parse(json));
  });

  it('error pages are compressed too', async () => {
    const answer = await request('/missing', 'br');
    expect(answer.status).toBe(404);
    expect(answer.headers['content-encoding']).toBe('br');
  });

  it(`a body under ${MIN_BYTES} bytes is sent as it is, with its length`, async () => {
    const answer = await request('/tiny', 'br');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['vary']).toBeUndefined();
    expect(answer.body.toString()).toBe('{"success":true}');
    expect(answer.headers['content-length']).toBe('16');
  });

  it.each(['/image.png', '/font.woff2'])('%s (compressed already) passes through untouched', async (path) => {
    const answer = await request(path, 'br, gzip');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['vary']).toBeUndefined();
    expect(answer.body.equals(Buffer.from(png))).toBe(true);
  });

  it('a response encoded already, marked no-transform, partial, or an event stream is left alone', async () => {
    expect((await request('/encoded', 'br')).headers['content-encoding']).toBe('gzip');
    for (const path of ['/no-transform', '/partial', '/events']) {
      const answer = await request(path, 'br');
      expect(answer.headers['content-encoding'], path).toBeUndefined();
      expect(answer.body.toString(), path).toBe(page);
    }
  });

  it('HEAD: the headers its GET gets, the length of the body it would get, no body', async () => {
    const [get, head] = [await request('/page', 'br'), await request('/page', 'br', 'HEAD')];
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['vary']).toBe('Accept-Encoding');
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    const plain = await request('/page', undefined, 'HEAD');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(page)));
  });

  it('the status line carries its reason phrase', async () => {
    expect((await request('/missing')).reason).toBe('Not Found');
    expect((await request('/page')).reason).toBe('OK');
  });
});
