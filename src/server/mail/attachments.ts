/**
 * The files a record's e-mail carries, read from the file store the record points to, so a retry
 * attaches exactly the bytes the first attempt did (the key is their digest, checked on reading).
 */
import { createHash } from 'node:crypto';
import type { SubmissionRecord } from '../records';
import { FileStore } from '../store';
import { CHART_CID } from './templates';
import type { MailAttachment } from './transport';

export async function attachmentsFor(record: SubmissionRecord, name: string): Promise<MailAttachment[] | undefined> {
  if (record.kind !== 'inflation-report' || name !== 'report' || !record.chart) return undefined;
  const { store, key, contentType } = record.chart;
  const bytes = await new FileStore(store).get(key);
  if (!bytes) throw new Error(`attachment ${store}/${key} is missing`);
  if (createHash('sha256').update(bytes).digest('hex') !== key) throw new Error(`attachment ${store}/${key} does not match its digest`);
  return [{ name: CHART_CID.slice(4), content: Buffer.from(bytes).toString('base64'), contentType, contentId: CHART_CID }];
}
