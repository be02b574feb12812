/**
 * The sending caps: 200 made-up addresses at one domain get DOMAIN_PER_HOUR e-mails in the hour, the rest wait
 * for the next hours' slots and are dropped once they have waited CAP_WAIT_HOURS; a big provider has its higher
 * ceiling; the overall cap holds across domains; the company's inbox is not capped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import dealLead from '../../../../functions/deal-lead';
import { api } from '../../../../src/lib/paths';
import { site } from '../../../../src/lib/site';
import {
  ALL_PER_HOUR,
  CAP_WAIT_HOURS,
  DOMAIN_PER_HOUR,
  LARGE_PROVIDER_PER_HOUR,
  takeSendingSlot,
} from '../../../../src/server/outbox/caps';
import { deadlineIn } from '../../../../src/server/schedule/deadline';
import { retryUnsent } from '../../../../src/server/outbox/delivery';
import { postJson } from '../../../support/handlers';
import { useHarness } from '../../../support/setup';

const h = useHarness();
// The company's own hourly limit is out of the way: these tests are about mail to visitors.
beforeAll(() => {
  process.env.TEAM_NOTIFICATIONS_PER_HOUR = '1000';
});
afterAll(() => {
  delete process.env.TEAM_NOTIFICATIONS_PER_HOUR;
});

const hours = (n: number) => () => new Date(Date.now() + n * 3600_000);
const toDomain = (domain: string) => h.postmark.sent.filter((m) => m.To.endsWith(`@${domain}`));
const statuses = async () =>
  Object.fromEntries(
    (
      await h.db.query(
        `SELECT status, count(*)::int AS n FROM outbox WHERE mail = 'checklist' GROUP BY status ORDER BY status`,
      )
    ).map((r) => [r.status, r.n]),
  );

describe('the per-domain cap', () => {
  it(`holds against 200 addresses at one domain: ${DOMAIN_PER_HOUR} an hour, the rest wait, then are dropped`, async () => {
    for (let i = 0; i < 200; i++)
      expect((await postJson(dealLead, api.dealLead, { name: 'F', email: `made-up-${i}@flood.example` })).status).toBe(
        200,
      );
    expect(toDomain('flood.example')).toHaveLength(DOMAIN_PER_HOUR);
    expect(await statuses()).toEqual({ capped: 200 - DOMAIN_PER_HOUR, sent: DOMAIN_PER_HOUR });
    // The company heard of every one, uncapped.
    expect(h.postmark.sent.filter((m) => m.To === site.email)).toHaveLength(200);
    // Nothing is due before a slot frees: the waiting rows wait for the hour.
    expect(await retryUnsent({ minAgeMs: 0, now: hours(0.5) })).toMatchObject({ checked: 0 });
    // An hour on, the next hour's share goes, and no more.
    const next = await retryUnsent({ minAgeMs: 0, now: hours(1.01) });
    expect(next).toMatchObject({ sent: DOMAIN_PER_HOUR });
    expect(toDomain('flood.example')).toHaveLength(2 * DOMAIN_PER_HOUR);
    // A day on, what still waits is dropped, not sent.
    await retryUnsent({ minAgeMs: 0, now: hours(CAP_WAIT_HOURS + 1) });
    expect(toDomain('flood.example')).toHaveLength(2 * DOMAIN_PER_HOUR);
    expect(await statuses()).toMatchObject({ dropped: 200 - 2 * DOMAIN_PER_HOUR, sent: 2 * DOMAIN_PER_HOUR });
    expect(
      (await h.db.query(`SELECT DISTINCT last_error FROM outbox WHERE status = 'dropped'`)).map((r) => r.last_error),
    ).toEqual([`dropped after ${CAP_WAIT_HOURS} hours waiting for the per-domain cap`]);
    // 200 submissions and 240 e-mails: a minute or more on a loaded 2-core machine.
  }, 180_000);

  it('mail waiting for the caps comes after other due mail, so a flood held there delays no one else', async () => {
    await h.db.query(
      `INSERT INTO deal_leads (name, email) SELECT 'F', 'made-up-' || n || '@flood.example' FROM generate_series(1, 30) AS n`,
    );
    await h.db.query(
      `INSERT INTO outbox (submission_kind, submission_id, mail, status, next_attempt_at, last_error)
       SELECT 'deal-lead', id, 'checklist', 'capped', now() - interval '1 hour', 'waiting for the per-domain cap' FROM deal_leads`,
    );
    await h.db.query(`INSERT INTO deal_leads (name, email) VALUES ('G', 'guest@elsewhere.example')`);
    await h.db.query(
      `INSERT INTO outbox (submission_kind, submission_id, mail, created_at)
       SELECT 'deal-lead', id, 'checklist', now() - interval '5 minutes' FROM deal_leads WHERE name = 'G'`,
    );
    // A run with time for one row only takes the guest's e-mail, owed after the flood's.
    let clock = 0;
    await retryUnsent({ batch: 1, deadline: deadlineIn(2, () => ++clock) });
    expect(h.postmark.sent.map((m) => m.To)).toEqual(['guest@elsewhere.example']);
  });

  it("counts a domain's subdomains as the domain, and another domain apart", async () => {
    for (let i = 0; i < DOMAIN_PER_HOUR; i++)
      await postJson(dealLead, api.dealLead, { name: 'F', email: `x@sub-${i}.flood.co.uk` });
    await postJson(dealLead, api.dealLead, { name: 'F', email: 'x@another.flood.co.uk' });
    await postJson(dealLead, api.dealLead, { name: 'F', email: 'x@elsewhere.co.uk' });
    expect(h.postmark.sent.filter((m) => m.To.endsWith('flood.co.uk'))).toHaveLength(DOMAIN_PER_HOUR);
    expect(toDomain('elsewhere.co.uk')).toHaveLength(1);
  });

  it(`gives a big provider its higher ceiling (${LARGE_PROVIDER_PER_HOUR} an hour)`, async () => {
    const at = new Date();
    const slots = [];
    for (let i = 0; i < LARGE_PROVIDER_PER_HOUR + 1; i++) slots.push(await takeSendingSlot(`p${i}@gmail.com`, at));
    expect(slots.filter((s) => s.ok)).toHaveLength(LARGE_PROVIDER_PER_HOUR);
    const last = slots.at(-1)!;
    expect(last).toMatchObject({ ok: false, cap: 'domain', domain: 'gmail.com' });
    // googlemail.com is Gmail: the same count.
    expect(await takeSendingSlot('someone@googlemail.com', at)).toMatchObject({ ok: false, domain: 'gmail.com' });
  });
});

describe('the overall cap', () => {
  it(`holds across domains: ${ALL_PER_HOUR} an hour in all`, async () => {
    const at = new Date();
    let granted = 0;
    for (let i = 0; i < ALL_PER_HOUR + 5; i++) if ((await takeSendingSlot(`a@domain-${i}.example`, at)).ok) granted++;
    expect(granted).toBe(ALL_PER_HOUR);
    const refused = await takeSendingSlot('a@one-more.example', at);
    expect(refused).toMatchObject({ ok: false, cap: 'hourly' });
    // A slot frees an hour after the first send of the hour.
    expect((refused as { until: Date }).until.getTime()).toBe(at.getTime() + 3600_000);
    expect((await takeSendingSlot('a@one-more.example', new Date(at.getTime() + 3600_001))).ok).toBe(true);
  });
});

describe('the settings', () => {
  it('MAIL_CAP_DOMAIN_PER_HOUR and MAIL_CAP_PER_HOUR set other ceilings, within 1 to 5000', async () => {
    const at = new Date();
    process.env.MAIL_CAP_DOMAIN_PER_HOUR = '2';
    process.env.MAIL_CAP_PER_HOUR = '3';
    try {
      const ok = async (a: string) => (await takeSendingSlot(a, at)).ok;
      expect([await ok('a@one.example'), await ok('b@one.example'), await ok('c@one.example')]).toEqual([
        true,
        true,
        false,
      ]);
      expect([await ok('a@two.example'), await ok('b@two.example')]).toEqual([true, false]);
      process.env.MAIL_CAP_DOMAIN_PER_HOUR = '0';
      process.env.MAIL_CAP_PER_HOUR = 'lots';
      // Out of bounds: the figures above.
      expect(await ok('c@one.example')).toBe(true);
    } finally {
      delete process.env.MAIL_CAP_DOMAIN_PER_HOUR;
      delete process.env.MAIL_CAP_PER_HOUR;
    }
  });
});
