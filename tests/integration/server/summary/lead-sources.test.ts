/** The daily summary's count of leads by source and per landing-page variant: yesterday and the month so far, in UK days. */
import { describe, expect, it } from 'vitest';
import { campaignLabel } from '../../../../src/lib/attribution';
import { sendDailySummary } from '../../../../src/server/summary/send';
import { leadSources, TOP_SOURCES } from '../../../../src/server/summary/sources';
import { landingVariants } from '../../../../src/server/summary/variants';
import { useHarness } from '../../../support/setup';

const h = useHarness();

const contactMessage = (createdAt: string, attribution: object | null) =>
  h.db.query(
    `INSERT INTO contact_messages (created_at, name, email, investment_amount, interest, message, attribution)
     VALUES ($1, 'A', 'a@example.com', '25k-50k', 'questions', 'A question for you.', $2)`,
    [createdAt, attribution && JSON.stringify(attribution)],
  );
const spring = { utm_campaign: 'spring', utm_source: 'newsletter', utm_medium: 'email', referrer: 'mail.google.com' };

describe('leads by source', () => {
  it('counts each kind by campaign and referrer for yesterday and the month so far, UK time', async () => {
    // The summary runs at 07:00 UTC on 15 July 2027 (08:00 in London): yesterday is 14 July, UK time.
    const now = new Date('2027-07-15T07:00:00Z');
    await contactMessage('2027-07-14T10:00:00Z', spring);
    await contactMessage('2027-07-13T23:30:00Z', spring); // 00:30 on 14 July in London: yesterday
    await contactMessage('2027-07-02T12:00:00Z', spring);
    await contactMessage('2027-07-14T12:00:00Z', null);
    await contactMessage('2027-06-30T22:30:00Z', spring); // 23:30 on 30 June in London: last month
    await contactMessage('2027-07-14T23:30:00Z', spring); // 00:30 on 15 July in London: today, not counted yet
    await h.db.query(
      `INSERT INTO deal_leads (created_at, name, email, attribution) VALUES ('2027-07-03T09:00:00Z', 'B', 'b@example.com', $1)`,
      [JSON.stringify({ referrer: 'www.linkedin.com', landing_page: '/find-you-a-deal' })],
    );
    const found = await leadSources.check({ now });
    expect(found).toMatchObject({ headline: '3 lead(s) yesterday, 5 this month', quiet: false });
    const blocks = found!.blocks;
    expect(blocks).toContainEqual({ p: 'contact:' });
    expect(blocks).toContainEqual({
      fields: [
        ['spring (newsletter / email), from mail.google.com', '2 yesterday, 3 this month'],
        ['no campaign, no referring site', '1 yesterday, 1 this month'],
      ],
    });
    expect(blocks).toContainEqual({ fields: [['no campaign, from www.linkedin.com', '0 yesterday, 1 this month']] });
    // A month with leads but none yesterday rides along with another section's summary, never sends one.
    expect(await leadSources.check({ now: new Date('2027-07-25T07:00:00Z') })).toMatchObject({
      headline: '0 lead(s) yesterday, 6 this month',
      quiet: true,
    });
    // On the 1st, the month so far is the whole of the month before.
    expect((await leadSources.check({ now: new Date('2027-08-01T07:00:00Z') }))?.headline).toBe(
      '0 lead(s) yesterday, 6 this month',
    );
    expect(await leadSources.check({ now: new Date('2027-09-20T07:00:00Z') })).toBeNull();
  });

  it('counts a lead from a landing page with variants under its variant, and each variant of each page', async () => {
    const now = new Date('2027-07-15T07:00:00Z');
    const from = (variant: string) => ({
      utm_campaign: 'spring',
      landing_page: '/landing/spring',
      landing_variant: variant,
    });
    await contactMessage('2027-07-14T10:00:00Z', from('a'));
    await contactMessage('2027-07-14T11:00:00Z', from('b'));
    await contactMessage('2027-07-10T11:00:00Z', from('b'));
    await h.db.query(
      `INSERT INTO calculator_leads (created_at, name, email, amount, year, month, source, result, attribution)
       VALUES ('2027-07-14T09:00:00Z', 'C', 'c@example.com', 100, 2010, 1, 'Landing Page', '{}', $1)`,
      [JSON.stringify(from('b'))],
    );
    await contactMessage('2027-07-14T12:00:00Z', { utm_campaign: 'spring', landing_page: '/landing' });
    const sources = await leadSources.check({ now });
    expect(sources!.blocks).toContainEqual({
      fields: [
        ['spring, no referring site, variant b of /landing/spring', '1 yesterday, 2 this month'],
        ['spring, no referring site, variant a of /landing/spring', '1 yesterday, 1 this month'],
        ['spring, no referring site', '1 yesterday, 1 this month'],
      ],
    });
    const variants = await landingVariants.check({ now });
    expect(variants).toMatchObject({
      headline: '1 landing page(s) with variants brought leads this month',
      quiet: true,
    });
    expect(variants!.blocks.slice(1)).toEqual([
      { p: '/landing/spring:' },
      {
        fields: [
          ['variant a', '1 yesterday, 1 this month (25%)'],
          ['variant b', '2 yesterday, 3 this month (75%)'],
        ],
      },
    ]);
    expect(await landingVariants.check({ now: new Date('2027-09-20T07:00:00Z') })).toBeNull();
  });

  it(`lists each kind's ${TOP_SOURCES} busiest sources and a total for the rest: 10,000 sources stay under 200 KB`, async () => {
    const now = new Date('2027-07-15T07:00:00Z');
    // 10,000 campaigns, one contact message each, and one campaign with three: the busiest first, the rest one line.
    await h.db.query(
      `INSERT INTO contact_messages (created_at, name, email, investment_amount, interest, message, attribution)
       SELECT '2027-07-14T10:00:00Z', 'A', 'a@example.com', '25k-50k', 'questions', 'A question for you.',
         jsonb_build_object('utm_campaign', 'campaign-' || n || '-' || repeat('x', 60), 'referrer', 'site-' || n || '.example')
       FROM generate_series(1, 10000) AS n`,
    );
    for (let i = 0; i < 3; i++) await contactMessage('2027-07-14T11:00:00Z', spring);
    const found = await leadSources.check({ now });
    const [fields] = found!.blocks.filter((b) => 'fields' in b) as { fields: [string, string][] }[];
    expect(fields!.fields).toHaveLength(TOP_SOURCES + 1);
    expect(fields!.fields[0]).toEqual([
      'spring (newsletter / email), from mail.google.com',
      '3 yesterday, 3 this month',
    ]);
    expect(fields!.fields.at(-1)).toEqual([
      `${10_000 - TOP_SOURCES + 1} other sources`,
      `${10_000 - TOP_SOURCES + 1} yesterday, ${10_000 - TOP_SOURCES + 1} this month`,
    ]);
    await sendDailySummary({ now }, [leadSources]);
    const [summary] = h.postmark.sent;
    const bytes = Buffer.byteLength(JSON.stringify(summary));
    expect(bytes).toBeLessThan(200 * 1024);
  });

  it('says what a campaign is in a few words', () => {
    expect(campaignLabel({ campaign: null, source: null, medium: null })).toBe('no campaign');
    expect(campaignLabel({ campaign: null, source: 'google', medium: 'cpc' })).toBe('no campaign name (google / cpc)');
    expect(campaignLabel({ campaign: 'spring', source: null, medium: null })).toBe('spring');
  });
});
