/** First-touch attribution: what the first page of a visit keeps, and what the server accepts of it. */
import { describe, expect, it } from 'vitest';
import { captureFirstTouch, firstTouch, KEYS, STORAGE_KEY } from '../../../src/browser/firstTouch';
import { CAMPAIGN_KEYS, campaignValue } from '../../../src/lib/attribution';
import { STORAGE_KEY as READ_KEY } from '../../../src/lib/readAttribution';
import { attributionSchema, storedAttribution } from '../../../src/lib/forms/attributionSchema';

const at = (url: string) => {
  const u = new URL(url);
  return { host: u.host, pathname: u.pathname, search: u.search };
};

describe('the first touch of a visit', () => {
  it('keeps the campaign parameters, the referring host and the path, nothing else', () => {
    expect(
      firstTouch(
        at(
          'https://www.example.com/landing?utm_source=google&utm_medium=cpc&utm_campaign=Spring%202027&gclid=abc&email=a@b.c#top',
        ),
        'https://www.google.com/search?q=property+investment',
      ),
    ).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'Spring 2027',
      referrer: 'www.google.com',
      landing_page: '/landing',
    });
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
    expect(KEYS).toEqual([...CAMPAIGN_KEYS]);
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
});
