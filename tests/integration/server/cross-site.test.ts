/**
 * Submissions from another site's page are refused before anything is stored or sent, for every
 * function (the check is in httpFunction, which wraps them all); same-origin posts from the site's
 * own pages, deploy previews and the local server, and clients that send neither Origin nor
 * Sec-Fetch-Site, still go through.
 */
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import contact from '../../../functions/contact';
import health from '../../../functions/health';
import calculator from '../../../functions/calculator';
import calculatorReport from '../../../functions/calculator-report';
import newsletter from '../../../functions/newsletter';
import dealLead from '../../../functions/deal-lead';
import unsubscribe from '../../../functions/unsubscribe';
import { site } from '../../../src/lib/site';
import { CROSS_SITE, httpFunction } from '../../../src/server/endpoint';
import { isCrossSiteSubmission } from '../../../src/server/http';
import { BASE, devContext, postForm, postJson } from '../../support/handlers';
import { EMPTY } from '../../support/db';
import { useHarness } from '../../support/setup';

const h = useHarness();

async function storedNothing() {
  expect(await h.db.counts()).toEqual(EMPTY);
  expect(h.postmark.requests).toBe(0);
}

const chart = async () =>
  `data:image/jpeg;base64,${(
    await sharp({ create: { width: 40, height: 30, channels: 3, background: '#f7931e' } })
      .jpeg()
      .toBuffer()
  ).toString('base64')}`;

const contactMessage = {
  name: 'Priya Patel',
  email: 'priya@example.com',
  investmentAmount: '50k-100k',
  interest: 'questions',
  message: 'I would like to hear more.',
};
const calculation = { name: 'Helen', email: 'helen@example.com', amount: '10000', year: '2015', month: '1' };

/** Every function that takes a submission, with a body it accepts. */
const submissions = [
  ['/api/newsletter', newsletter, async () => ({ email: 'x@example.com', source: 'footer-newsletter' })],
  ['/api/contact', contact, async () => contactMessage],
  ['/api/send-deal-lead', dealLead, async () => ({ name: 'Tom', email: 'tom@example.com', message: 'HMOs' })],
  ['/api/inflation', calculator, async () => calculation],
  ['/api/inflation-email', calculatorReport, async () => ({ ...calculation, chartImage: await chart() })],
] as const;

const FOREIGN = { origin: 'https://evil.example' };
const CROSS_FETCH = { 'sec-fetch-site': 'cross-site' };

describe.each(submissions)('%s', (path, handler, body) => {
  it('refuses a foreign Origin with 403 JSON, and nothing is stored or sent', async () => {
    const res = await postJson(handler, path, await body(), FOREIGN);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ success: false, message: CROSS_SITE, error: CROSS_SITE });
    await storedNothing();
  });

  it('refuses Sec-Fetch-Site: cross-site even without an Origin', async () => {
    const res = await postJson(handler, path, await body(), CROSS_FETCH);
    expect(res.status).toBe(403);
    await storedNothing();
  });

  it('answers a cross-site plain form post with a 403 page, not a redirect', async () => {
    const fields = Object.fromEntries(Object.entries(await body()).map(([k, v]) => [k, String(v)]));
    const res = await postForm(handler, path, fields, { ...FOREIGN, 'sec-fetch-site': 'cross-site' });
    expect(res.status).toBe(403);
    expect(res.headers.get('location')).toBeNull();
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain('This form can only be sent from our own website');
    await storedNothing();
  });

  it('accepts the same submission from the site’s own page', async () => {
    const res = await postJson(handler, path, await body(), { origin: BASE, 'sec-fetch-site': 'same-origin' });
    expect(res.status).toBe(200);
    expect(Object.values(await h.db.counts()).some((n) => n > 0)).toBe(true);
  });

  it('accepts a client that sends neither Origin nor Sec-Fetch-Site', async () => {
    expect((await postJson(handler, path, await body())).status).toBe(200);
  });
});

describe('where a same-origin submission may come from', () => {
  afterEach(() => vi.unstubAllEnvs());

  const contactFrom = (url: string, headers: Record<string, string>) =>
    contact(
      new Request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(contactMessage),
      }),
      devContext,
    );

  it('a deploy preview or branch deploy posting to itself', async () => {
    const preview = 'https://deploy-preview-42--example-site.netlify.app';
    const res = await contactFrom(`${preview}/api/contact`, { origin: preview, 'sec-fetch-site': 'same-origin' });
    expect(res.status).toBe(200);
  });

  it('the local server on any port', async () => {
    const res = await contactFrom('http://localhost:8860/api/contact', { origin: 'http://localhost:8860' });
    expect(res.status).toBe(200);
    expect((await contactFrom('http://localhost:8860/api/contact', { origin: 'http://localhost:8861' })).status).toBe(
      403,
    );
  });

  it('the site address in content/site.json and Netlify’s URL', async () => {
    expect(
      (
        await contactFrom(`${BASE}/api/contact`, {
          origin: new URL(site.siteUrl).origin,
          'sec-fetch-site': 'same-site',
        })
      ).status,
    ).toBe(200);
    vi.stubEnv('URL', 'https://property.example.org');
    expect((await contactFrom(`${BASE}/api/contact`, { origin: 'https://property.example.org' })).status).toBe(200);
  });

  it('stores exactly the accepted ones', async () => {
    const contacts = async () => (await h.db.rows('contact_messages')).length;
    const before = await contacts();
    await contactFrom(`${BASE}/api/contact`, { origin: BASE });
    await contactFrom(`${BASE}/api/contact`, FOREIGN);
    expect(await contacts()).toBe(before + 1);
  });
});

describe('isCrossSiteSubmission', () => {
  const post = (headers: Record<string, string>, url = `${BASE}/api/contact`, method = 'POST') =>
    isCrossSiteSubmission(new Request(url, { method, headers }));

  it.each([
    [{ origin: 'https://evil.example' }, true],
    [{ origin: 'http://evil.example' }, true],
    [{ 'sec-fetch-site': 'cross-site' }, true],
    [{ 'sec-fetch-site': 'Cross-Site' }, true],
    [{ origin: BASE, 'sec-fetch-site': 'cross-site' }, true],
    [{ origin: 'null' }, true],
    [{ origin: 'null', 'sec-fetch-site': 'same-site' }, true],
    [{ origin: 'https://blog.example.com', 'sec-fetch-site': 'same-site' }, true],
    [{ origin: 'https://www.example.com.evil.example' }, true],
    [{ origin: 'http://localhost:8888.evil.example' }, true],
    [{ origin: 'https://www.example.com:8443' }, true],
    [{ origin: 'http://www.example.com' }, true],
    [{ origin: 'not a url' }, true],
    [{ origin: BASE, 'sec-fetch-site': 'none' }, false],
    [{ origin: BASE }, false],
    [{ origin: 'https://www.example.com' }, false],
    [{ 'sec-fetch-site': 'same-origin' }, false],
    [{ origin: 'null', 'sec-fetch-site': 'same-origin' }, false],
    [{}, false],
  ])('%j → %s', (headers, crossSite) => {
    expect(post(headers)).toBe(crossSite);
  });

  it('never applies to methods that change nothing', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) expect(post(FOREIGN, undefined, method)).toBe(false);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) expect(post(FOREIGN, undefined, method)).toBe(true);
  });
});

describe('httpFunction', () => {
  it('refuses before the handler runs', async () => {
    const handler = vi.fn(async () => new Response('ran'));
    const wrapped = httpFunction(handler);
    expect((await wrapped(new Request(`${BASE}/api/x`, { method: 'POST', headers: FOREIGN }), devContext)).status).toBe(
      403,
    );
    expect(handler).not.toHaveBeenCalled();
    expect((await wrapped(new Request(`${BASE}/api/x`, { method: 'POST' }), devContext)).status).toBe(200);
    expect(handler).toHaveBeenCalledOnce();
  });

  it('lets a foreign page read nothing more than before: GET of health still answers', async () => {
    expect((await health(new Request(`${BASE}/api/health`, { headers: FOREIGN }), devContext)).status).toBe(200);
  });

  it('refuses a cross-site POST to the unsubscribe link too (a page cannot unsubscribe its visitors)', async () => {
    const res = await unsubscribe(
      new Request(`${BASE}/api/newsletter/unsubscribe?s=a&t=b`, { method: 'POST', headers: CROSS_FETCH }),
      devContext,
    );
    expect(res.status).toBe(403);
  });
});
