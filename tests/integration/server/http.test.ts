import { describe, expect, it } from 'vitest';
import contact from '../../../functions/contact';
import health from '../../../functions/health';
import newsletter from '../../../functions/newsletter';
import dealLead from '../../../functions/deal-lead';
import { BASE, devContext, postJson, postForm } from '../../support/handlers';
import { EMPTY } from '../../support/db';
import { useHarness } from '../../support/setup';

const h = useHarness();
const endpoints = [
  ['/api/newsletter', newsletter],
  ['/api/contact', contact],
  ['/api/send-deal-lead', dealLead],
] as const;

async function nothingStored() {
  expect(await h.db.counts()).toEqual(EMPTY);
  expect(h.postmark.sent).toHaveLength(0);
}

describe.each(endpoints)('%s refuses bad requests with a clear 4xx', (path, handler) => {
  it('405 with Allow for other methods', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
      const res = await handler(new Request(BASE + path, { method }), devContext);
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
      expect(await res.json()).toMatchObject({
        success: false,
        message: expect.any(String),
        error: expect.any(String),
      });
    }
  });

  it('415 for other content types', async () => {
    for (const type of ['text/plain', 'multipart/form-data; boundary=x', 'application/xml', '']) {
      const res = await handler(
        new Request(BASE + path, { method: 'POST', headers: type ? { 'content-type': type } : {}, body: '{}' }),
        devContext,
      );
      expect(res.status, type).toBe(415);
    }
  });

  it('413 past 16 KB, with or without Content-Length', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(100_000), email: 'a@b.co', message: 'y'.repeat(20) });
    expect((await postJson(handler, path, big)).status).toBe(413);
    const stream = new ReadableStream({
      start(c) {
        for (let i = 0; i < 20; i++) c.enqueue(new TextEncoder().encode('x'.repeat(1024)));
        c.close();
      },
    });
    const chunked = new Request(BASE + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect((await handler(chunked, devContext)).status).toBe(413);
    const form = await postForm(handler, path, { message: 'z'.repeat(17_000) });
    expect(form.status).toBe(413);
    expect(form.headers.get('content-type')).toContain('text/html');
    await nothingStored();
  });

  it('400 for malformed JSON, non-objects, wrong types and invalid UTF-8', async () => {
    for (const body of ['{', '', 'null', '[]', '"text"', '12', '{"email": ["a@b.co"], "name": {"x": 1}}']) {
      const res = await postJson(handler, path, body);
      expect(res.status, body).toBe(400);
      const json = await res.json();
      expect(json.success).toBe(false);
      expect(JSON.stringify(json)).not.toMatch(/at .*\.(ts|js):\d+/);
    }
    const bytes = new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]);
    const res = await handler(
      new Request(BASE + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: bytes }),
      devContext,
    );
    expect(res.status).toBe(400);
    await nothingStored();
  });

  it('ignores __proto__ and constructor keys without polluting anything', async () => {
    const res = await postJson(
      handler,
      path,
      '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}, "email": "x"}',
    );
    expect(res.status).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a filled honeypot gets a normal-looking success and nothing is stored or sent', async () => {
    const body = {
      name: 'Bot',
      email: 'bot@example.com',
      source: 'footer-newsletter',
      message: 'buy cheap things now',
      investmentAmount: '250k+',
      interest: 'questions',
      company_website: 'http://spam.example',
    };
    const res = await postJson(handler, path, body);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    const form = await postForm(handler, path, body);
    expect(form.status).toBe(303);
    await nothingStored();
  });
});

describe('GET /api/health', () => {
  const production = {
    ...devContext,
    deploy: { context: 'production', id: '1', published: true },
  } as typeof devContext;

  it('answers only whether the site is up: no transport, mail counts, secret or environment, even with mail failed and no secret', async () => {
    h.postmark.mode = 'reject';
    await postJson(contact, '/api/contact', {
      name: 'Ada',
      email: 'ada@example.com',
      investmentAmount: '250k+',
      interest: 'lending',
      message: 'Please call me back.',
    });
    for (const context of [devContext, production]) {
      const res = await health(new Request(`${BASE}/api/health`), context);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true, status: 'up' });
    }
    expect((await health(new Request(`${BASE}/api/health`, { method: 'POST' }), devContext)).status).toBe(405);
  });

  it('says 503 when storage does not answer', async () => {
    await h.db.disconnect();
    const res = await health(new Request(`${BASE}/api/health`), devContext);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('30');
    expect(await res.json()).toEqual({
      success: false,
      status: 'down',
      message: expect.stringContaining('try again'),
      error: expect.any(String),
    });
  });
});
