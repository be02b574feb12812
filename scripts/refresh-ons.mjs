#!/usr/bin/env node
/**
 * Refreshes the ONS price indices the inflation calculator uses (content/data/*.csv).
 *
 * Usage (needs internet access):
 *   node scripts/refresh-ons.mjs            download both series and rewrite the CSVs
 *   node scripts/refresh-ons.mjs --dry-run  download and check, print what would change, write nothing
 *
 * It downloads the ONS "full unfiltered time series" CSV of each series (URLs in
 * content/data/SOURCES.md), checks the series id, keeps only the monthly rows ("1988 JAN","48.4"),
 * checks they are contiguous, and writes them as `month,index` (YYYY-MM). Past months that ONS
 * revised are listed so a reviewer can see them in the diff. Afterwards: update the month ranges and
 * release dates in SOURCES.md, run `npm run unit`, rebuild, and commit the CSVs with SOURCES.md.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dataDir = new URL('../content/data/', import.meta.url);
const generator = (cdid) =>
  `https://www.ons.gov.uk/generator?format=csv&uri=/economy/inflationandpriceindices/timeseries/${cdid}/mm23`;

const SERIES = [
  { cdid: 'D7BT', file: 'ons-cpi-d7bt.csv', url: generator('d7bt') },
  { cdid: 'CHAW', file: 'ons-rpi-chaw.csv', url: generator('chaw') },
];

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** Splits one CSV line of quoted or bare fields ("a","b,c" or a,b). */
function fields(line) {
  const out = [''];
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '"' && quoted && line[i + 1] === '"') { out[out.length - 1] += '"'; i++; }
    else if (c === '"') quoted = !quoted;
    else if (c === ',' && !quoted) out.push('');
    else out[out.length - 1] += c;
  }
  return out.map((f) => f.trim());
}

/** Keeps the monthly rows of an ONS time-series CSV as [['YYYY-MM', '123.4'], …], oldest first. */
export function monthlyRows(text, cdid) {
  const rows = text.split(/\r?\n/).filter(Boolean).map(fields);
  const id = rows.find(([key]) => key === 'CDID')?.[1];
  if (id !== cdid) throw new Error(`expected series ${cdid}, the download says ${id ?? 'nothing'}`);
  const release = rows.find(([key]) => key === 'Release date')?.[1] ?? 'unknown';
  const months = [];
  for (const [label, value] of rows) {
    const match = /^(\d{4}) ([A-Z]{3})$/.exec(label ?? '');
    if (!match) continue; // title, metadata, annual ("1988") and quarterly ("1988 Q1") rows
    const month = MONTHS.indexOf(match[2]) + 1;
    if (month === 0) throw new Error(`unknown month in row "${label}"`);
    if (!/^\d+(\.\d+)?$/.test(value ?? '')) throw new Error(`row "${label}" has no number: "${value}"`);
    months.push([`${match[1]}-${String(month).padStart(2, '0')}`, value]);
  }
  months.sort(([a], [b]) => a.localeCompare(b));
  for (let i = 1; i < months.length; i++) {
    const [y, m] = months[i - 1][0].split('-').map(Number);
    const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
    if (months[i][0] !== next) throw new Error(`${cdid}: ${months[i][0]} follows ${months[i - 1][0]} (gap or duplicate)`);
  }
  if (months.length < 12) throw new Error(`${cdid}: only ${months.length} monthly rows`);
  return { release, months };
}

async function refresh({ cdid, file, url }, dryRun) {
  const response = await fetch(url, { headers: { Accept: 'text/csv' } });
  if (!response.ok) throw new Error(`${cdid}: ${url} answered ${response.status} ${response.statusText}`);
  const { release, months } = monthlyRows(await response.text(), cdid);
  const target = new URL(file, dataDir);
  const old = new Map(
    (await readFile(target, 'utf8').catch(() => 'month,index'))
      .trim().split(/\r?\n/).slice(1).map((line) => line.split(',')),
  );
  const revised = months.filter(([month, value]) => old.has(month) && Number(old.get(month)) !== Number(value));
  const added = months.filter(([month]) => !old.has(month));
  console.log(`${cdid} (release ${release}): ${months[0][0]} … ${months.at(-1)[0]}, ${months.length} months; ${added.length} new`);
  for (const [month, value] of revised) console.log(`  revised ${month}: ${old.get(month)} → ${value}`);
  if (months.length < old.size) throw new Error(`${cdid}: the download has fewer months than ${file}; not writing`);
  if (!dryRun) {
    await writeFile(target, `month,index\n${months.map((row) => row.join(',')).join('\n')}\n`);
    console.log(`  wrote ${fileURLToPath(target)}`);
  }
}

// Run only when invoked as a script, so monthlyRows can be imported and checked on its own.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dryRun = process.argv.includes('--dry-run');
  try {
    for (const series of SERIES) await refresh(series, dryRun);
  } catch (error) {
    console.error(`refresh-ons: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  }
}
