/**
 * The daily operations summary: every section (sections.ts) is checked, and if any has something to
 * report, one e-mail goes to the company inbox with each such section under its heading. Only after it
 * is sent do the sections mark what they reported; if it cannot be sent, nothing is marked and the
 * next run reports it all again. A section that fails to check is itself reported.
 */
import { site } from '../../lib/site';
import { mailSettings } from '../env';
import { describeError } from '../log';
import { toHtml, toText, type Block } from '../outbox/mail/compose';
import { transport } from '../outbox/transport';
import { headerSafe } from '../text';
import { sections as registered } from './sections';
import type { Finding, SummaryContext, SummarySection } from './section';

const SUMMARY_HEADING = 'Daily website summary';

/** Sends the summary if any section has something to report (quiet ones ride along); returns the headlines that sent it (none: nothing sent). */
export async function sendDailySummary(
  ctx: Partial<SummaryContext> = {},
  sections: SummarySection[] = registered,
): Promise<string[]> {
  const run: SummaryContext = { now: ctx.now ?? new Date(), context: ctx.context };
  const found: { title: string; finding: Finding }[] = [];
  for (const section of sections) {
    try {
      const finding = await section.check(run);
      if (finding) found.push({ title: section.title, finding });
    } catch (error) {
      found.push({
        title: section.title,
        finding: {
          headline: `${section.title}: not checked`,
          blocks: [{ p: `This could not be checked today: ${describeError(error).split('\n')[0]}` }],
        },
      });
    }
  }
  const headlines = found.filter((f) => !f.finding.quiet).map((f) => f.finding.headline);
  if (headlines.length === 0) return [];
  const blocks: Block[] = found.flatMap(({ title, finding }) => [
    { p: `${title}: ${finding.headline}` },
    ...finding.blocks,
  ]);
  const settings = mailSettings();
  await transport().send({
    to: settings.companyInbox,
    from: headerSafe(settings.from, 200),
    subject: headerSafe(`${SUMMARY_HEADING}: ${headlines.join('; ')} | ${site.companyName}`, 200),
    text: toText([{ p: SUMMARY_HEADING }, ...blocks]),
    html: toHtml(SUMMARY_HEADING, blocks),
    tag: 'daily-summary',
    messageStream: settings.messageStream,
  });
  for (const { finding } of found) await finding.reported?.();
  return headlines;
}
