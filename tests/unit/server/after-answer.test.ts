/**
 * Work a request queues for after its answer begins only once the answer's body has been read to its
 * end (handed to the platform), and is kept alive with waitUntil; without waitUntil it is done at once.
 */
import { describe, expect, it } from 'vitest';
import { afterAnswer, answerThen } from '../../../src/server/after-answer';

function platform() {
  const kept: Promise<unknown>[] = [];
  return { context: { waitUntil: (p: Promise<unknown>) => void kept.push(p) }, kept };
}

describe('work after the answer', () => {
  it('begins after the last byte of the answer has been read, not before', async () => {
    const { context, kept } = platform();
    const log: string[] = [];
    await afterAnswer(context, async () => void log.push('work'));
    const res = answerThen(context, Response.json({ success: true }));
    expect(kept).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 20));
    expect(log).toEqual([]);
    log.push(`answer ${await res.text()}`);
    await Promise.all(kept);
    expect(log).toEqual(['answer {"success":true}', 'work']);
  });

  it('runs every piece queued, once; a response with nothing queued is left as it is', async () => {
    const { context, kept } = platform();
    let runs = 0;
    for (let i = 0; i < 3; i++) await afterAnswer(context, async () => runs++);
    await answerThen(context, new Response('x')).text();
    const plain = new Response('y');
    expect(answerThen(context, plain)).toBe(plain);
    await Promise.all(kept);
    expect(runs).toBe(3);
  });

  it('begins at once after an answer without a body (a 303 to a confirmation page, a 204)', async () => {
    for (const res of [
      new Response(null, { status: 303, headers: { location: '/subscribed' } }),
      new Response(null, { status: 204 }),
    ]) {
      const { context, kept } = platform();
      let ran = false;
      await afterAnswer(context, async () => (ran = true));
      expect(answerThen(context, res).headers.get('location')).toBe(res.headers.get('location'));
      await Promise.all(kept);
      expect(ran).toBe(true);
    }
  });

  it('where the platform cannot work on after answering, is done before the answer', async () => {
    let ran = false;
    await afterAnswer({}, async () => (ran = true));
    expect(ran).toBe(true);
    await afterAnswer(undefined, async () => (ran = false));
    expect(ran).toBe(false);
  });
});
