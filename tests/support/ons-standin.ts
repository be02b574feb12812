/**
 * A local stand-in for ONS's CSV generator (/generator?format=csv&uri=…/timeseries/<cdid>/mm23),
 * serving each series in ONS's own layout (Title, CDID, Source dataset ID, PreUnit, Unit, Release
 * date, Next release, Important notes; then annual, quarterly and monthly rows) built from the
 * committed CSVs, plus what can go wrong: a new month, a revised month, a gap, the wrong series, a
 * web page instead of CSV, an error status, a request that never ends.
 *
 * Also runs on its own, for checking a real build by hand:
 *   node --import ./scripts/build/ts-hooks.mjs tests/support/ons-standin.ts <port> [mode]
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { addMonths, monthLabel, parseIndexCsv, type MonthKey } from '../../src/lib/inflation';

export type OnsMode =
  /** the committed months, unchanged */
  | 'committed'
  /** one month more than the committed copy */
  | 'new-month'
  /** one month more, and the month before the committed copy's last revised by 0.1 */
  | 'revised'
  /** one month more, and every month of 2025 revised by 2% */
  | 'large-revision'
  /** one month more, with a month missing in the middle */
  | 'gap'
  /** one month more, labelled as another series */
  | 'wrong-id'
  /** one month more, 20% above the month before */
  | 'implausible'
  /** the committed months without the last one */
  | 'truncated'
  /** ONS's "service unavailable" web page, with status 200 */
  | 'html'
  /** 503 */
  | 'error'
  /** headers sent, body never finished */
  | 'hang';

type Cdid = 'D7BT' | 'CHAW';

const META: Record<Cdid, { file: string; title: string }> = {
  D7BT: { file: 'ons-cpi-d7bt.csv', title: 'CPI INDEX 00: ALL ITEMS 2015=100' },
  CHAW: { file: 'ons-rpi-chaw.csv', title: 'RPI All Items Index: Jan 1987=100' },
};

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** The committed series of a CDID as [month, value] rows. */
export function committedMonths(cdid: Cdid, dataDir = 'content/data'): [MonthKey, string][] {
  const series = parseIndexCsv(readFileSync(`${dataDir}/${META[cdid].file}`, 'utf8'), cdid);
  return [...series.values].map(([m, v]) => [m as MonthKey, v.toFixed(1)]);
}

/** The month after the last, 0.3% up, as ONS would print it. */
export function nextMonth(months: [MonthKey, string][]): [MonthKey, string] {
  const [last, value] = months.at(-1)!;
  return [addMonths(last, 1), (Number(value) * 1.003).toFixed(1)];
}

const mean = (values: string[]) => (values.reduce((a, v) => a + Number(v), 0) / values.length).toFixed(1);
const quote = (cells: string[]) => cells.map((c) => `"${c}"`).join(',');

/** A series in ONS's CSV layout. */
export function onsCsv(cdid: string, title: string, months: [MonthKey, string][], release: string): string {
  const byYear = new Map<string, string[]>();
  for (const [m, v] of months) byYear.set(m.slice(0, 4), [...(byYear.get(m.slice(0, 4)) ?? []), v]);
  const annual = [...byYear].filter(([, vs]) => vs.length === 12).map(([y, vs]) => quote([y, mean(vs)]));
  const quarterly: string[] = [];
  for (const [y] of byYear) {
    for (let q = 1; q <= 4; q++) {
      const vs = months
        .filter(([m]) => m.startsWith(`${y}-`) && Math.ceil(Number(m.slice(5)) / 3) === q)
        .map(([, v]) => v);
      if (vs.length === 3) quarterly.push(quote([`${y} Q${q}`, mean(vs)]));
    }
  }
  const monthly = months.map(([m, v]) => quote([`${m.slice(0, 4)} ${MONTHS[Number(m.slice(5)) - 1]}`, v]));
  const meta = [
    quote(['Title', title]),
    quote(['CDID', cdid]),
    quote(['Source dataset ID', 'MM23']),
    quote(['PreUnit', '']),
    quote(['Unit', 'Index, base year = 100']),
    quote(['Release date', release]),
    quote(['Next release', 'To be announced']),
    '"Important notes",',
  ];
  return `${[...meta, ...annual, ...quarterly, ...monthly].join('\n')}\n`;
}

/** What the stand-in serves for a series in a mode, or how it misbehaves. */
function respond(cdid: Cdid, mode: OnsMode, dataDir: string, res: http.ServerResponse): void {
  if (mode === 'error') {
    res.writeHead(503, { 'content-type': 'text/plain' }).end('Service Unavailable');
    return;
  }
  if (mode === 'html') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      '<!DOCTYPE html><html lang="en"><head><title>Service unavailable - Office for National Statistics</title></head><body><h1>Sorry, the service is unavailable</h1></body></html>',
    );
    return;
  }
  if (mode === 'hang') {
    res.writeHead(200, { 'content-type': 'text/csv' });
    res.write('"Title","');
    return; // never ends: the client's deadline must
  }
  let months = committedMonths(cdid, dataDir);
  if (mode === 'truncated') months = months.slice(0, -1);
  else if (mode !== 'committed') months = [...months, nextMonth(months)];
  if (mode === 'revised') {
    const i = months.length - 3;
    months[i] = [months[i]![0], (Number(months[i]![1]) + 0.1).toFixed(1)];
  }
  if (mode === 'large-revision')
    months = months.map(([m, v]) => [m, m.startsWith('2025-') ? (Number(v) * 1.02).toFixed(1) : v]);
  if (mode === 'gap') months.splice(months.length - 6, 1);
  if (mode === 'implausible')
    months[months.length - 1] = [months.at(-1)![0], (Number(months.at(-2)![1]) * 1.2).toFixed(1)];
  const [y, m] = addMonths(months.at(-1)![0], 1).split('-');
  const id = mode === 'wrong-id' ? (cdid === 'D7BT' ? 'D7G7' : 'CZBH') : cdid;
  res.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' });
  res.end(onsCsv(id, META[cdid].title, months, `18-${m}-${y}`));
}

export interface OnsStandin {
  /** The address to use as ONS_BASE_URL. */
  base: string;
  /** What every series serves, unless `modes` says otherwise for one. */
  mode: OnsMode;
  modes: Partial<Record<Cdid, OnsMode>>;
  /** Series asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

/** Starts the stand-in on a free port (or `port`), serving months from `dataDir`. */
export async function startOnsStandin({
  dataDir = 'content/data',
  port = 0,
  mode = 'committed',
}: { dataDir?: string; port?: number; mode?: OnsMode } = {}): Promise<OnsStandin> {
  const state: Omit<OnsStandin, 'base' | 'close'> = { mode, modes: {}, requests: [] };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const match = /^\/economy\/inflationandpriceindices\/timeseries\/([a-z0-9]{4})\/mm23$/.exec(
      url.searchParams.get('uri') ?? '',
    );
    const cdid = match?.[1]?.toUpperCase();
    if (
      url.pathname !== '/generator' ||
      url.searchParams.get('format') !== 'csv' ||
      !(cdid === 'D7BT' || cdid === 'CHAW')
    ) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
      return;
    }
    state.requests.push(cdid);
    respond(cdid, state.modes[cdid] ?? state.mode, dataDir, res);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return Object.assign(state, {
    base: `http://127.0.0.1:${bound}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const standin = await startOnsStandin({
    port: Number(process.argv[2] ?? 0),
    mode: (process.argv[3] ?? 'new-month') as OnsMode, // as typed: a mode it does not know serves one month more
  });
  const cpi = committedMonths('D7BT');
  console.log(
    `ONS stand-in at ${standin.base} (${standin.mode}); CPI after the committed ${monthLabel(cpi.at(-1)![0])}: ${nextMonth(cpi).join(' = ')}`,
  );
}
