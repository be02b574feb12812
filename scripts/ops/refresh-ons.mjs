#!/usr/bin/env node
/**
 * Refreshes the committed ONS price indices the inflation calculator uses (content/data/*.csv), by hand.
 *
 * Usage (needs internet access):
 *   node scripts/ops/refresh-ons.mjs            download both series and rewrite the CSVs
 *   node scripts/ops/refresh-ons.mjs --dry-run  download and check, print what would change, write nothing
 *
 * Production builds fetch newer months by themselves (scripts/build/ons-build-data.mjs); the committed copy
 * is what local runs and tests use, and what production falls back to when ONS cannot be used, so
 * refresh it now and then. It downloads ONS's "full unfiltered time series" CSV of each series (URLs
 * in content/data/SOURCES.md; ONS_BASE_URL changes the address) and makes the same checks as the
 * build (src/server/ons/series.ts): the series id, contiguous months with no gap, each month's change
 * within plausible bounds. It lists every past month ONS revised, so a reviewer sees them in the diff,
 * and, unlike the unattended build, writes even a large revision. Afterwards: update the month ranges
 * and release dates in SOURCES.md, run `npx vitest run`, rebuild, and commit the CSVs with SOURCES.md.
 */
import '../build/ts-hooks.mjs';

const { refreshOnsData } = await import('../../src/server/ons/refresh.ts');

const dryRun = process.argv.includes('--dry-run');
const outcomes = await refreshOnsData({
  dataDir: new URL('../../content/data/', import.meta.url),
  base: process.env.ONS_BASE_URL || undefined,
  unattended: false,
  write: !dryRun,
});
for (const { message } of outcomes) console.log(message);
if (outcomes.some((o) => o.result === 'kept')) process.exitCode = 1;
