/**
 * Builds a message's HTML and plain-text parts from one letter (a heading and a list of blocks), so
 * the two parts always say the same thing. The HTML is branded, responsive mail built from React
 * Email's components (layout.ts); the text part is written from the same blocks, not stripped from
 * the HTML. Every value is text: React escapes it in the HTML, and both parts drop control and
 * bidi-override characters (letter.ts), so nothing a visitor typed can become markup or reorder
 * what a reader sees.
 */
import { site } from '../../../lib/site';
import { toHtml as htmlOf } from './layout';
import { checkedUrl, clean, companyLines, type Block, type Letter } from './letter';

export type { Block, Letter } from './letter';

/** The capital-at-risk warning in its one wording (content/site.json). */
export const riskWarning: Block = { notice: { lead: site.riskWarning.lead, text: site.riskWarning.text } };

/**
 * A message that asks the reader to confirm something by a signed link: what it is about, one
 * button, and what to do if they did not ask for it (doing nothing must be safe).
 */
export function confirmation(c: { text: string; button: { label: string; url: string }; ifNotYou: string }): Block[] {
  return [{ p: c.text }, { button: c.button }, { note: c.ifNotYou }];
}

/** Words by which a mail speaks of investing or its returns. */
const PROMOTES = /\b(?:invest\w*|returns?|yields?|roi|profits?|income|deals?)\b/i;

/** A block's words, as a reader sees them. */
export const textOf = (b: Block): string => {
  if ('p' in b) return b.p;
  if ('note' in b) return b.note;
  if ('quote' in b) return b.quote;
  if ('link' in b) return b.link.label;
  if ('button' in b) return b.button.label;
  if ('fields' in b) return b.fields.flat().join(' ');
  if ('figures' in b) return b.figures.flat().join(' ');
  if ('image' in b) return b.image.alt;
  return `${b.notice.lead} ${b.notice.text}`;
};
const isRisk = (b: Block) => 'notice' in b && b.notice.lead === site.riskWarning.lead;
const isAction = (b: Block) => 'button' in b || 'link' in b;

/**
 * A mail to a visitor that speaks of investing, returns or deals is a financial promotion: it carries
 * the capital-at-risk warning next to what it says (after the last such block or call to action, and
 * after a note that is that button's small print, so a confirmation's "if you did not ask" stays under
 * its button), unless the template placed the warning itself.
 */
export function withRiskWarning(blocks: Block[]): Block[] {
  if (blocks.some(isRisk)) return blocks;
  const last = blocks.findLastIndex((b) => PROMOTES.test(textOf(b)));
  if (last < 0) return blocks;
  let at = Math.max(last, blocks.findLastIndex(isAction)) + 1;
  if ('button' in blocks[at - 1]! && blocks[at] && 'note' in blocks[at]!) at += 1;
  return [...blocks.slice(0, at), riskWarning, ...blocks.slice(at)];
}

function blockText(b: Block): string {
  if ('p' in b) return clean(b.p);
  if ('note' in b) return clean(b.note);
  if ('link' in b) return `${clean(b.link.label)}: ${checkedUrl(b.link.url)}`;
  if ('button' in b) return `${clean(b.button.label)}:\n${checkedUrl(b.button.url)}`;
  if ('fields' in b || 'figures' in b) {
    const rows = 'fields' in b ? b.fields : b.figures;
    return rows.map(([label, value]) => `${clean(label)}: ${clean(value)}`).join('\n');
  }
  if ('image' in b) return `[${clean(b.image.alt)}]`;
  if ('notice' in b) return `${clean(b.notice.lead)} ${clean(b.notice.text)}`;
  return clean(b.quote)
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
}

/** The text part: the brand, the blocks separated by blank lines with links spelled out, then the signature. */
export function toText(blocks: Block[], footer: Block[] = []): string {
  const body = blocks.map(blockText).join('\n\n');
  const signature = [...footer.map(blockText), ...companyLines, `${site.email} · ${site.phone.display}`].join('\n');
  return `${site.companyName}\n\n${body}\n\n-- \n${signature}\n`;
}

/** The HTML part of a message built by hand (the daily summary); templates use renderMail. */
export function toHtml(heading: string, blocks: Block[], footer: Block[] = []): string {
  return htmlOf({ heading, blocks, footer });
}

/** Both parts of a letter; the text part underlines the heading. */
export function renderMail(letter: Letter): { html: string; text: string } {
  const heading = clean(letter.heading);
  const text = toText(
    [{ p: `${heading}\n${'='.repeat(Math.min(heading.length, 60))}` }, ...letter.blocks],
    letter.footer,
  );
  return { html: htmlOf(letter), text };
}
