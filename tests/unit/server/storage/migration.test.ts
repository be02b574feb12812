/**
 * The consent-and-caps migration on a database that already holds data: report requests stored with
 * the browser's chart lose it and still send (the chart drawn from their figures), subscribers from
 * before double opt-in stay subscribed and say how, and mail owed before it still goes.
 */
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NetlifyDB } from '@netlify/database-dev';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendWithoutDelay } from '../../../../scripts/local-server/database.mjs';
import { calculate } from '../../../../src/lib/inflation';
import { ons } from '../../../../src/lib/onsData';
import { chartPng } from '../../../../src/server/calculator/chart/image';
import { retryUnsent } from '../../../../src/server/outbox/delivery';
import { postmarkTransport, setTransport } from '../../../../src/server/outbox/transport';
import { closeDatabase } from '../../../../src/server/storage/store';
import { MIGRATIONS } from '../../../support/db';
import { startPostmarkStandin, type PostmarkStandin } from '../../../support/postmark-standin';

const NEW = '20261126090000_consent_and_mail_caps.sql';
let db: NetlifyDB;
let postmark: PostmarkStandin;
const query = async (sql: string, params: unknown[] = []) => (await db.query<any>(sql, params)).rows;

beforeAll(async () => {
  db = new NetlifyDB({ logger: () => {} });
  const url = await db.start();
  sendWithoutDelay(db);
  // The schema as deployed before this change: every migration older than it.
  const before = mkdtempSync(join(tmpdir(), 'migrations-'));
  for (const file of readdirSync(MIGRATIONS).filter((f) => f < NEW)) cpSync(join(MIGRATIONS, file), join(before, file));
  await db.applyMigrations(before);
  rmSync(before, { recursive: true, force: true });
  await closeDatabase();
  process.env.NETLIFY_DB_URL = url;
  postmark = await startPostmarkStandin();
  setTransport(
    postmarkTransport({ token: postmark.token, requestHost: postmark.host, useHttps: false, timeoutSeconds: 1 }),
  );
}, 180_000);

afterAll(async () => {
  setTransport(undefined);
  await postmark?.close();
  await closeDatabase();
  delete process.env.NETLIFY_DB_URL;
  await db?.stop();
});

describe(`migration ${NEW}`, () => {
  it('keeps old rows working: a report owed with a stored image sends the server chart; old subscribers stay subscribed', async () => {
    const result = calculate(ons, 10_000, 2010, 1);
    await query(
      `WITH r AS (INSERT INTO report_requests (calculation_key, name, email, amount, year, month, result, chart, chart_width, chart_height)
                  VALUES ('k', 'Old', 'old@example.com', 10000, 2010, 1, $1, '\\xffd8ffd9'::bytea, 320, 200) RETURNING id)
       INSERT INTO outbox (submission_kind, submission_id, mail) SELECT 'inflation-report', id, 'report' FROM r`,
      [JSON.stringify(result)],
    );
    await query(
      `INSERT INTO subscribers (email, source, status, subscribed_at) VALUES ('member@example.com', 'footer-newsletter', 'subscribed', now())`,
    );
    await query(
      `INSERT INTO subscribers (email, source, status, unsubscribed_at, resubscribe_requested_at) VALUES ('left@example.com', '', 'unsubscribed', now(), now())`,
    );

    expect(await db.applyMigrations(MIGRATIONS)).toEqual([NEW.replace(/\.sql$/, '')]);

    const columns = (
      await query(`SELECT column_name FROM information_schema.columns WHERE table_name = 'report_requests'`)
    ).map((c) => c.column_name);
    expect(columns).not.toEqual(expect.arrayContaining(['chart']));
    expect(
      await query(
        `SELECT email, status, confirmed_via, link_sent_at IS NOT NULL AS link_sent FROM subscribers ORDER BY email`,
      ),
    ).toEqual([
      { email: 'left@example.com', status: 'unsubscribed', confirmed_via: null, link_sent: true },
      {
        email: 'member@example.com',
        status: 'subscribed',
        confirmed_via: 'signed up before sign-ups were confirmed',
        link_sent: false,
      },
    ]);

    expect(await retryUnsent({ minAgeMs: 0 })).toMatchObject({ checked: 1, sent: 1 });
    expect(postmark.sent).toHaveLength(1);
    expect(postmark.sent[0]!.Attachments).toEqual([
      {
        Name: 'inflation-chart.png',
        Content: (await chartPng(result, 'calculator')).png.toString('base64'),
        ContentType: 'image/png',
        ContentID: 'cid:inflation-chart.png',
      },
    ]);
  });
});
