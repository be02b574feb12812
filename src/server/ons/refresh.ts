/**
 * Brings content/data/*.csv up to date from ONS: each series is downloaded and checked (series.ts);
 * one that passes replaces its file whole (written beside it, then renamed over it), one that does not
 * leaves its file as it was. Used by the production build's data step (unattended) and by
 * scripts/ops/refresh-ons.mjs (by hand, for review and commit).
 */
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { monthLabel, parseIndexCsv, type IndexSeries, type MonthKey } from '../../lib/inflation';
import { downloadSeries, ONS_BASE_URL } from './download';
import { changesFrom, describeChanges, SERIES, toIndexCsv, type SeriesInfo } from './series';

export interface RefreshOptions {
  /** The folder holding the CSVs (content/data/, or a copy). */
  dataDir: string | URL;
  /** ONS's address (default: the real one). */
  base?: string;
  timeoutMs?: number;
  /** The production build: large revisions are refused rather than listed. */
  unattended: boolean;
  /** False for a dry run. */
  write: boolean;
  today?: Date;
}

export interface SeriesOutcome {
  series: SeriesInfo;
  /** updated: new months or revisions (written unless a dry run); current: ONS has nothing new; kept: the download could not be used. */
  result: 'updated' | 'current' | 'kept';
  /** The month the series runs to afterwards. */
  last: MonthKey | undefined;
  message: string;
}

async function readCommitted(path: string, series: SeriesInfo): Promise<IndexSeries | undefined> {
  const text = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  return text === undefined ? undefined : parseIndexCsv(text, series.name);
}

async function refreshSeries(series: SeriesInfo, options: RefreshOptions): Promise<SeriesOutcome> {
  const dir = typeof options.dataDir === 'string' ? options.dataDir : fileURLToPath(options.dataDir);
  const path = join(dir, series.file);
  let committed: IndexSeries | undefined;
  try {
    committed = await readCommitted(path, series);
    const download = await downloadSeries(series.cdid, {
      base: options.base,
      timeoutMs: options.timeoutMs ?? 20_000,
      today: options.today,
    });
    const changes = changesFrom(download, committed, { unattended: options.unattended });
    const last = download.months.at(-1)![0];
    const head = `${series.name}: ONS release ${download.release}, ${monthLabel(download.months[0]![0])} to ${monthLabel(last)}: ${describeChanges(changes)}`;
    if (changes.added.length === 0 && changes.revised.length === 0)
      return { series, result: 'current', last, message: `${head}.` };
    const csv = toIndexCsv(download.months);
    parseIndexCsv(csv, series.name); // what the site will read, read back as the site reads it
    if (!options.write) return { series, result: 'updated', last, message: `${head}. Not written (dry run).` };
    const temporary = `${path}.${process.pid}.tmp`;
    await writeFile(temporary, csv);
    await rename(temporary, path);
    return { series, result: 'updated', last, message: `${head}. Written to ${series.file}.` };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const reason = message.startsWith(`${series.cdid}: `) ? message.slice(series.cdid.length + 2) : message;
    const kept = committed
      ? `keeping the committed copy, which runs to ${monthLabel(committed.last)}`
      : 'no committed copy';
    return {
      series,
      result: 'kept',
      last: committed?.last,
      message: `${series.name}: not updated (${reason}); ${kept}.`,
    };
  }
}

/** Refreshes both series independently; never throws for a download that cannot be used. */
export function refreshOnsData(options: RefreshOptions): Promise<SeriesOutcome[]> {
  return Promise.all(SERIES.map((series) => refreshSeries(series, options)));
}

/** Netlify sets NETLIFY=true on its builds and CONTEXT to the deploy context; ONS_FETCH=1 / 0 overrides. */
export function fetchesFromOns(env: Record<string, string | undefined>): boolean {
  if (env.ONS_FETCH === '1') return true;
  if (env.ONS_FETCH === '0') return false;
  return env.NETLIFY === 'true' && env.CONTEXT === 'production';
}

/**
 * The production build's data step (scripts/build/ons-build-data.mjs): fetches and refreshes the CSVs when
 * this build should, otherwise reads them; returns the lines for the build log. Never throws for ONS.
 */
export async function buildDataStep(dataDir: string, env: Record<string, string | undefined>): Promise<string[]> {
  if (!fetchesFromOns(env)) {
    const runs = await Promise.all(
      SERIES.map(
        async (s) =>
          `${s.name} to ${monthLabel(parseIndexCsv(await readFile(join(dataDir, s.file), 'utf8'), s.name).last)}`,
      ),
    );
    return [`using the committed CSVs (${runs.join(', ')}); only Netlify production builds fetch from ONS.`];
  }
  const base = env.ONS_BASE_URL || undefined;
  const outcomes = await refreshOnsData({ dataDir, base, unattended: true, write: true });
  const lines = [`asking ${base ?? ONS_BASE_URL} for CPI D7BT and RPI CHAW:`, ...outcomes.map((o) => o.message)];
  const kept = outcomes.filter((o) => o.result === 'kept');
  if (kept.length)
    lines.push(
      `${kept.map((o) => o.series.name).join(' and ')} from the committed CSV: this deploy's figures may be behind ONS.`,
    );
  return lines;
}
