/**
 * The offline-conversion files (`npm run conversions`): one row per lead of the period whose visit began with
 * the platform's ad click, under its kind's conversion action (content/site.json), at its time in UK time, in
 * the platform's click-conversion template; kinds with no action, leads with no click id and other periods
 * are left out, and nothing but the click id leaves.
 */
import { describe, expect, it } from 'vitest';
import { site } from '../../../../src/lib/site';
import { conversionsCsv } from '../../../../src/server/storage/offlineConversions';
import { useHarness } from '../../../support/setup';

const h = useHarness();
const GCLID = 'Cj0KCQiA_conversion-test-1';

const contactMessage = (createdAt: string, attribution: object | null) =>
  h.db.query(
    `INSERT INTO contact_messages (created_at, name, email, investment_amount, interest, message, attribution)
     VALUES ($1, 'Ann Lee', 'ann@example.com', '25k-50k', 'questions', 'A question for you.', $2)`,
    [createdAt, attribution && JSON.stringify(attribution)],
  );

describe('the conversions file', () => {
  it('lists each lead from an ad click under its kind’s conversion action, in UK time, in Google’s template', async () => {
    await contactMessage('2027-07-14T10:15:30Z', { utm_source: 'google', gclid: GCLID });
    await contactMessage('2027-01-10T09:00:00Z', { gclid: 'Cj0KCQiA_winter-click' });
    await contactMessage('2027-07-14T11:00:00Z', { utm_source: 'newsletter' });
    await contactMessage('2027-07-14T12:00:00Z', null);
    await h.db.query(
      `INSERT INTO deal_leads (created_at, name, email, attribution) VALUES ('2027-07-15T08:00:00Z', 'B', 'b@example.com', $1)`,
      [JSON.stringify({ gclid: 'Cj0KCQiA_deal-click', msclkid: 'f894f652ea334e739002f7167ab8f8e3' })],
    );
    // A kind with no conversion action in the settings (a checklist request) is not imported.
    await h.db.query(
      `INSERT INTO checklist_requests (created_at, email, source, attribution) VALUES ('2027-07-14T13:00:00Z', 'c@example.com', 'checklist-2-bed-social-housing', $1)`,
      [JSON.stringify({ gclid: 'Cj0KCQiA_checklist-click' })],
    );
    expect(site.adConversions.checklist).toBeUndefined();
    const { csv, rows } = await conversionsCsv('google', { from: new Date('2027-07-01T00:00:00Z') });
    expect(rows).toBe(2);
    expect(csv.split('\r\n')).toEqual([
      'Parameters:TimeZone=Europe/London',
      'Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency',
      `${GCLID},${site.adConversions.contact},2027-07-14 11:15:30,,`,
      `Cj0KCQiA_deal-click,${site.adConversions['deal-lead']},2027-07-15 09:00:00,,`,
      '',
    ]);
    expect(csv).not.toMatch(/ann@example\.com|Ann Lee/);
    // Winter is GMT; the period's end is exclusive.
    expect((await conversionsCsv('google', { to: new Date('2027-07-01T00:00:00Z') })).csv).toContain(
      'Cj0KCQiA_winter-click,Website enquiry,2027-01-10 09:00:00,,',
    );
    const microsoft = await conversionsCsv('microsoft');
    expect(microsoft.csv.split('\r\n').slice(1, 3)).toEqual([
      'Microsoft Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency Code',
      `f894f652ea334e739002f7167ab8f8e3,${site.adConversions['deal-lead']},2027-07-15 09:00:00,,`,
    ]);
  });
});
