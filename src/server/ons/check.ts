/**
 * The scheduled ONS check (functions/ons-check.ts): asks ONS whether it has a newer month of CPI D7BT
 * or RPI CHAW than this deploy holds (the CSVs bundled with the functions, which the build that made
 * this deploy also built the pages from) and only then starts a production build through Netlify's
 * build hook (BUILD_HOOK_URL). Each new month is recorded (ons_build_requests) before the hook is
 * called, so it starts at most one build however often the check runs.
 */
import { monthLabel, type MonthKey, type OnsData } from '../../lib/inflation';
import { ons } from '../../lib/onsData';
import { env } from '../env';
import { query, queryOne } from '../storage/database';
import { downloadSeries, ONS_BASE_URL } from './download';
import { changesFrom, SERIES } from './series';

/** Netlify stops a scheduled function after 30 s: both downloads run at once, then the hook. */
const ONS_TIMEOUT_MS = 8_000;
const HOOK_TIMEOUT_MS = 8_000;

export type CheckResult =
  | { outcome: 'not-configured' }
  | { outcome: 'ons-unavailable'; reasons: string[] }
  | { outcome: 'up-to-date' }
  | { outcome: 'already-requested'; month: MonthKey }
  | { outcome: 'requested'; month: MonthKey }
  | { outcome: 'hook-failed'; month: MonthKey; askAgain: boolean };

const log = (line: string) => console.log(`[ons-check] ${line}`);

/** The build hook's address, or undefined (with the reason logged) when it is missing or not a URL. */
function hookUrl(): URL | undefined {
  const value = env('BUILD_HOOK_URL');
  if (!value) {
    log('BUILD_HOOK_URL is not configured: not checking ONS, no build started');
    return undefined;
  }
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' || url.protocol === 'http:') return url;
  } catch {
    // reported below
  }
  log('BUILD_HOOK_URL is not an http(s) address: not checking ONS, no build started');
  return undefined;
}

/** Calls the hook. `started` is false when no build can have started, undefined when unknown (no answer in time). */
async function callHook(
  hook: URL,
  month: MonthKey,
  timeoutMs: number,
): Promise<{ status: number | null; started: boolean | undefined; reason?: string }> {
  const url = new URL(hook);
  url.searchParams.set('trigger_title', `ONS figures for ${monthLabel(month)}`);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    return response.ok
      ? { status: response.status, started: true }
      : { status: response.status, started: false, reason: `Netlify answered ${response.status}` };
  } catch (error) {
    const e = error as { name?: string; cause?: { code?: string } };
    if (e?.name === 'TimeoutError')
      return { status: null, started: undefined, reason: `no answer within ${timeoutMs / 1000} s` };
    return {
      status: null,
      started: false,
      reason: `could not reach Netlify (${e?.cause?.code ?? e?.name ?? 'error'})`,
    };
  }
}

/**
 * One run of the check. New month (a series at ONS passes every check the build makes and runs past
 * what this deploy holds) → record it, then call the hook once. Same months, ONS unreachable or
 * failing a check, the month already recorded, or no BUILD_HOOK_URL → no call.
 */
export async function checkOnsForNewMonth({
  deployed = ons,
  today = new Date(),
  hookTimeoutMs = HOOK_TIMEOUT_MS,
}: { deployed?: OnsData; today?: Date; hookTimeoutMs?: number } = {}): Promise<CheckResult> {
  const hook = hookUrl();
  if (!hook) return { outcome: 'not-configured' };
  const base = env('ONS_BASE_URL') ?? ONS_BASE_URL;
  const reasons: string[] = [];
  const newer: string[] = [];
  let month: MonthKey | undefined;
  await Promise.all(
    SERIES.map(async (series) => {
      const held = series.cdid === 'D7BT' ? deployed.cpi : deployed.rpi;
      try {
        const download = await downloadSeries(series.cdid, { base, timeoutMs: ONS_TIMEOUT_MS, today });
        const { added } = changesFrom(download, held, { unattended: true });
        const last = download.months.at(-1)![0];
        if (added.length === 0) return;
        newer.push(`${series.cdid} ${last} (deployed ${held.last})`);
        if (!month || last > month) month = last;
      } catch (error) {
        reasons.push(error instanceof Error ? error.message : String(error));
      }
    }),
  );
  for (const reason of reasons) log(`not usable: ${reason}`);
  if (!month) {
    if (reasons.length === SERIES.length) return { outcome: 'ons-unavailable', reasons };
    log(
      `nothing newer at ONS than this deploy (CPI to ${monthLabel(deployed.cpi.last)}, RPI to ${monthLabel(deployed.rpi.last)})`,
    );
    return { outcome: 'up-to-date' };
  }
  const detail = newer.sort().join(', ');
  const inserted = await query(
    `INSERT INTO ons_build_requests (month, detail) VALUES ($1, $2) ON CONFLICT (month) DO NOTHING RETURNING month`,
    [month, detail],
  );
  if (inserted.length === 0) {
    log(`ONS has ${detail}; a build was already requested for ${monthLabel(month)}: not requesting another`);
    return { outcome: 'already-requested', month };
  }
  const answer = await callHook(hook, month, hookTimeoutMs);
  if (answer.started === false) {
    await query(`DELETE FROM ons_build_requests WHERE month = $1`, [month]);
    log(`ONS has ${detail}; the build hook failed (${answer.reason}): no build started, the next run asks again`);
    return { outcome: 'hook-failed', month, askAgain: true };
  }
  await query(`UPDATE ons_build_requests SET hook_status = $2 WHERE month = $1`, [month, answer.status]);
  if (answer.started === undefined) {
    log(
      `ONS has ${detail}; the build hook gave ${answer.reason}: a build may have started, so the next run does not ask again`,
    );
    return { outcome: 'hook-failed', month, askAgain: false };
  }
  log(`ONS has ${detail}: production build requested for ${monthLabel(month)} (Netlify answered ${answer.status})`);
  return { outcome: 'requested', month };
}

/** The newest build request, for the daily summary. */
export async function latestBuildRequest(): Promise<{ month: MonthKey; requestedAt: Date } | undefined> {
  const row = await queryOne<{ month: MonthKey; requested_at: Date }>(
    `SELECT month, requested_at FROM ons_build_requests ORDER BY month DESC LIMIT 1`,
  );
  return row && { month: row.month, requestedAt: new Date(row.requested_at) };
}
