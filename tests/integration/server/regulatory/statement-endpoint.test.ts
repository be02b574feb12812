/**
 * The investor statement's function and the certified pages' function, under the exempt-audience route: a
 * statement checked, kept as evidence (hashed address, no address) and answered with a pass; the pass opening
 * a certified page and nothing opening it without one; erasing an address erasing its statements.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BASE, devContext, postForm, postJson } from '../../../support/handlers';
import { useHarness } from '../../../support/setup';

vi.hoisted(() => {
  process.env.SITE_ROUTE = JSON.stringify({
    kind: 'exempt-audience',
    audiences: ['high-net-worth', 'self-certified-sophisticated'],
    validMonths: 12,
  });
});
// Read when the modules load; no other file may see it.
afterAll(() => {
  delete process.env.SITE_ROUTE;
});
const { default: statementFunction } = await import('../../../../functions/regulatory-statement');
const { default: forgetFunction } = await import('../../../../functions/regulatory-forget');
const { default: pagesFunction } = await import('../../../../functions/regulatory-pages');
const { ukDate } = await import('../../../../src/lib/regulatory/statement');
const { statementsOf } = await import('../../../../src/server/regulatory/statements');
const { passValue } = await import('../../../../src/server/regulatory/pass');
const { unsubscribeSecret } = await import('../../../../src/server/token');
const { eraseAddress, purgeExpired } = await import('../../../../src/server/storage/retention');

const h = useHarness();
const page = '/invest-with-us';
const certifiedHtml =
  '<!doctype html><html><head><meta charset="utf-8"></head><body><main><h1>Invest With Us</h1></main></body></html>';
let built: string;
beforeAll(() => {
  built = mkdtempSync(join(tmpdir(), 'certified-'));
  mkdirSync(join(built, 'dist-certified'), { recursive: true });
  writeFileSync(join(built, 'dist-certified/invest-with-us.html'), certifiedHtml);
  process.env.LAMBDA_TASK_ROOT = built;
});
afterAll(() => {
  delete process.env.LAMBDA_TASK_ROOT;
  rmSync(built, { recursive: true, force: true });
});

const statement = (extra: Record<string, string> = {}) => ({
  statement: 'high-net-worth',
  'high-net-worth-a': 'yes',
  'high-net-worth-a-detail': '£150,000',
  accept: 'yes',
  signature: 'Alex Sample',
  email: 'Alex.Sample+invest@Example.com',
  date: ukDate(new Date()),
  page,
  wording: 'schedule-5-abc123def456',
  ...extra,
});
const get = (path: string, cookie?: string) =>
  pagesFunction(new Request(BASE + path, { headers: cookie ? { cookie } : {} }), devContext);
const cookieOf = (res: Response) => res.headers.get('set-cookie')!.split(';')[0]!;

describe('POST /api/investor-statement', () => {
  it('keeps a consistent statement as evidence and answers with the pass', async () => {
    const res = await postJson(statementFunction, '/api/investor-statement', statement());
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, page });
    expect(res.headers.get('set-cookie')).toMatch(
      /^investor_statement=v1\.[^;]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/,
    );
    const rows = await h.db.query('SELECT * FROM investor_statements');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      audience: 'high-net-worth',
      wording: 'schedule-5-abc123def456',
      answers: [{ condition: 'a', value: 150000 }],
      signature: 'Alex Sample',
      page,
    });
    // The address is kept only as a keyed digest, found again from any spelling of the same inbox.
    expect(JSON.stringify(rows[0])).not.toMatch(/example\.com/i);
    expect(await statementsOf('alex.sample@example.com')).toHaveLength(1);
    const months = (rows[0].valid_until - rows[0].created_at) / (864e5 * 30.4);
    expect(Math.round(months)).toBe(12);
  });

  it('refuses an inconsistent statement, naming the field, and keeps nothing', async () => {
    const res = await postJson(
      statementFunction,
      '/api/investor-statement',
      statement({ 'high-net-worth-a-detail': '40000' }),
    );
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors).toEqual({
      'high-net-worth-a-detail':
        'Condition A: an income of £40,000 is under the £100,000 this condition needs. Untick it if it does not apply to you',
    });
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await h.db.query('SELECT * FROM investor_statements')).toEqual([]);
  });

  it('takes a plain form post: a 303 to the page with the pass, or a page naming each problem', async () => {
    const ok = await postForm(statementFunction, '/api/investor-statement', statement(), { referer: `${BASE}${page}` });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe(page);
    expect(ok.headers.get('set-cookie')).toMatch(/^investor_statement=/);
    const refused = await postForm(
      statementFunction,
      '/api/investor-statement',
      statement({ 'high-net-worth-a': '', 'high-net-worth-a-detail': '', accept: '' }),
      { referer: `${BASE}${page}` },
    );
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain('Your statement was not accepted');
    expect(html).toContain('Tick the conditions that apply to you');
    expect(html).toContain('Confirm the declaration at the end of the statement');
    expect(html).toContain(`href="${page}"`);
  });

  it('opens only a certified page: another address sends the statement to the home page', async () => {
    const res = await postJson(statementFunction, '/api/investor-statement', statement({ page: '//evil.example/x' }));
    expect(await res.json()).toEqual({ success: true, page: '/' });
  });
});

describe('GET /certified/…', () => {
  it('serves the page as built to a good pass, never cached, not indexed', async () => {
    const made = await postJson(statementFunction, '/api/investor-statement', statement());
    const res = await get(page, cookieOf(made));
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(certifiedHtml);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect((await get(`/certified${page}`, cookieOf(made))).status).toBe(200);
  });

  it('sends anyone else to the statement: no pass, a forged, a changed or a lapsed one, an erased statement', async () => {
    const none = await get(`/certified${page}`);
    expect(none.status).toBe(303);
    expect(none.headers.get('location')).toBe(page);
    expect(none.headers.get('set-cookie')).toBeNull();

    const made = cookieOf(await postJson(statementFunction, '/api/investor-statement', statement()));
    const [id] = made.split('.').slice(1, 2);
    const secret = unsubscribeSecret();
    const lapsed = passValue(
      {
        id: id!,
        audience: 'high-net-worth',
        made: new Date(Date.now() - 400 * 864e5),
        until: new Date(Date.now() - 864e5),
      },
      secret,
    );
    const changed = made.replace(/\.0\./, '.1.');
    for (const cookie of ['investor_statement=forged', `investor_statement=${lapsed}`, changed]) {
      const res = await get(page, cookie);
      expect(res.status, cookie).toBe(303);
      expect(res.headers.get('location')).toBe(`${page}?statement=again`);
      expect(res.headers.get('set-cookie')).toMatch(/^investor_statement=; Path=\/; Max-Age=0/);
    }
    // Sent again after being told to forget it (a cookie the browser kept): said, not sent round again.
    const kept = await get(`${page}?statement=again`, 'investor_statement=forged');
    expect(kept.status).toBe(403);

    expect((await get(page, made)).status).toBe(200);
    expect(await eraseAddress('alex.sample@example.com')).toMatchObject({ investor_statements: 1 });
    expect((await get(page, made)).status).toBe(303);
  });

  it('knows no other page', async () => {
    expect((await get('/certified/learn')).status).toBe(404);
    expect((await get('/certified/../etc/passwd')).status).toBe(404);
  });
});

describe('forgetting and keeping', () => {
  it('clears the pass and leaves the statement kept', async () => {
    await postJson(statementFunction, '/api/investor-statement', statement());
    const res = await postForm(forgetFunction, '/api/investor-statement/forget', { page });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(page);
    expect(res.headers.get('set-cookie')).toMatch(/^investor_statement=; Path=\/; Max-Age=0/);
    expect(await h.db.query('SELECT id FROM investor_statements')).toHaveLength(1);
  });

  it('keeps a statement 24 months after it lapsed, then deletes it', async () => {
    await postJson(statementFunction, '/api/investor-statement', statement());
    await h.db.query("UPDATE investor_statements SET valid_until = now() - interval '23 months'");
    expect(await purgeExpired()).toMatchObject({ investor_statements: 0 });
    await h.db.query("UPDATE investor_statements SET valid_until = now() - interval '25 months'");
    expect(await purgeExpired()).toMatchObject({ investor_statements: 1 });
  });
});
