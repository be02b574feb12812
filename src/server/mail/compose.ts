/**
 * Builds a message's HTML and plain-text parts from one letter (a heading and a list of blocks), so
 * the two parts always say the same thing. The HTML is branded, responsive mail rendered with React
 * Email (layout.ts); the text part is written from the same blocks, not stripped from the HTML.
 * Every value is text: React escapes it in the HTML, and both parts drop control and bidi-override
 * characters, so nothing a visitor typed can become markup or reorder what a reader sees.
 */
import { site } from '../../lib/site';

export type Block =
  | { p: string }
  /** A link in a sentence of its own: secondary actions. */
  | { link: { label: string; url: string } }
  /** The mail's call to action: a button that works without images or CSS support. */
  | { button: { label: string; url: string } }
  /** Label and value rows, such as the fields of an enquiry. */
  | { fields: [label: string, value: string][] }
  /** A calculation's figures: labels and right-aligned amounts in a panel. */
  | { figures: [label: string, value: string][] }
  | { quote: string }
  | { image: { src: string; alt: string; width: number; height: number } }
  /** A boxed warning: a bold first sentence, then the rest (the capital-at-risk warning). */
  | { notice: { lead: string; text: string } }
  /** Small print in the body, such as "if you did not ask for this". */
  | { note: string };

/** What a message says: rendered into both parts. */
export interface Letter {
  heading: string;
  blocks: Block[];
  /** Lines under the company details, such as the unsubscribe link. */
  footer?: Block[];
  /** The inbox preview; by default the first paragraph that is more than a greeting. */
  preview?: string;
}

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

const textOf = (b: Block): string => {
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
 * the capital-at-risk warning next to what it says (after the last such block or call to action),
 * unless the template placed the warning itself.
 */
export function withRiskWarning(blocks: Block[]): Block[] {
  if (blocks.some(isRisk)) return blocks;
  const last = blocks.findLastIndex((b) => PROMOTES.test(textOf(b)));
  if (last < 0) return blocks;
  const at = Math.max(last, blocks.findLastIndex(isAction)) + 1;
  return [...blocks.slice(0, at), riskWarning, ...blocks.slice(at)];
}

/** C0/C1 controls (but tab and line feed) and bidi embeddings, overrides and isolates. */
const UNSAFE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

/** A value as either part shows it: line breaks normalised, unsafe characters removed. */
export function clean(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(UNSAFE, '');
}

/** Schemes a message may link to; images only by content id (an attachment), never fetched. */
const LINK = /^(?:https?:\/\/|mailto:|tel:)/i;

/** A URL the template built, refused if it is not a link a mail should carry. */
export function checkedUrl(url: string, image = false): string {
  if (image ? !/^cid:[\w.@-]+$/i.test(url) : !LINK.test(url)) throw new Error(`mail: refused ${image ? 'image' : 'link'} URL ${JSON.stringify(url.slice(0, 60))}`);
  return url;
}

/** The first paragraph that says something (a greeting such as "Hello," is skipped). */
export function previewOf(letter: Letter): string {
  if (letter.preview) return clean(letter.preview);
  const first = letter.blocks.find((b): b is { p: string } => 'p' in b && b.p.length >= 30);
  return clean(first?.p ?? letter.heading).replace(/\s+/g, ' ');
}

/** The company's details, in every message's footer (company name, number and registered office). */
export const companyLines = [
  `${site.legalName}. Registered in ${site.registeredIn}, company number ${site.companyNumber}.`,
  `Registered office: ${site.registeredOffice}.`,
];

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
  return clean(b.quote).split('\n').map((line) => `> ${line}`).join('\n');
}

/** Plain text: the brand, the heading underlined, blocks separated by blank lines, links spelled out, then the signature. */
export function toText(letter: Letter): string {
  const heading = clean(letter.heading);
  const body = letter.blocks.map(blockText).join('\n\n');
  const footer = [...(letter.footer ?? []).map(blockText), ...companyLines, `${site.email} · ${site.phone.display}`].join('\n');
  return `${site.companyName}\n\n${heading}\n${'='.repeat(Math.min(heading.length, 60))}\n\n${body}\n\n-- \n${footer}\n`;
}

let layout: Promise<typeof import('./layout')> | undefined;

/**
 * Both parts of a message. The renderer (React Email) loads on the first message a process sends,
 * so functions that send nothing never load it.
 */
export async function renderMail(letter: Letter): Promise<{ html: string; text: string }> {
  const text = toText(letter);
  layout ??= import('./layout').catch((error: unknown) => {
    layout = undefined;
    throw error;
  });
  const html = await (await layout).toHtml(letter);
  return { html, text };
}
