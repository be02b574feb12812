/**
 * The production build end to end, on a copy of the project (so the checkout's content/data/ is never
 * touched): `npm run build` as Netlify runs it (NETLIFY=true, CONTEXT=production) with the ONS
 * stand-in serving one more month puts that month on the calculator pages (the month the figures run
 * to, the current-inflation figure, the "Did you know?" line), and the functions Netlify bundles after
 * the build command carry it too; with ONS down the build succeeds on the committed data and says so.
 * The copy's words are signed off first (`npm run approval -- sign`, docs/approval.md), whatever the state of the
 * checkout's sign-off: a production build publishes only signed-off words, and a month more at ONS changes none
 * of them (its figures are signed off as the sentences around them).
 * The copy shares the checkout's optimised-image cache, so a build takes seconds, not a minute.
 */
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { zipFunction } from '@netlify/zip-it-and-ship-it';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOnsStandin, type OnsStandin } from '../../../support/ons-standin';
import { copyProject, run } from '../../../support/project-copy';

const ROOT = resolve('.');
const PRODUCTION = { NETLIFY: 'true', CONTEXT: 'production', ONS_FETCH: '' };

/** A page's visible text. */
function text(copy: string, page: string): string {
  const html = readFileSync(join(copy, 'dist', page), 'utf8').replace(/<(script|style)[\s\S]*?<\/\1>/g, '');
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

let ons: OnsStandin;
let copy: string;

beforeAll(async () => {
  ons = await startOnsStandin({ mode: 'new-month' });
  copy = copyProject('ons-build-');
  const signed = await run('npm', ['run', 'approval', '--', 'sign', '--reference', 'ONS-TEST'], copy, { CONTEXT: '' });
  expect(signed.status, signed.output).toBe(0);
}, 300_000);
afterAll(async () => {
  await ons?.close();
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('the production build', () => {
  it('with one more month at ONS: every figure moves to it, pages and functions alike', async () => {
    const build = await run('npm', ['run', 'build'], copy, { ...PRODUCTION, ONS_BASE_URL: ons.base });
    expect(build.status, build.output).toBe(0);
    expect(build.output).toContain(
      '[ons-data] CPI D7BT: ONS release 18-10-2026, January 1988 to September 2026: 1 new month(s): September 2026; no revision. Written to ons-cpi-d7bt.csv.',
    );
    expect(build.output.indexOf('[ons-data]')).toBeLessThan(build.output.indexOf('[build]'));
    // A month more at ONS changes no signed-off words: the production build publishes.
    expect(build.output).toMatch(
      /\[claims-check\] all \d+ pages and e-mails are the words signed off on \d{4}-\d\d-\d\d \(ONS-TEST\)/,
    );
    for (const page of ['inflation-calculator.html', 'landing.html']) {
      const shown = text(copy, page);
      // CPI(2026-09) 144.0 / CPI(2025-09) 139.3 = +3.4%; £10,000 × 144.0 / 87.8 = £16,401
      expect(shown).toContain('Current UK inflation 3.4% ONS CPI, 12 months to September 2026');
      expect(shown).toContain('£10,000 in January 2010 would need £16,401 in September 2026 to buy the same.');
      expect(shown).toContain('(CPI, series D7BT), up to September 2026');
    }

    // Netlify bundles the functions after the build command, from the same tree.
    const out = join(copy, '.netlify', 'functions');
    await zipFunction(join(copy, 'functions', 'calculator.ts'), out, {
      archiveFormat: 'none',
      basePath: copy,
      repositoryRoot: copy,
    });
    const entry = join(out, 'calculator', 'functions', 'calculator.mjs');
    expect(existsSync(entry)).toBe(true);
    // A filled honeypot gets the figures and stores nothing, so no database is needed here.
    const call = `const { default: handler } = await import(${JSON.stringify(entry)});
      const res = await handler(new Request('http://localhost/api/inflation', { method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Ann', email: 'ann@example.com', amount: 10000, year: 2010, month: 1, company_website: 'x' }) }), { deploy: { context: 'dev' }, ip: '127.0.0.1' });
      console.log(JSON.stringify(await res.json()));`;
    const answer = await run(process.execPath, ['--input-type=module', '-e', call], copy, {});
    expect(JSON.parse(answer.output.trim().split('\n').at(-1)!)).toMatchObject({
      success: true,
      data: { toMonth: '2026-09', todayValue: 16400.91 },
    });
  }, 300_000);

  it('with ONS down: succeeds on the committed data and says so', async () => {
    cpSync(join(ROOT, 'content', 'data'), join(copy, 'content', 'data'), { recursive: true });
    const down = await startOnsStandin();
    const base = down.base;
    await down.close();
    const build = await run('npm', ['run', 'build'], copy, { ...PRODUCTION, ONS_BASE_URL: base });
    expect(build.status, build.output).toBe(0);
    expect(build.output).toContain(
      '[ons-data] CPI D7BT: not updated (could not reach ONS (ECONNREFUSED)); keeping the committed copy, which runs to August 2026.',
    );
    expect(build.output).toContain(
      "[ons-data] CPI D7BT and RPI CHAW from the committed CSV: this deploy's figures may be behind ONS.",
    );
    expect(text(copy, 'inflation-calculator.html')).toContain(
      'Current UK inflation 3.1% ONS CPI, 12 months to August 2026',
    );
    for (const file of ['ons-cpi-d7bt.csv', 'ons-rpi-chaw.csv']) {
      expect(readFileSync(join(copy, 'content', 'data', file), 'utf8')).toBe(
        readFileSync(join(ROOT, 'content', 'data', file), 'utf8'),
      );
    }
  }, 300_000);
});
