#!/usr/bin/env node
/**
 * The production build's data step (`npm run build` runs it before `astro build`). On Netlify's
 * production builds it downloads CPI (D7BT) and RPI (CHAW) from ONS and, for each series that passes
 * every check (src/server/ons/series.ts), rewrites its CSV in content/data/ before the pages are built.
 * Netlify bundles the functions after the build command, from the same files, so the pages, the
 * functions and the report e-mail all read the same months. A series that cannot be downloaded or
 * fails a check keeps its committed CSV and the build log says so; ONS never fails the build.
 *
 * Everywhere else (local builds, deploy previews; `npm start` and `npm test` run `astro build` alone)
 * it uses the committed CSVs and touches no network. ONS_FETCH=1 fetches anyway and ONS_BASE_URL
 * points it elsewhere (a local stand-in); ONS_FETCH=0 never fetches. `--data-dir=<folder>` works on a
 * copy of content/data/.
 */
import { fileURLToPath } from 'node:url';
import './ts-hooks.mjs';

const { buildDataStep } = await import('../../src/server/ons/refresh.ts');

const dataDir =
  process.argv.find((a) => a.startsWith('--data-dir='))?.slice('--data-dir='.length) ??
  fileURLToPath(new URL('../../content/data/', import.meta.url));
for (const line of await buildDataStep(dataDir, process.env)) console.log(`[ons-data] ${line}`);
