/**
 * Netlify adds the netlify.toml headers to static files, not to function responses. Every
 * function therefore adds them itself (httpFunction → withSecurityHeaders): this sweeps every
 * function in functions/ through the answers it can give and checks each one.
 */
import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { httpFunction } from '../../../src/server/endpoint';
import { HTML_SECURITY_HEADERS, SECURITY_HEADERS, withSecurityHeaders } from '../../../src/server/http';
import { BASE, devContext } from '../../support/handlers';
import { useHarness } from '../../support/setup';

useHarness();

type Handler = (req: Request, context: typeof devContext) => Promise<Response>;
interface FunctionModule {
  default: Handler;
  config: { path?: string; schedule?: string };
}

const functionsDir = new URL('../../../functions/', import.meta.url);

/** Every function that answers HTTP (scheduled ones answer nobody), by file. */
async function httpFunctions(): Promise<[string, FunctionModule][]> {
  const files = (await readdir(functionsDir)).filter((f) => f.endsWith('.ts')).sort();
  const modules = await Promise.all(
    files.map(async (f) => [f, (await import(new URL(f, functionsDir).href)) as FunctionModule] as const),
  );
  return modules.filter(([, m]) => !m.config.schedule && m.config.path).map(([f, m]) => [f, m]);
}

/** The kinds of request each function is probed with: most end in an error page or JSON error. */
function probes(path: string): Request[] {
  const url = BASE + path;
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const json = { 'content-type': 'application/json' };
  return [
    new Request(url),
    new Request(url, { method: 'PUT' }),
    new Request(url, { method: 'POST', headers: json, body: '{' }),
    new Request(url, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'x@example.com', name: 'X', message: 'A short question here.' }),
    }),
    new Request(url, { method: 'POST', headers: form, body: 'email=nope' }),
    new Request(url, { method: 'POST', headers: form, body: 'email=y%40example.com&source=footer-newsletter' }),
    new Request(url, { method: 'POST', headers: { ...json, origin: 'https://evil.example' }, body: '{}' }),
    new Request(url, {
      method: 'POST',
      headers: { ...form, 'sec-fetch-site': 'cross-site' },
      body: 'email=x%40example.com',
    }),
    new Request(url, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' }),
  ];
}

function expectSecured(res: Response, what: string) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS))
    expect(res.headers.get(name), `${what}: ${name}`).toBe(value);
  if ((res.headers.get('content-type') ?? '').startsWith('text/html')) {
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(
      csp.split(';').map((d) => d.trim()),
      `${what}: CSP`,
    ).toContain("frame-ancestors 'none'");
    for (const [name, value] of Object.entries(HTML_SECURITY_HEADERS))
      expect(res.headers.get(name), `${what}: ${name}`).toBe(value);
  }
}

describe('every function response carries the security headers', () => {
  it('in every answer of every function, JSON, HTML, redirects and errors alike', async () => {
    const functions = await httpFunctions();
    expect(functions.map(([f]) => f)).toEqual(
      expect.arrayContaining([
        'calculator-report.ts',
        'calculator.ts',
        'contact.ts',
        'deal-lead.ts',
        'health.ts',
        'newsletter.ts',
        'unsubscribe.ts',
      ]),
    );
    const seen = new Set<string>();
    for (const [file, mod] of functions) {
      for (const req of probes(mod.config.path!)) {
        const res = await mod.default(req, devContext);
        const what = `${file} ${req.method} ${req.headers.get('content-type') ?? ''} → ${res.status}`;
        expectSecured(res, what);
        seen.add(`${res.status} ${(res.headers.get('content-type') ?? 'none').split(';')[0]}`);
      }
    }
    // The sweep reached every kind of answer: success, redirect, the HTML and JSON errors, the 403.
    expect([...seen]).toEqual(
      expect.arrayContaining([
        '200 application/json',
        '303 none',
        '400 text/html',
        '400 application/json',
        '403 application/json',
        '403 text/html',
        '405 application/json',
        '415 application/json',
      ]),
    );
  });

  it('uses the values the static pages get from netlify.toml', async () => {
    const toml = await readFile(new URL('../../../netlify.toml', import.meta.url), 'utf8');
    // The site-wide block only: /admin/* has a wider policy of its own.
    const block = toml.slice(toml.indexOf('for = "/*"')).split('[[headers]]')[0]!;
    const site = Object.fromEntries(
      [...block.matchAll(/^\s*([A-Za-z-]+)\s*=\s*"([^"]*)"\s*$/gm)].map(([, k, v]) => [k!.toLowerCase(), v]),
    );
    for (const [name, value] of Object.entries({ ...SECURITY_HEADERS, ...HTML_SECURITY_HEADERS }))
      expect(value, name).toBe(site[name]);
    expect(site['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

describe('withSecurityHeaders', () => {
  it('keeps an HTML page’s own policy and adds frame-ancestors, replacing a weaker one', async () => {
    const own = withSecurityHeaders(
      new Response('<p>x', {
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': "default-src 'none'; frame-ancestors https://evil.example;",
        },
      }),
    );
    expect(own.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    const none = withSecurityHeaders(new Response('<p>x', { headers: { 'content-type': 'text/html' } }));
    expect(none.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
    );
    expect(await none.text()).toBe('<p>x');
  });

  it('adds no CSP or frame headers to JSON, and works on responses whose headers are immutable', () => {
    const res = withSecurityHeaders(Response.redirect(`${BASE}/`, 303));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${BASE}/`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const json = withSecurityHeaders(Response.json({ ok: true }));
    expect(json.headers.get('content-security-policy')).toBeNull();
    expect(json.headers.get('x-frame-options')).toBeNull();
  });

  it('a handler that throws still answers a plain 500 with the headers, never the error', async () => {
    const res = await httpFunction(async () => {
      throw new Error('boom for alice@example.com');
    })(new Request(`${BASE}/api/x`), devContext);
    expect(res.status).toBe(500);
    expect(res.headers.get('strict-transport-security')).toBe(SECURITY_HEADERS['strict-transport-security']);
    expect(await res.text()).not.toMatch(/boom|alice/);
  });
});
