/**
 * The production build's data step and the by-hand refresh, against a local stand-in for ONS serving
 * its real CSV layout, each run writing into a temporary copy of content/data/: a series that passes
 * every check replaces its file whole, one that does not leaves its file byte for byte as it was, and
 * the build log says which. Also which builds fetch at all (only Netlify production ones).
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseIndexCsv } from '../../../../src/lib/inflation';
import { buildDataStep, fetchesFromOns, refreshOnsData } from '../../../../src/server/ons/refresh';
import { startOnsStandin, type OnsMode, type OnsStandin } from '../../../support/ons-standin';

const FILES = ['ons-cpi-d7bt.csv', 'ons-rpi-chaw.csv'];
const committed = Object.fromEntries(FILES.map((f) => [f, readFileSync(`content/data/${f}`, 'utf8')]));
const TODAY = new Date('2026-11-24T08:00:00Z');

let ons: OnsStandin;
let dir: string;
const file = (f: string) => readFileSync(join(dir, f), 'utf8');
const unchanged = () => FILES.every((f) => file(f) === committed[f]);
const refresh = (unattended = true, timeoutMs = 10_000) =>
  refreshOnsData({ dataDir: dir, base: ons.base, unattended, write: true, timeoutMs, today: TODAY });
const PRODUCTION = { NETLIFY: 'true', CONTEXT: 'production' };

/** Runs a script in its own process (asynchronously: the stand-in answers from this one). */
function node(args: string[], env: Record<string, string>): Promise<{ status: number | null; stdout: string }> {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env } });
  let stdout = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  return new Promise((resolve) => child.on('close', (status) => resolve({ status, stdout })));
}

beforeAll(async () => {
  ons = await startOnsStandin();
});
afterAll(() => ons.close());
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ons-data-'));
  cpSync('content/data', dir, { recursive: true });
  ons.mode = 'committed';
  ons.modes = {};
  ons.requests.length = 0;
  return () => rmSync(dir, { recursive: true, force: true });
});

describe('with one more month at ONS', () => {
  it('rewrites both files with it, and each reads as the site reads it', async () => {
    ons.mode = 'new-month';
    const outcomes = await refresh();
    expect(outcomes.map((o) => [o.result, o.last])).toEqual([
      ['updated', '2026-09'],
      ['updated', '2026-08'],
    ]);
    expect(outcomes[0]!.message).toBe(
      'CPI D7BT: ONS release 18-10-2026, January 1988 to September 2026: 1 new month(s): September 2026; no revision. Written to ons-cpi-d7bt.csv.',
    );
    expect(parseIndexCsv(file(FILES[0]!)).last).toBe('2026-09');
    expect(parseIndexCsv(file(FILES[1]!)).last).toBe('2026-08');
    expect(file(FILES[0]!)).toBe(`${committed[FILES[0]!]}2026-09,144.0\n`);
    expect(ons.requests.sort()).toEqual(['CHAW', 'D7BT']);
  });

  it('lists a revised month and writes it', async () => {
    ons.mode = 'revised';
    const [cpi] = await refresh();
    expect(cpi!.message).toContain('1 new month(s): September 2026; revised 2026-07 142.9 → 143.0');
    expect(file(FILES[0]!)).toContain('\n2026-07,143.0\n');
  });

  it('says so when ONS has nothing new, and leaves the files alone', async () => {
    const outcomes = await refresh();
    expect(outcomes.map((o) => o.result)).toEqual(['current', 'current']);
    expect(outcomes[0]!.message).toBe(
      'CPI D7BT: ONS release 18-09-2026, January 1988 to August 2026: no new month; no revision.',
    );
    expect(unchanged()).toBe(true);
  });
});

describe('a download that cannot be used keeps the committed file, byte for byte', () => {
  const cases: [OnsMode, string][] = [
    [
      'gap',
      'CPI D7BT: not updated (May 2026 follows March 2026 (a gap)); keeping the committed copy, which runs to August 2026.',
    ],
    [
      'wrong-id',
      'CPI D7BT: not updated (expected series D7BT, the download says "D7G7"); keeping the committed copy, which runs to August 2026.',
    ],
    [
      'html',
      'CPI D7BT: not updated (ONS answered with a web page, not CSV); keeping the committed copy, which runs to August 2026.',
    ],
    [
      'error',
      'CPI D7BT: not updated (ONS answered 503 Service Unavailable); keeping the committed copy, which runs to August 2026.',
    ],
    [
      'hang',
      'CPI D7BT: not updated (ONS did not answer within 1 s); keeping the committed copy, which runs to August 2026.',
    ],
    [
      'implausible',
      'CPI D7BT: not updated (September 2026 is 172.3, +20.0% on the month before: outside -3.0% to +5.0%); keeping the committed copy, which runs to August 2026.',
    ],
    [
      'truncated',
      'CPI D7BT: not updated (the download runs January 1988 to July 2026, the committed copy January 1988 to August 2026: it lacks months); keeping the committed copy, which runs to August 2026.',
    ],
    [
      'large-revision',
      'CPI D7BT: not updated (ONS revised 12 committed month(s), 12 by more than 1.0%: review them with scripts/ops/refresh-ons.mjs); keeping the committed copy, which runs to August 2026.',
    ],
  ];
  it.each(cases)('%s', async (mode, message) => {
    ons.mode = mode;
    const outcomes = await refresh(true, mode === 'hang' ? 1_000 : 10_000);
    expect(outcomes.map((o) => o.result)).toEqual(['kept', 'kept']);
    expect(outcomes[0]!.message).toBe(message);
    expect(outcomes[0]!.last).toBe('2026-08');
    expect(unchanged()).toBe(true);
  });

  it('each series on its own: RPI updates while CPI’s download is refused', async () => {
    ons.mode = 'new-month';
    ons.modes.D7BT = 'html';
    const outcomes = await refresh();
    expect(outcomes.map((o) => o.result)).toEqual(['kept', 'updated']);
    expect(file(FILES[0]!)).toBe(committed[FILES[0]!]);
    expect(parseIndexCsv(file(FILES[1]!)).last).toBe('2026-08');
  });
});

describe('the build’s data step', () => {
  it('fetches only on Netlify production builds, unless ONS_FETCH says otherwise', () => {
    expect(fetchesFromOns(PRODUCTION)).toBe(true);
    expect(fetchesFromOns({ NETLIFY: 'true', CONTEXT: 'deploy-preview' })).toBe(false);
    expect(fetchesFromOns({ NETLIFY: 'true', CONTEXT: 'branch-deploy' })).toBe(false);
    expect(fetchesFromOns({ CONTEXT: 'production' })).toBe(false); // not on Netlify
    expect(fetchesFromOns({})).toBe(false);
    expect(fetchesFromOns({ ONS_FETCH: '1' })).toBe(true);
    expect(fetchesFromOns({ ...PRODUCTION, ONS_FETCH: '0' })).toBe(false);
  });

  it('locally reads the committed CSVs, asks nothing of the network, and says so', async () => {
    ons.mode = 'new-month';
    const lines = await buildDataStep(dir, { ONS_BASE_URL: ons.base });
    expect(lines).toEqual([
      'using the committed CSVs (CPI D7BT to August 2026, RPI CHAW to July 2026); only Netlify production builds fetch from ONS.',
    ]);
    expect(ons.requests).toEqual([]);
    expect(unchanged()).toBe(true);
  });

  it('in production, brings in the new month', async () => {
    ons.mode = 'new-month';
    const lines = await buildDataStep(dir, { ...PRODUCTION, ONS_BASE_URL: ons.base });
    expect(lines[0]).toBe(`asking ${ons.base} for CPI D7BT and RPI CHAW:`);
    expect(lines).toHaveLength(3);
    expect(parseIndexCsv(file(FILES[0]!)).last).toBe('2026-09');
  });

  it('as a script, with ONS down: succeeds on the committed data and says so in the log', async () => {
    const down = await startOnsStandin();
    const base = down.base;
    await down.close();
    const run = await node(['scripts/build/ons-build-data.mjs', `--data-dir=${dir}`], {
      ...PRODUCTION,
      ONS_BASE_URL: base,
      ONS_FETCH: '',
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(
      '[ons-data] CPI D7BT: not updated (could not reach ONS (ECONNREFUSED)); keeping the committed copy, which runs to August 2026.',
    );
    expect(run.stdout).toContain(
      "[ons-data] CPI D7BT and RPI CHAW from the committed CSV: this deploy's figures may be behind ONS.",
    );
    expect(unchanged()).toBe(true);
  });
});

describe('scripts/ops/refresh-ons.mjs, by hand', () => {
  const script = (...args: string[]) => node(['scripts/ops/refresh-ons.mjs', ...args], { ONS_BASE_URL: ons.base });

  it('writes a large revision a person reviews in the diff, which the unattended build refuses', async () => {
    ons.mode = 'large-revision';
    expect((await refresh(true)).map((o) => o.result)).toEqual(['kept', 'kept']);
    const outcomes = await refresh(false);
    expect(outcomes.map((o) => o.result)).toEqual(['updated', 'updated']);
    expect(outcomes[0]!.message).toMatch(/revised 2025-01 135\.4 → 138\.1, 2025-02 136 → 138\.7/);
  });

  it('--dry-run writes nothing; a download that cannot be used exits 1', async () => {
    ons.mode = 'new-month';
    const dry = await script('--dry-run');
    expect(dry.status).toBe(0);
    expect(dry.stdout).toContain('1 new month(s): September 2026; no revision. Not written (dry run).');
    expect(FILES.every((f) => readFileSync(`content/data/${f}`, 'utf8') === committed[f])).toBe(true);
    ons.mode = 'wrong-id';
    const refused = await script('--dry-run');
    expect(refused.status).toBe(1);
    expect(refused.stdout).toContain('the download says "D7G7"');
  });
});
