/**
 * The fingerprint of words an approver signs off (src/lib/approvalRecord.ts): SHA-256 of a page's or e-mail's lines,
 * in order, the first 16 hexadecimal digits of it. The same function for the build, the sign-off command and the
 * functions, which mark an e-mail whose words differ from the signed-off ones.
 */
import { createHash } from 'node:crypto';
import { approvalLines, documentLines, isLive } from '../lib/approvalRecord.ts';
import { tidy } from '../lib/claims/pageText.ts';
import { elements, parseHtml, textOf } from '../lib/html.ts';

export const fingerprintOf = (lines: readonly string[]): string =>
  createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16);

/**
 * What an approver signs off in an e-mail: its subject, its HTML part as a page (its live figures as "…"), and its
 * text part paragraph by paragraph, with the HTML's live figures read as "…" there too.
 */
export function mailLines(mail: { subject: string; html: string; text: string }): string[] {
  const document = parseHtml(mail.html);
  const live = elements(document, isLive).map((el) => tidy(textOf(el)));
  const html = documentLines(document).filter((l) => !l.startsWith('title: '));
  // A link spelled out in the text part is where it leads, not words: the deploy's own address varies.
  const text = mail.text
    .split(/\n\s*\n/)
    .map((p) => ({ where: 'text part', text: tidy(p.replace(/\b(?:https?:\/\/|mailto:|tel:)\S+/g, '…')) }));
  return [...approvalLines([{ where: 'subject', text: mail.subject }], live), ...html, ...approvalLines(text, live)];
}
