/**
 * The site's shell around the pages functions write: the built page's header, footer and styles with
 * the function's title and words in its card; the plain page when the shell cannot be had.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fillShell, shellPage } from '../../../../src/server/html/pageShell';

const SHELL =
  '<!doctype html><html><head><meta http-equiv="content-security-policy" content="script-src \'self\'"><title>Your Subscription | X</title></head>' +
  '<body><header>site header</header><main id="main"><section><div class="container--narrow"><div class="card link-page__card" data-link-page><h1>Your subscription</h1><p>Open the link.</p></div></div></section></main><footer>site footer</footer></body></html>';

describe('fillShell', () => {
  it('puts the title in <title> and the heading and words in the card, keeping the header and footer', () => {
    const html = fillShell(SHELL, 'Unsubscribe <now>', '<p>Stop?</p>')!;
    expect(html).toContain('<title>Unsubscribe &lt;now&gt; | Example Property Partners</title>');
    expect(html).toContain('data-link-page><h1>Unsubscribe &lt;now&gt;</h1><p>Stop?</p></div></div></section>');
    expect(html).not.toContain('Open the link.');
    expect(html).toContain('<header>site header</header>');
    expect(html).toContain('<footer>site footer</footer>');
    expect(html).toContain('content-security-policy');
  });

  it('refuses a page that is not the shell', () => {
    expect(fillShell('<html><title>x</title><body>no card</body></html>', 'T', '')).toBeNull();
    expect(fillShell('<div data-link-page>no title</div>', 'T', '')).toBeNull();
  });
});

describe('shellPage', () => {
  let server: Server;
  let origin: string;
  let answer = { status: 200, body: SHELL };
  let fetched = 0;
  beforeAll(async () => {
    vi.stubEnv('PAGE_SHELL', '');
    server = createServer((req, res) => {
      fetched++;
      res.writeHead(req.url === '/subscription' ? answer.status : 404, { 'content-type': 'text/html' });
      res.end(answer.body);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    server.close();
  });

  it('without the shell, the plain page with its own strict CSP; the next request tries again', async () => {
    answer = { status: 500, body: 'down' };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const plain = await shellPage(new Request(`${origin}/api/x`), 400, 'Confirm', '<p>Bad link.</p>');
    expect(plain.status).toBe(400);
    const text = await plain.text();
    expect(text).toContain('<h1>Confirm</h1><p>Bad link.</p>');
    expect(text).not.toContain('site header');
    expect(plain.headers.get('content-security-policy')).toContain("default-src 'none'");

    answer = { status: 200, body: SHELL };
    const before = fetched;
    const page = await shellPage(new Request(`${origin}/api/x`), 200, 'Confirm', '<p>Sure?</p>', { allow: 'GET' });
    expect(fetched).toBe(before + 1);
    expect(page.status).toBe(200);
    expect(page.headers.get('allow')).toBe('GET');
    expect(page.headers.get('cache-control')).toBe('no-store');
    // The shell's meta tag carries its script and style sources; the header adds what a meta tag cannot.
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const html = await page.text();
    expect(html).toContain('<header>site header</header>');
    expect(html).toContain('<h1>Confirm</h1><p>Sure?</p>');

    // Kept: a second page costs no second fetch.
    await shellPage(new Request(`${origin}/api/y`), 200, 'Again', '<p>x</p>');
    expect(fetched).toBe(before + 1);
  });
});
