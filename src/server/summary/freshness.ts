/**
 * The daily summary's "inflation data" section: the month each series of this deploy runs to, how
 * many ONS releases it is behind by ONS's release calendar, and whether the team must act: more than
 * one release behind, or a build requested for a new month that did not bring it.
 */
import { addMonths, monthLabel, type MonthKey, type OnsData } from '../../lib/inflation';
import { ons } from '../../lib/onsData';
import { env } from '../env';
import { latestBuildRequest } from '../ons/check';
import { monthsBetween, ukDate } from '../ons/series';
import type { SummarySection } from './section';

/** What the section says: its lines, and whether the team must act. */
export interface Freshness {
  title: string;
  lines: string[];
  /** True when the team must act: the summary is then sent for this section alone. */
  needsAttention: boolean;
}

/**
 * ONS publishes CPI and RPI for a month at 7:00 on a Wednesday in the middle of the next month (on
 * days from the 11th to the 26th in recent years). From the 28th, the month before is certainly out;
 * before it, only the month before that is certain.
 */
const CERTAINLY_OUT_FROM_DAY = 28;

/** The newest month ONS has certainly published by `today` (UK time). */
export function certainlyPublished(today: Date): MonthKey {
  const { month, day } = ukDate(today);
  return addMonths(month, day >= CERTAINLY_OUT_FROM_DAY ? -1 : -2);
}

/** A build request still waiting for its month this long has failed, or kept the committed figures. */
const BUILD_GRACE_MS = 6 * 3600_000;

const utc = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

export interface FreshnessInput {
  data: OnsData;
  today: Date;
  /** The newest build the scheduled ONS check requested; null when it could not be read. */
  lastRequest: { month: MonthKey; requestedAt: Date } | undefined | null;
  hookConfigured: boolean;
}

/** The section from what this deploy holds, the date, and the newest build request. */
export function freshnessSection({ data, today, lastRequest, hookConfigured }: FreshnessInput): Freshness {
  const published = certainlyPublished(today);
  const behind = Math.max(0, monthsBetween(data.cpi.last, published));
  const lines = [
    `The calculator's figures (CPI, series D7BT) run to ${monthLabel(data.cpi.last)}; RPI (CHAW), used only for 1987, to ${monthLabel(data.rpi.last)}.`,
    `By ONS's release calendar ${monthLabel(published)} is published by now: ${behind === 0 ? 'the site has it' : `the site is ${behind} release${behind === 1 ? '' : 's'} behind`}.`,
  ];
  let needsAttention = behind > 1;
  if (
    lastRequest &&
    lastRequest.month > data.cpi.last &&
    today.getTime() - lastRequest.requestedAt.getTime() > BUILD_GRACE_MS
  ) {
    needsAttention = true;
    lines.push(
      `A production build was requested at ${utc(lastRequest.requestedAt)} for ${monthLabel(lastRequest.month)}, but this deploy runs to ${monthLabel(data.cpi.last)}: that build failed or kept the committed figures (its deploy log's [ons-data] lines say why).`,
    );
  }
  if (lastRequest === null) lines.push('The record of requested builds could not be read (database unavailable).');
  if (!hookConfigured)
    lines.push('BUILD_HOOK_URL is not set: new ONS months reach the site only when someone deploys.');
  if (needsAttention) {
    lines.push(
      'To catch up: "Trigger deploy" in Netlify (the build fetches from ONS), or refresh the committed CSVs with scripts/ops/refresh-ons.mjs and push.',
    );
  }
  return { title: 'Inflation data (ONS)', lines, needsAttention };
}

/** The freshness of this deploy's data now. */
export async function dataFreshnessSection(today = new Date()): Promise<Freshness> {
  const lastRequest = await latestBuildRequest().catch(() => null);
  return freshnessSection({ data: ons, today, lastRequest, hookConfigured: Boolean(env('BUILD_HOOK_URL')) });
}

/** The daily summary's section: always shown as a status line, and sends the summary on its own when behind. */
export const dataFreshness: SummarySection = {
  title: 'Inflation data (ONS)',
  async check({ now }) {
    const f = await dataFreshnessSection(now);
    return {
      headline: f.needsAttention ? 'needs attention' : 'up to date',
      blocks: f.lines.map((p) => ({ p })),
      quiet: !f.needsAttention,
    };
  },
};
