import { describe, expect, it } from 'vitest';
import { postJson, serverFieldErrors, SubmitError } from '../../../../src/features/forms/request';

const answer = (status: number, body: string, statusText = '') =>
  (async () => new Response(body || null, { status, statusText })) as unknown as typeof fetch;

describe('postJson', () => {
  it('sends JSON and resolves on 2xx', async () => {
    let seen: RequestInit | undefined;
    const fetcher = (async (_url: string, init: RequestInit) => (
      (seen = init),
      new Response('{"success":true}')
    )) as unknown as typeof fetch;
    await postJson('/api/newsletter', { email: 'a@b.co' }, fetcher);
    expect(seen?.method).toBe('POST');
    expect(new Headers(seen?.headers).get('content-type')).toBe('application/json');
    expect(seen?.body).toBe('{"email":"a@b.co"}');
  });

  it('resolves with the parsed JSON body, or undefined when there is none', async () => {
    expect(await postJson('/x', {}, answer(200, '{"success":true,"data":{"todayValue":1}}'))).toEqual({
      success: true,
      data: { todayValue: 1 },
    });
    expect(await postJson('/x', {}, answer(204, ''))).toBeUndefined();
  });

  it('throws "<status>: <body>" with the parsed body', async () => {
    const err = (await postJson(
      '/x',
      {},
      answer(400, '{"message":"Invalid email: x","errors":{"email":"Please enter a valid email address"}}'),
    ).catch((e) => e)) as SubmitError;
    expect(err).toBeInstanceOf(SubmitError);
    expect(err.message).toBe(
      '400: {"message":"Invalid email: x","errors":{"email":"Please enter a valid email address"}}',
    );
    expect(serverFieldErrors(err)).toEqual({ email: 'Please enter a valid email address' });
  });

  it('uses the status text when the body is empty', async () => {
    const err = (await postJson('/x', {}, answer(429, '', 'Too Many Requests')).catch((e) => e)) as SubmitError;
    expect(err.message).toBe('429: Too Many Requests');
    expect(serverFieldErrors(err)).toEqual({});
  });

  it('calls an unanswered request a network error', async () => {
    const fetcher = (async () => {
      throw new TypeError('Load failed');
    }) as unknown as typeof fetch;
    const err = (await postJson('/x', {}, fetcher).catch((e) => e)) as SubmitError;
    expect(err.message).toBe('Network error: Load failed');
    expect(err.status).toBe(0);
  });
});
