/**
 * The calculator's submissions: every calculation stored as a lead, and one report e-mail per
 * calculation, stored first (its chart as a file beside it) and then sent with the existing retry.
 */
import { createHash } from 'node:crypto';
import type { ReportStatus } from '../lib/calculator';
import type { InflationResult } from '../lib/inflation';
import { normaliseEmail } from '../lib/forms/fields';
import type { Calculation } from '../lib/forms/inflation';
import { startDelivery } from './delivery';
import type { RunContext } from './env';
import { charts, FILE_STORES, pendingMail, reports, storeNames, submissions, type DeliveryStatus, type FileRef, type ReportRecord } from './records';
import { timeKey, withKeyLock, type Stored } from './store';


const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

/** The identity of a calculation: normalised address, amount to the penny, start month and data month. */
export function reportKey(email: string, amount: number, result: Pick<InflationResult, 'fromMonth' | 'toMonth'>): string {
  return sha256(['inflation-report:v1', normaliseEmail(email), amount.toFixed(2), result.fromMonth, result.toMonth].join('\n'));
}

/** Stores a calculation as a lead (it owes no e-mail of its own: the report is a record of its own). */
export async function recordCalculation(data: Calculation, result: InflationResult): Promise<void> {
  const key = timeKey();
  const store = submissions(storeNames['inflation-lead']);
  const created = await store.create(key, { kind: 'inflation-lead', key, createdAt: new Date().toISOString(), data, result, mail: {} });
  if (created === null) throw new Error(`key collision ${store.name}/${key}`);
}

function outcomeOf(status: DeliveryStatus | undefined, before: boolean): ReportStatus {
  if (status === 'sent') return before ? 'already-sent' : 'sent';
  return status === 'failed' ? 'undeliverable' : 'queued';
}

/**
 * Sends the report for a calculation unless one was already stored for it. The chart is written
 * first under its own digest, so a record never points to a missing file and a retry attaches
 * exactly the image the first attempt did.
 */
export async function requestReport(
  data: ReportRecord['data'],
  result: InflationResult,
  chart: { bytes: Uint8Array; width: number; height: number } | null,
  context?: RunContext,
): Promise<ReportStatus> {
  const key = reportKey(data.email, data.amount, result);
  const store = reports();
  const existing = await store.get(key);
  if (existing) return outcomeOf(existing.value.mail.report?.status, true);

  let chartRef: FileRef | undefined;
  let wroteChart = false;
  if (chart) {
    const { bytes, width, height } = chart;
    chartRef = { store: FILE_STORES.charts, key: sha256(bytes), contentType: 'image/jpeg', bytes: bytes.byteLength, width, height };
    wroteChart = await charts().put(chartRef.key, bytes, chartRef.contentType);
  }
  const record: ReportRecord = {
    kind: 'inflation-report', key, createdAt: new Date().toISOString(), data, result, chart: chartRef, mail: pendingMail('report'),
  };
  const etag = await withKeyLock(`report:${key}`, () => store.create(key, record));
  const stored: Stored<ReportRecord> | null = etag === null ? null : { value: record, etag };
  if (!stored) {
    const winner = await store.get(key);
    if (wroteChart && chartRef && winner?.value.chart?.key !== chartRef.key) await charts().delete(chartRef.key).catch(() => undefined);
    return outcomeOf(winner?.value.mail.report?.status, true);
  }
  const outcomes = await startDelivery({ store: store.name, key }, stored, context);
  return outcomeOf(outcomes.report?.status, false);
}
