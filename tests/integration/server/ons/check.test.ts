/**
 * The scheduled ONS check (functions/ons-check.ts) against the ONS stand-in and a stand-in for
 * Netlify's build hook, with the local database: a new month at ONS starts exactly one build, and
 * nothing else starts any. Then the daily summary's freshness section, which tells the team when the
 * data is behind or a requested build did not bring its month.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import onsCheck from '../../../../functions/ons-check';
import { ons } from '../../../../src/lib/onsData';
import { sendDailySummary } from '../../../../src/server/summary/send';
import { checkOnsForNewMonth } from '../../../../src/server/ons/check';
import {
  certainlyPublished,
  dataFreshness,
  dataFreshnessSection,
  freshnessSection,
} from '../../../../src/server/summary/freshness';
import { runScheduled } from '../../../support/handlers';
import { useHarness } from '../../../support/setup';
import { startOnsStandin, type OnsStandin } from '../../../support/ons-standin';

/** Netlify's build hook: records each POST and answers as told. */
interface HookStandin {
  url: string;
  calls: URL[];
  answer: 'ok' | 'fail' | 'hang';
  close(): Promise<void>;
}

async function startHookStandin(): Promise<HookStandin> {
  const state = { calls: [] as URL[], answer: 'ok' as HookStandin['answer'] };
  const server = http.createServer((req, res) => {
    if (req.method !== 'POST') return void res.writeHead(405).end();
    state.calls.push(new URL(req.url ?? '/', 'http://hook'));
    if (state.answer === 'hang') return; // answered by nobody: the caller's deadline decides
    res.writeHead(state.answer === 'ok' ? 200 : 500).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/build_hooks/5c23354f454e1350f8543e78`;
  return Object.assign(state, {
    url,
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  });
}

const h = useHarness();
let onsStandin: OnsStandin;
let hook: HookStandin;
const TODAY = new Date('2026-11-24T07:30:00Z');
const check = () => checkOnsForNewMonth({ today: TODAY, hookTimeoutMs: 1_000 });
const requests = () => h.db.query('SELECT month, detail, hook_status FROM ons_build_requests ORDER BY month');
let logged: string[];

beforeAll(async () => {
  onsStandin = await startOnsStandin();
  hook = await startHookStandin();
});
afterAll(async () => {
  await onsStandin?.close();
  await hook?.close();
});
beforeEach(async () => {
  await h.db.query('DELETE FROM ons_build_requests');
  onsStandin.mode = 'committed';
  onsStandin.modes = {};
  onsStandin.requests.length = 0;
  hook.calls.length = 0;
  hook.answer = 'ok';
  vi.stubEnv('BUILD_HOOK_URL', hook.url);
  vi.stubEnv('ONS_BASE_URL', onsStandin.base);
  logged = [];
  vi.spyOn(console, 'log').mockImplementation((line: string) => void logged.push(line));
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('the scheduled ONS check', () => {
  it('runs each weekday morning, UK time, after ONS’s 07:00 release in GMT and BST', async () => {
    const { config } = await import('../../../../functions/ons-check');
    expect(config.schedule).toBe('30 7,10 * * 1-5'); // 07:30 and 10:30 GMT, 08:30 and 11:30 BST
  });

  it('new month at ONS: exactly one hook call, however often it runs', async () => {
    onsStandin.mode = 'new-month';
    expect(await check()).toEqual({ outcome: 'requested', month: '2026-09' });
    expect(hook.calls).toHaveLength(1);
    expect(hook.calls[0]!.pathname).toBe('/build_hooks/5c23354f454e1350f8543e78');
    expect(hook.calls[0]!.searchParams.get('trigger_title')).toBe('ONS figures for September 2026');
    expect(await requests()).toEqual([
      {
        month: '2026-09',
        detail: 'CHAW 2026-08 (deployed 2026-07), D7BT 2026-09 (deployed 2026-08)',
        hook_status: 200,
      },
    ]);
    expect(logged.at(-1)).toBe(
      '[ons-check] ONS has CHAW 2026-08 (deployed 2026-07), D7BT 2026-09 (deployed 2026-08): production build requested for September 2026 (Netlify answered 200)',
    );
    expect(await check()).toEqual({ outcome: 'already-requested', month: '2026-09' });
    expect(await check()).toEqual({ outcome: 'already-requested', month: '2026-09' });
    expect(hook.calls).toHaveLength(1);
  });

  it('two runs at once still call the hook once', async () => {
    onsStandin.mode = 'new-month';
    const outcomes = await Promise.all([check(), check(), check()]);
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(['already-requested', 'already-requested', 'requested']);
    expect(hook.calls).toHaveLength(1);
  });

  it('same month as deployed: no call', async () => {
    expect(await check()).toEqual({ outcome: 'up-to-date' });
    expect(hook.calls).toHaveLength(0);
    expect(await requests()).toEqual([]);
    expect(onsStandin.requests.sort()).toEqual(['CHAW', 'D7BT']);
  });

  it('ONS down, a web page, or a download failing a check: no call', async () => {
    for (const mode of ['error', 'html', 'gap', 'wrong-id', 'implausible'] as const) {
      onsStandin.mode = mode;
      expect((await check()).outcome).toBe('ons-unavailable');
    }
    const down = await startOnsStandin();
    vi.stubEnv('ONS_BASE_URL', down.base);
    await down.close();
    expect(await check()).toMatchObject({
      outcome: 'ons-unavailable',
      reasons: [expect.stringMatching(/could not reach ONS \(ECONNREFUSED\)/), expect.anything()],
    });
    expect(hook.calls).toHaveLength(0);
    expect(await requests()).toEqual([]);
  });

  it('without BUILD_HOOK_URL: logs that it is not configured and asks nobody anything', async () => {
    vi.stubEnv('BUILD_HOOK_URL', '');
    onsStandin.mode = 'new-month';
    expect(await check()).toEqual({ outcome: 'not-configured' });
    expect(logged).toEqual(['[ons-check] BUILD_HOOK_URL is not configured: not checking ONS, no build started']);
    expect(onsStandin.requests).toEqual([]);
    expect(hook.calls).toHaveLength(0);
  });

  it('a hook Netlify refuses started no build: the month is released and the next run asks again', async () => {
    onsStandin.mode = 'new-month';
    hook.answer = 'fail';
    expect(await check()).toEqual({ outcome: 'hook-failed', month: '2026-09', askAgain: true });
    expect(await requests()).toEqual([]);
    hook.answer = 'ok';
    expect(await check()).toEqual({ outcome: 'requested', month: '2026-09' });
    expect(hook.calls).toHaveLength(2);
  });

  it('a hook that does not answer in time may have started a build: not asked again', async () => {
    onsStandin.mode = 'new-month';
    hook.answer = 'hang';
    expect(await check()).toEqual({ outcome: 'hook-failed', month: '2026-09', askAgain: false });
    hook.answer = 'ok';
    expect(await check()).toEqual({ outcome: 'already-requested', month: '2026-09' });
    expect(hook.calls).toHaveLength(1);
    expect(await requests()).toEqual([expect.objectContaining({ month: '2026-09', hook_status: null })]);
  });

  it('the function itself: one call for the new month, 204, and never a build when storage is down', async () => {
    onsStandin.mode = 'new-month';
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await h.db.disconnect();
    expect((await runScheduled(onsCheck, 'ons-check')).status).toBe(204);
    expect(hook.calls).toHaveLength(0);
    expect(errors.mock.calls[0]?.[0]).toMatch(
      /^\[ons-check\] check failed, no build requested; the next run tries again: StorageUnavailableError/,
    );
    await h.db.connect();
    expect((await runScheduled(onsCheck, 'ons-check')).status).toBe(204);
    expect(hook.calls).toHaveLength(1);
  });
});

describe('the daily summary’s freshness section', () => {
  const section = (today: string, lastRequest?: { month: `${number}-${string}`; requestedAt: Date } | null) =>
    freshnessSection({ data: ons, today: new Date(today), lastRequest, hookConfigured: true });

  it('counts a release as out from the 28th of the month after (UK time)', () => {
    expect(certainlyPublished(new Date('2026-11-27T12:00:00Z'))).toBe('2026-09');
    expect(certainlyPublished(new Date('2026-11-28T00:00:00Z'))).toBe('2026-10');
    expect(certainlyPublished(new Date('2026-05-27T23:30:00Z'))).toBe('2026-04'); // 28 May, 00:30 BST
    expect(certainlyPublished(new Date('2027-01-05T08:00:00Z'))).toBe('2026-11');
  });

  it('names the latest months; one release behind is not yet a problem', () => {
    expect(section('2026-11-24T07:00:00Z')).toEqual({
      title: 'Inflation data (ONS)',
      lines: [
        "The calculator's figures (CPI, series D7BT) run to August 2026; RPI (CHAW), used only for 1987, to July 2026.",
        "By ONS's release calendar September 2026 is published by now: the site is 1 release behind.",
      ],
      needsAttention: false,
    });
    expect(section('2026-10-10T07:00:00Z').lines[1]).toBe(
      "By ONS's release calendar August 2026 is published by now: the site has it.",
    );
  });

  it('flags more than one release behind', () => {
    const s = section('2026-11-28T07:00:00Z');
    expect(s.needsAttention).toBe(true);
    expect(s.lines[1]).toBe(
      "By ONS's release calendar October 2026 is published by now: the site is 2 releases behind.",
    );
    expect(s.lines.at(-1)).toMatch(/^To catch up: "Trigger deploy" in Netlify/);
  });

  it('flags a requested build that did not bring its month, once it has had time to', () => {
    const requestedAt = new Date('2026-10-21T07:30:00Z');
    expect(section('2026-10-21T10:00:00Z', { month: '2026-09', requestedAt }).needsAttention).toBe(false);
    const late = section('2026-10-22T07:00:00Z', { month: '2026-09', requestedAt });
    expect(late.needsAttention).toBe(true);
    expect(late.lines).toContain(
      "A production build was requested at 2026-10-21 07:30 UTC for September 2026, but this deploy runs to August 2026: that build failed or kept the committed figures (its deploy log's [ons-data] lines say why).",
    );
    expect(section('2026-10-22T07:00:00Z', { month: '2026-08', requestedAt }).needsAttention).toBe(false); // the deploy has it
  });

  it('reads the newest request from the database, and says when it cannot', async () => {
    await h.db.query(
      `INSERT INTO ons_build_requests (month, detail, requested_at) VALUES ('2026-10', 'D7BT 2026-10', now() - interval '1 day'), ('2026-09', 'D7BT 2026-09', now() - interval '40 days')`,
    );
    vi.stubEnv('BUILD_HOOK_URL', '');
    const s = await dataFreshnessSection();
    expect(s.needsAttention).toBe(true);
    expect(s.lines.find((l) => l.startsWith('A production build'))).toMatch(
      /for October 2026, but this deploy runs to August 2026/,
    );
    expect(s.lines).toContain('BUILD_HOOK_URL is not set: new ONS months reach the site only when someone deploys.');
    await h.db.disconnect();
    expect((await dataFreshnessSection(TODAY)).lines).toContain(
      'The record of requested builds could not be read (database unavailable).',
    );
  });

  it('the daily summary shows the section as a status line, and sends for it alone once the data is behind', async () => {
    expect(await sendDailySummary({ now: new Date('2026-11-24T07:00:00Z') }, [dataFreshness])).toEqual([]);
    expect(h.postmark.sent).toHaveLength(0);
    expect(await sendDailySummary({ now: new Date('2026-12-01T07:00:00Z') }, [dataFreshness])).toEqual([
      'needs attention',
    ]);
    expect(h.postmark.sent).toHaveLength(1);
    const mail = h.postmark.sent[0]!;
    expect(mail.Subject).toMatch(/needs attention \| /);
    expect(mail.TextBody).toContain('Inflation data (ONS): needs attention');
    expect(mail.TextBody).toContain('the site is 2 releases behind');
    expect(mail.HtmlBody).toContain('CPI, series D7BT) run to August 2026');
  });
});
