/**
 * Migrations on a database that already holds data. Consent and caps: report requests stored with the
 * browser's chart lose it and still send (the chart drawn from their figures), subscribers from before
 * double opt-in stay subscribed and say how, and mail owed before it still goes. Inbox limits: the old
 * per-address counts (and their "proven" marks) go, and mail owed before still goes. One name per
 * feature: mail and webhook deliveries owed under the calculator's old kind names are still sent and
 * exported, and a webhook set under the report's old setting name still receives its leads. The mail gate's
 * statuses and tables leave those rows due, and today's code sends them. The contact messages' table under the
 * feature's word keeps its rows, and the mail they owe still goes.
 */
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NetlifyDB } from '@netlify/database-dev';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendWithoutDelay } from '../../../../scripts/local-server/local-database.mjs';
import { calculate } from '../../../../src/lib/inflation';
import { ons } from '../../../../src/lib/onsData';
import { chartPng } from '../../../../src/server/calculator/chart/image';
import { startWebhookStandin } from '../../../../scripts/test/webhook-standin.mjs';
import { retryUnsent } from '../../../../src/server/outbox/delivery';
import { postmarkTransport, setTransport } from '../../../../src/server/outbox/transport';
import { closeDatabase } from '../../../../src/server/storage/database';
import { leadsCsv } from '../../../../src/server/storage/leadsExport';
import { MIGRATIONS } from '../../../support/db';
import { startPostmarkStandin, type PostmarkStandin } from '../../../support/postmark-standin';
import { WEBHOOK_SECRET as SECRET } from '../../../support/webhook-receiver';

const NEW = '20261126090000_consent_and_mail_caps.sql';
const INBOXES = '20261127000000_inbox_limits_and_team_digest.sql';
const WEBHOOKS = '20261128000000_attribution_and_webhooks.sql';
const RENAME = '20261129000000_one_name_per_feature.sql';
const REPUTATION = '20261130090000_mail_reputation.sql';
const CONTACT = '20261201000000_contact_messages.sql';
let db: NetlifyDB;
const folders: string[] = [];
/** A folder of the migrations up to `last` (or only those before it). */
function upTo(last: string, { before = false } = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  folders.push(dir);
  for (const file of readdirSync(MIGRATIONS).filter((f) => (before ? f < last : f <= last)))
    cpSync(join(MIGRATIONS, file), join(dir, file));
  return dir;
}
let postmark: PostmarkStandin;
const query = async (sql: string, params: unknown[] = []) => (await db.query<any>(sql, params)).rows;

beforeAll(async () => {
  db = new NetlifyDB({ logger: () => {} });
  const url = await db.start();
  sendWithoutDelay(db);
  // The schema as deployed before this change: every migration older than it.
  await db.applyMigrations(upTo(NEW, { before: true }));
  await closeDatabase();
  process.env.NETLIFY_DB_URL = url;
  postmark = await startPostmarkStandin();
  setTransport(
    postmarkTransport({ token: postmark.token, requestHost: postmark.host, useHttps: false, timeoutSeconds: 1 }),
  );
}, 180_000);

afterAll(async () => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  setTransport(undefined);
  await postmark?.close();
  await closeDatabase();
  delete process.env.NETLIFY_DB_URL;
  await db?.stop();
});

// Each change's rows are made on the schema before it; the code that sends them is today's, so it runs
// once every later migration is applied too (the last describe).
describe(`migration ${NEW}`, () => {
  it('keeps old rows working: a report owed with a stored image (sent below); old subscribers stay subscribed', async () => {
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

    expect(await db.applyMigrations(upTo(NEW))).toEqual([NEW.replace(/\.sql$/, '')]);

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
  });
});

describe(`migration ${INBOXES}`, () => {
  it('drops the per-address counts and "proven" marks, keeps owed mail going, and takes held notifications and only keyed counts', async () => {
    await query(`INSERT INTO mail_recipients (email, proven_at) VALUES ('member@example.com', now())`);
    await query(
      `WITH e AS (INSERT INTO enquiries (name, email, investment_amount, interest, message)
                  VALUES ('Old', 'old@example.com', '25k-50k', 'questions', 'Owed before the change.') RETURNING id)
       INSERT INTO outbox (submission_kind, submission_id, mail) SELECT 'contact', id, 'ack' FROM e`,
    );
    expect(await db.applyMigrations(upTo(INBOXES))).toEqual([INBOXES.replace(/\.sql$/, '')]);
    expect(await query(`SELECT to_regclass('mail_recipients') AS t`)).toEqual([{ t: null }]);
    expect(await query(`SELECT count(*)::int AS n FROM mail_inboxes`)).toEqual([{ n: 0 }]);
    await expect(
      query(`INSERT INTO mail_inboxes (inbox, mailed_at) VALUES ('old@example.com', ARRAY[now()])`),
    ).rejects.toThrow(/check constraint/);
  });
});

describe(`migration ${WEBHOOKS}`, () => {
  it('owes every earlier row as mail, each with its own delivery key', async () => {
    await query(`INSERT INTO sign_up_requests (email, source) VALUES ('waiting@example.com', 'footer-newsletter')`);
    expect(await db.applyMigrations(upTo(WEBHOOKS))).toEqual([WEBHOOKS.replace(/\.sql$/, '')]);
    const owed = await query(`SELECT channel, delivery_id FROM outbox ORDER BY id`);
    expect(owed.map((r) => r.channel)).toEqual(['mail', 'mail']);
    expect(new Set(owed.map((r) => r.delivery_id)).size).toBe(2);
    expect(await query(`SELECT attribution FROM sign_up_requests`)).toEqual([{ attribution: null }]);
    await query(`INSERT INTO outbox (submission_kind, submission_id, mail) SELECT 'contact', id, 'x' FROM enquiries`);
    await expect(query(`UPDATE enquiries SET attribution = '"a string"'`)).rejects.toThrow(/check constraint/);
    await query(`DELETE FROM outbox WHERE mail = 'x'`);
  });
});

describe(`migration ${RENAME}`, () => {
  it('renames the report requests’ table and the kinds owed before, and today’s code sends, delivers and exports those rows', async () => {
    // A calculation stored before the rename, owing its lead to the company's webhook under the old kind.
    const earlier = calculate(ons, 5_000, 2015, 3);
    await query(
      `WITH c AS (INSERT INTO calculator_leads (name, email, amount, year, month, source, result)
                  VALUES ('Calc', 'calc@example.com', 5000, 2015, 3, 'Website', $1) RETURNING id)
       INSERT INTO outbox (submission_kind, submission_id, mail, channel) SELECT 'inflation-lead', id, 'lead', 'webhook' FROM c`,
      [JSON.stringify(earlier)],
    );
    await query(
      `INSERT INTO outbox (submission_kind, submission_id, mail, channel)
       SELECT 'inflation-report', id, 'lead', 'webhook' FROM report_requests`,
    );
    expect(await db.applyMigrations(upTo(RENAME))).toEqual([RENAME.replace(/\.sql$/, '')]);
    expect(
      await query(`SELECT to_regclass('report_requests') AS old, to_regclass('calculator_reports') AS new`),
    ).toEqual([{ old: null, new: 'calculator_reports' }]);
    expect(await query(`SELECT submission_kind, mail, channel FROM outbox ORDER BY id`)).toEqual([
      { submission_kind: 'calculator-report', mail: 'report', channel: 'mail' },
      { submission_kind: 'contact', mail: 'ack', channel: 'mail' },
      { submission_kind: 'calculator-lead', mail: 'lead', channel: 'webhook' },
      { submission_kind: 'calculator-report', mail: 'lead', channel: 'webhook' },
    ]);
    // The migrated database has the schema a new one has: the same constraints, under the new table's name.
    expect(
      (
        await query(
          `SELECT conname FROM pg_constraint WHERE conrelid = 'calculator_reports'::regclass ORDER BY conname`,
        )
      ).map((c) => c.conname),
    ).toEqual([
      'calculator_reports_attribution_check',
      'calculator_reports_calculation_key_key',
      'calculator_reports_pkey',
      'calculator_reports_variant_check',
    ]);

    // Exported under the new names.
    expect(await leadsCsv('calculator-report')).toContain('old@example.com');
    expect(await leadsCsv('calculator')).toContain('calc@example.com');

    // Sent and delivered, under the kinds' new names, by today's code on today's schema: the migrations since
    // (the mail gate's) keep every row owed before them due.
    expect(await db.applyMigrations(MIGRATIONS)).toContain(REPUTATION.replace(/\.sql$/, ''));
    const hook = await startWebhookStandin({ secret: SECRET });
    process.env.LEAD_WEBHOOK_SECRET = SECRET;
    process.env.LEAD_WEBHOOK_URL_CALCULATOR = hook.url;
    process.env.LEAD_WEBHOOK_URL_CALCULATOR_REPORT = hook.url;
    try {
      postmark.sent.length = 0;
      const result = calculate(ons, 10_000, 2010, 1);
      expect(await retryUnsent({ minAgeMs: 0 })).toMatchObject({ checked: 4, sent: 4 });
      expect(postmark.sent.map((m) => [m.To, m.Tag]).sort()).toEqual([
        ['old@example.com', 'calculator-report-report'],
        ['old@example.com', 'contact-ack'],
      ]);
      // The report owed with a stored image sends the chart the server draws.
      expect(postmark.sent.find((m) => m.Tag === 'calculator-report-report')!.Attachments).toEqual([
        {
          Name: 'inflation-chart.png',
          Content: (await chartPng(result, 'calculator')).png.toString('base64'),
          ContentType: 'image/png',
          ContentID: 'cid:inflation-chart.png',
        },
      ]);
      expect([...hook.records.values()].map((r) => [r.kind, r.lead.email]).sort()).toEqual([
        ['calculator', 'calc@example.com'],
        ['calculator-report', 'old@example.com'],
      ]);
    } finally {
      for (const name of ['LEAD_WEBHOOK_SECRET', 'LEAD_WEBHOOK_URL_CALCULATOR', 'LEAD_WEBHOOK_URL_CALCULATOR_REPORT'])
        delete process.env[name];
      await hook.close();
    }
  });
});

describe(`migration ${CONTACT}`, () => {
  it('renames the contact messages’ table, keeping its rows and constraints, and today’s code exports them', async () => {
    // Applied with every other migration above, where the message stored before it had its acknowledgement sent.
    expect(await query(`SELECT to_regclass('enquiries') AS old, to_regclass('contact_messages') AS new`)).toEqual([
      { old: null, new: 'contact_messages' },
    ]);
    expect(await query(`SELECT email, message FROM contact_messages`)).toEqual([
      { email: 'old@example.com', message: 'Owed before the change.' },
    ]);
    expect(
      (
        await query(`SELECT conname FROM pg_constraint WHERE conrelid = 'contact_messages'::regclass ORDER BY conname`)
      ).map((c) => c.conname),
    ).toEqual(['contact_messages_attribution_check', 'contact_messages_pkey']);
    expect(await leadsCsv('contact')).toContain('old@example.com');
  });
});
