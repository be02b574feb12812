/** The local outbox: each message one JSON file, and a reader listing the folder never finds half of one. */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { outboxTransport } from '../../../../src/server/outbox/transport';

const root = await mkdtemp(join(tmpdir(), 'outbox-'));
afterAll(() => rm(root, { recursive: true, force: true }));

it('writes each message whole beside the outbox, then moves it in', async () => {
  const dir = join(root, 'outbox');
  const transport = outboxTransport(dir);
  const big = 'x'.repeat(2_000_000);
  let seen = 0;
  let reading = true;
  // Lists and parses the folder as the browser tests do, while large messages are written.
  const reader = (async () => {
    while (reading) {
      for (const f of await readdir(dir).catch(() => [] as string[])) {
        JSON.parse(await readFile(join(dir, f), 'utf8'));
        seen++;
      }
      await new Promise((r) => setImmediate(r));
    }
  })();
  await Promise.all(
    Array.from({ length: 8 }, (_, i) =>
      transport.send({
        from: 'a@example.com',
        to: 'b@example.com',
        subject: `s${i}`,
        tag: 't',
        messageStream: 'outbound',
        html: big,
        text: big,
      }),
    ),
  );
  reading = false;
  await reader;
  expect((await readdir(dir)).filter((f) => f.endsWith('.json'))).toHaveLength(8);
  expect(await readdir(`${dir}.partial`)).toEqual([]);
  expect(seen).toBeGreaterThan(0);
});
