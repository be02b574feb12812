/**
 * What the top of an e-mail says about its words: while the site is a preview (content/site.json, status), that
 * the company and its figures are examples; and where a template's words differ from those signed off (the record,
 * content/approval.json; how it works: docs/approval.md), that it is awaiting approval. A production build refuses
 * e-mails not signed off, so on a production deploy no e-mail carries the second; a deploy preview or a local run
 * marks exactly the templates that changed. A template's words are read as the build reads them: its sample
 * e-mails (samples.ts) fingerprinted (../fingerprint.ts), once per template for the life of the instance.
 */
import signedOff from '../../../content/approval.json' with { type: 'json' };
import { approvalRecordSchema } from '../../lib/approvalRecord';
import { previewNotice } from '../../lib/site';
import { approvalMarks } from '../env';
import { fingerprintOf, mailLines } from '../fingerprint';
import type { Block } from './mail/compose';

const record = approvalRecordSchema.parse(signedOff);

const AWAITING_NOTICE: Block = {
  notice: {
    lead: 'Awaiting approval: not for publication.',
    text: 'The words of this e-mail have changed since they were signed off.',
  },
};
const EXAMPLE_NOTICE: Block | undefined = previewNotice
  ? { notice: { lead: 'Example.', text: previewNotice } }
  : undefined;

const verdicts = new Map<string, Promise<boolean>>();

/** Whether the e-mails of a template ("newsletter/welcome") read otherwise than signed off. */
function awaitingApproval(id: string): Promise<boolean> {
  let verdict = verdicts.get(id);
  if (!verdict) {
    verdict = (async () => {
      const { renderSamples } = await import('./samples');
      const mails = await renderSamples({ only: id, marks: false });
      return mails.some(({ name, message }) => record.emails[name] !== fingerprintOf(mailLines(message)));
    })();
    verdicts.set(id, verdict);
  }
  return verdict;
}

/**
 * The notices an e-mail starts with: the example notice while the site is a preview, then, with `marks` and unless
 * APPROVAL_MARKS=off, "Awaiting approval" if its template's words are not the signed-off ones.
 */
export async function noticesFor(id: string, marks = true): Promise<Block[]> {
  const awaiting = marks && approvalMarks() && (await awaitingApproval(id));
  return [...(awaiting ? [AWAITING_NOTICE] : []), ...(EXAMPLE_NOTICE ? [EXAMPLE_NOTICE] : [])];
}
