/** The files a record's e-mail carries: the report's chart, stored with the report request. */
import type { SubmissionRecord } from '../records';
import { CHART_CID } from './templates';
import type { MailAttachment } from './transport';

export function attachmentsFor(record: SubmissionRecord, name: string): MailAttachment[] | undefined {
  if (record.kind !== 'inflation-report' || name !== 'report' || !record.chart) return undefined;
  const { bytes, contentType } = record.chart;
  return [{ name: CHART_CID.slice(4), content: Buffer.from(bytes).toString('base64'), contentType, contentId: CHART_CID }];
}
