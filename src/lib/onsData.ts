/**
 * The shipped ONS series (content/data/*.csv), parsed once. For pages and functions only: an island
 * importing this would carry both CSVs to the browser. The text imports are native to Netlify's
 * function bundler (esbuild); scripts/build/text-import.mjs gives Astro and vitest the same meaning.
 */
import cpiCsv from '../../content/data/ons-cpi-d7bt.csv' with { type: 'text' };
import rpiCsv from '../../content/data/ons-rpi-chaw.csv' with { type: 'text' };
import { loadOnsData } from './inflation';

export const ons = loadOnsData(cpiCsv, rpiCsv);
