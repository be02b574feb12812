import { describe, expect, it, vi } from 'vitest';
import contact from '../../../functions/contact';
import newsletter from '../../../functions/newsletter';
import retryMail from '../../../functions/retry-mail';
import { retryUnsent, MAX_ATTEMPTS } from '../../../src/server/delivery';
import { RETRY_STORE, storeNames } from '../../../src/server/records';
import { BASE, devContext, postJson, postForm } from '../../support/handlers';
import { ALL_STORES, useHarness } from '../../support/setup';

const h = useHarness();
const enquiry = { name: 'Ada', email: 'ada@example.com', investmentAmount: '250k+', interest: 'lending', message: 'Please call me back.' };
const contacts = async () => Object.values(await h.blobs.read(storeNames.contact)) as any[];

describe('mail provider down', () => {
  it('stores the submission, answers success, records the failure, and the retry job sends it later', async () => {
    h.postmark.mode = 'fail';
    const res = await postJson(contact, '/api/contact', enquiry);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    const [record] = await contacts();
    expect(record.mail.notify).toMatchObject({ status: 'retrying', attempts: 1, lastError: expect.stringContaining('postmark 500') });
    expect(record.mail.ack).toMatchObject({ status: 'retrying', attempts: 1 });
    expect(Object.keys(await h.blobs.read(RETRY_STORE))).toEqual([`${storeNames.contact}/${record.key}`]);

    expect(await retryUnsent({ minAgeMs: 60_000 })).toEqual({ checked: 0, sent: 0, stillFailing: 0 });
    expect(await retryUnsent({ minAgeMs: 0 })).toEqual({ checked: 1, sent: 0, stillFailing: 2 });
    h.postmark.mode = 'ok';
    expect(await retryUnsent({ minAgeMs: 0 })).toEqual({ checked: 1, sent: 2, stillFailing: 0 });
    const [after] = await contacts();
    expect(after.mail.notify).toMatchObject({ status: 'sent', attempts: 3 });
    expect(h.postmark.sent.map((m) => m.Tag).sort()).toEqual(['contact-ack', 'contact-notify']);
    expect(await h.blobs.read(RETRY_STORE)).toEqual({});
    expect(await retryUnsent({ minAgeMs: 0 })).toEqual({ checked: 0, sent: 0, stillFailing: 0 });
  });

  it('answers within the client deadline when the provider hangs, and retries later', async () => {
    h.postmark.mode = 'hang';
    const started = Date.now();
    const res = await postJson(newsletter, '/api/newsletter', { email: 'slow@example.com', source: 'updates-page' });
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5000);
    const [sub] = Object.values(await h.blobs.read(storeNames.newsletter)) as any[];
    expect(sub.mail.welcome.status).toBe('retrying');
    h.postmark.mode = 'ok';
    const scheduled = await retryMail(new Request(`${BASE}/.netlify/functions/retry-mail`, { method: 'POST', body: '{}' }), devContext);
    expect(scheduled.status).toBe(204);
    // the scheduled handler waits two minutes before retrying, so drive the job directly
    await retryUnsent({ minAgeMs: 0 });
    expect(h.postmark.sent.map((m) => m.To)).toEqual(['slow@example.com']);
  });

  it('does not retry a message the provider rejected outright', async () => {
    h.postmark.mode = 'reject';
    expect((await postJson(contact, '/api/contact', enquiry)).status).toBe(200);
    const [record] = await contacts();
    expect(record.mail.ack).toMatchObject({ status: 'failed', lastError: expect.stringContaining('422') });
    expect(await h.blobs.read(RETRY_STORE)).toEqual({});
    h.postmark.mode = 'ok';
    expect(await retryUnsent({ minAgeMs: 0 })).toEqual({ checked: 0, sent: 0, stillFailing: 0 });
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts`, async () => {
    h.postmark.mode = 'fail';
    await postJson(contact, '/api/contact', enquiry);
    for (let i = 1; i < MAX_ATTEMPTS; i++) await retryUnsent({ minAgeMs: 0 });
    const [record] = await contacts();
    expect(record.mail.notify).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(await h.blobs.read(RETRY_STORE)).toEqual({});
  });
});

describe('storage unavailable', () => {
  it('answers 503 with a clear message, sends nothing and writes nothing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    h.blobs.disconnect();
    const started = Date.now();
    const json = await postJson(contact, '/api/contact', enquiry);
    expect(json.status).toBe(503);
    expect(json.headers.get('retry-after')).toBe('30');
    const body = await json.json();
    expect(body).toEqual({ success: false, message: expect.stringContaining('try again in a moment'), error: expect.any(String) });
    const sub = await postJson(newsletter, '/api/newsletter', { email: 'x@example.com', source: 'footer-newsletter' });
    expect(sub.status).toBe(503);
    const form = await postForm(contact, '/api/contact', { ...enquiry, name: 'Ada <Lovelace>' });
    expect(form.status).toBe(503);
    const html = await form.text();
    expect(html).toContain('try again in a moment');
    expect(html).toContain('value="Ada &lt;Lovelace&gt;"');
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(h.postmark.requests).toBe(0);
    h.blobs.connect();
    for (const store of ALL_STORES) expect(await h.blobs.read(store)).toEqual({});
    // Every 503 logged its cause, and no one's details.
    const logged = errors.mock.calls.map((c) => c.join(' '));
    errors.mockRestore();
    expect(logged.filter((l) => l.includes('storage unavailable, answered 503') && l.includes('StorageUnavailableError'))).toHaveLength(3);
    expect(logged.join('\n')).not.toMatch(/ada@example\.com|x@example\.com|Ada/);
  });
});
