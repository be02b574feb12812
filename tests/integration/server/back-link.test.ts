import { describe, expect, it } from 'vitest';
import contact from '../../../functions/contact';
import { backPath } from '../../../src/server/http';
import { BASE, postForm } from '../../support/handlers';
import { useHarness } from '../../support/setup';

useHarness();

const from = (referer?: string) =>
  backPath(new Request(`${BASE}/api/contact`, { method: 'POST', headers: referer ? { referer } : {} }));

describe('the "Go back" link of a plain form post', () => {
  it('is the same-origin page the form was sent from', () => {
    expect(from(`${BASE}/contact`)).toBe('/contact');
    expect(from(`${BASE}/case-studies/manchester-flip?x=1`)).toBe('/case-studies/manchester-flip');
  });

  it('is the home page for another host, no referrer, or a malformed one', () => {
    expect(from('https://evil.example/contact')).toBe('/');
    expect(from()).toBe('/');
    expect(from('not a url')).toBe('/');
  });

  it('after a re-post from a "please fix" page, is the page first left, never a function address', () => {
    expect(from(`${BASE}/api/contact?back=%2Fcontact`)).toBe('/contact');
    expect(from(`${BASE}/api/contact`)).toBe('/');
    for (const back of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', '/api/newsletter']) {
      expect(from(`${BASE}/api/contact?${new URLSearchParams({ back })}`), back).toBe('/');
    }
  });

  it('is the home page when the way back holds a control character or whitespace a browser would drop or mend', () => {
    for (const back of [
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r//evil.example',
      '/ /evil.example',
      '/\u00A0/evil.example',
      '/\u200B/evil.example',
      '\t//evil.example',
      '/contact\u0000',
      'javascript:alert(1)',
    ]) {
      expect(from(`${BASE}/api/contact?${new URLSearchParams({ back })}`), JSON.stringify(back)).toBe('/');
    }
    expect(from(`${BASE}/api/contact?back=%2Fcase-studies%2Fproperty-2`)).toBe('/case-studies/property-2');
  });

  it('is the home page for a path a browser would take for another host: //, /\\, dot segments, escapes of them', () => {
    // As a Referer: the path of http://site//evil.example/x is //evil.example/x.
    for (const referer of [`${BASE}//evil.example/x`, `${BASE}/.//evil.example`, `${BASE}/%2F%2Fevil.example`])
      expect(from(referer), referer).toBe('/');
    for (const back of [
      '/.//evil.example',
      '/./\\evil.example',
      '/%2F%2Fevil.example',
      '/%2f/evil.example',
      '/%5Cevil.example',
      '/%5C%5Cevil.example',
      '/%252F%252Fevil.example',
      '/%09/evil.example',
      '/%E2%80%8B/evil.example',
      '/%00',
      '/%zz',
    ]) {
      expect(from(`${BASE}/api/contact?${new URLSearchParams({ back })}`), back).toBe('/');
    }
    // A plain path stays, escapes and all.
    expect(from(`${BASE}/api/contact?${new URLSearchParams({ back: '/updates/caf%C3%A9' })}`)).toBe(
      '/updates/caf%C3%A9',
    );
  });

  it('a "please fix" page for a post whose Referer is http://site//evil.example/x goes back home', async () => {
    const bad = { name: 'P', email: 'nope', investmentAmount: '', interest: '', message: 'short' };
    const page = await (await postForm(contact, '/api/contact', bad, { referer: `${BASE}//evil.example/x` })).text();
    expect(page).toContain('<a href="/">Go back to the page you were on</a>');
    expect(page).not.toMatch(/evil\.example/);
  });

  it('a "please fix" page built from /api/contact?back=%2F%09%2Fevil.example links home, not to another site', async () => {
    const bad = { name: 'P', email: 'nope', investmentAmount: '', interest: '', message: 'short' };
    const page = await (
      await postForm(contact, '/api/contact', bad, { referer: `${BASE}/api/contact?back=%2F%09%2Fevil.example` })
    ).text();
    expect(page).toContain('<a href="/">Go back to the page you were on</a>');
    expect(page).toContain('action="/api/contact?back=%2F"');
    expect(page).not.toMatch(/evil\.example|\t/);
  });

  it('survives a second mistake: the fix page sends the form on with the page it came from', async () => {
    const bad = { name: 'P', email: 'nope', investmentAmount: '', interest: '', message: 'short' };
    const first = await postForm(contact, '/api/contact', bad, { referer: `${BASE}/contact` });
    expect(first.status).toBe(400);
    const action = /<form method="post" action="([^"]+)"/.exec(await first.text())![1]!.replaceAll('&amp;', '&');
    expect(action).toBe('/api/contact?back=%2Fcontact');
    const second = await postForm(contact, '/api/contact', bad, { referer: BASE + action });
    expect(await second.text()).toContain('<a href="/contact">Go back to the page you were on</a>');
  });
});
