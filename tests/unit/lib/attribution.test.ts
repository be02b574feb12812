/**
 * First-touch attribution: what the first page of a visit keeps (ad click ids and the landing page's variant
 * included), how a new tab the site opens is handed it, and what the server accepts of it.
 */
import { describe, expect, it } from 'vitest';
import { captureFirstTouch, firstTouch, HANDOVER, KEYS, STORAGE_KEY } from '../../../src/browser/firstTouch';
import { HANDOVER as RECEIVED, STORAGE_KEY as RECEIVED_KEY } from '../../../src/browser/handOver';
import { CAMPAIGN_KEYS, campaignValue, CLICK_ID_MAX, CLICK_KEYS, clickId } from '../../../src/lib/attribution';
import { STORAGE_KEY as READ_KEY } from '../../../src/lib/readAttribution';
import { attributionSchema, storedAttribution } from '../../../src/lib/forms/attributionSchema';

const at = (url: string) => {
  const u = new URL(url);
  return { host: u.host, pathname: u.pathname, search: u.search };
};

describe('the first touch of a visit', () => {
  it('keeps the campaign parameters, an ad click id, the referring host, the path and the variant shown, nothing else', () => {
    expect(
      firstTouch(
        at(
          'https://www.example.com/landing?utm_source=google&utm_medium=cpc&utm_campaign=Spring%202027&gclid=Cj0KCQiA_abc-123&email=a@b.c#top',
        ),
        'https://www.google.com/search?q=property+investment',
      ),
    ).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'Spring 2027',
      gclid: 'Cj0KCQiA_abc-123',
      referrer: 'www.google.com',
      landing_page: '/landing',
    });
    expect(firstTouch(at('https://www.example.com/landing/spring?li_fat_id=x'), '', 'b')).toEqual({
      li_fat_id: 'x',
      landing_page: '/landing/spring',
      landing_variant: 'b',
    });
  });

  it('keeps a click id only as a link carries one: letters, digits, - and _, at most 512 characters', () => {
    const page = (id: string) => firstTouch(at(`https://www.example.com/?fbclid=${encodeURIComponent(id)}`), '');
    expect(page('IwAR2_x-Y').fbclid).toBe('IwAR2_x-Y');
    expect(page('x'.repeat(512)).fbclid).toHaveLength(512);
    for (const bad of ['x'.repeat(513), 'a b', '<script>', 'a.b', '=1+1'])
      expect(page(bad).fbclid, bad).toBeUndefined();
  });

  it('never takes the site itself for a referrer, nor anything that is not a web address', () => {
    const page = at('https://www.example.com/');
    expect(firstTouch(page, 'https://www.example.com/about')).toEqual({ landing_page: '/' });
    expect(firstTouch(page, '')).toEqual({ landing_page: '/' });
    expect(firstTouch(page, 'android-app://com.google.android.gm/')).toEqual({ landing_page: '/' });
    expect(firstTouch(page, 'http://localhost:8990/x').referrer).toBe('localhost:8990');
  });

  it('is written where the forms read it, with the keys they know', () => {
    expect(STORAGE_KEY).toBe(READ_KEY);
    expect(KEYS).toEqual([...CAMPAIGN_KEYS, ...CLICK_KEYS]);
    // Without a browser's storage it keeps nothing, and never throws.
    expect(() => captureFirstTouch()).not.toThrow();
  });

  it('drops a campaign value that is long, marked up or on several lines', () => {
    expect(campaignValue('  spring   sale ')).toBe('spring sale');
    expect(campaignValue('x'.repeat(101))).toBeUndefined();
    expect(campaignValue('<script>')).toBeUndefined();
    expect(campaignValue('a"b')).toBeUndefined();
    expect(campaignValue('=HYPERLINK("x")')).toBeUndefined();
    expect(campaignValue('Frühling-2027_(UK)')).toBe('Frühling-2027_(UK)');
  });
});

describe('a new tab the site opens', () => {
  it('is handed the first touch in the fragment the page it opens reads, under the same storage key', () => {
    expect([RECEIVED, RECEIVED_KEY]).toEqual([HANDOVER, STORAGE_KEY]);
    expect(HANDOVER).toBe('#first_touch=');
    // The hand-over itself, from the calculator's and the quiz's buttons: tests/e2e/campaign.spec.ts.
  });
});

describe('the ad click ids', () => {
  it('are each kept only in the shape their platform gives them', () => {
    expect(clickId('gclid', 'Cj0KCQiA-abc_DEF123')).toBe('Cj0KCQiA-abc_DEF123');
    expect(clickId('gclid', 'short')).toBeUndefined();
    expect(clickId('gclid', 'x'.repeat(CLICK_ID_MAX + 1))).toBeUndefined();
    expect(clickId('msclkid', 'f894f652ea334e739002f7167ab8f8e3')).toBe('f894f652ea334e739002f7167ab8f8e3');
    expect(clickId('msclkid', 'f894f652ea334e739002f7167ab8f8e')).toBeUndefined();
    expect(clickId('li_fat_id', '1c2d3e4f-0a1b-4c5d-8e9f-0123456789ab')).toBe('1c2d3e4f-0a1b-4c5d-8e9f-0123456789ab');
    expect(clickId('li_fat_id', 'not-a-uuid-at-all')).toBeUndefined();
    expect(clickId('fbclid', 'IwAR2kK3_x-YzAbCdEf')).toBe('IwAR2kK3_x-YzAbCdEf');
    expect(clickId('fbclid', 'IwAR2kK3 x')).toBeUndefined();
    expect(clickId('fbclid', 42)).toBeUndefined();
  });
});

describe('the attribution a form sends', () => {
  it('is optional, and never a reason to refuse a submission', () => {
    for (const sent of [undefined, null, 'a string', 42, [], { utm_source: ['x'] }])
      expect(attributionSchema.safeParse(sent).success, JSON.stringify(sent)).toBe(true);
    expect(storedAttribution('a string')).toBeNull();
    expect(storedAttribution({})).toBeNull();
  });

  it('keeps only known keys with values the browser would have kept', () => {
    expect(
      JSON.parse(
        storedAttribution({
          utm_source: 'newsletter',
          utm_campaign: 'a'.repeat(200),
          referrer: 'https://evil.example/path',
          landing_page: '/case-studies/manchester-flip',
          visitor_id: '123',
        })!,
      ),
    ).toEqual({ utm_source: 'newsletter', landing_page: '/case-studies/manchester-flip' });
    expect(JSON.parse(storedAttribution({ referrer: 'news.example.co.uk', landing_page: '/?x=1' })!)).toEqual({
      referrer: 'news.example.co.uk',
    });
  });

  it('keeps click ids of their platform’s shape and a variant a page can have', () => {
    expect(
      JSON.parse(
        storedAttribution({
          gclid: 'Cj0KCQiA-abc_DEF123',
          msclkid: 'not hex',
          li_fat_id: '1c2d3e4f-0a1b-4c5d-8e9f-0123456789ab',
          landing_page: '/landing/spring',
          landing_variant: 'b',
        })!,
      ),
    ).toEqual({
      gclid: 'Cj0KCQiA-abc_DEF123',
      li_fat_id: '1c2d3e4f-0a1b-4c5d-8e9f-0123456789ab',
      landing_page: '/landing/spring',
      landing_variant: 'b',
    });
    expect(storedAttribution({ landing_variant: 'e' })).toBeNull();
    expect(storedAttribution({ landing_variant: 'B' })).toBeNull();
  });
});
