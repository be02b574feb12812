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
