/**
 * What a message is made of, shared by its two renderers (compose.ts for text, layout.ts for HTML):
 * the blocks, and the rules every value passes on its way into either part.
 */
import { site } from '../../../lib/site';

export type Block =
  | { p: string }
  /** A link in a sentence of its own: secondary actions. */
  | { link: { label: string; url: string } }
  /** The mail's call to action: a button that works without images or CSS support. */
  | { button: { label: string; url: string } }
  /** Label and value rows, such as the fields of a contact message. */
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

/** C0/C1 controls (but tab and line feed) and bidi embeddings, overrides and isolates. */
// eslint-disable-next-line no-control-regex -- control characters are what this finds
const UNSAFE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

/** A value as either part shows it: line breaks normalised, unsafe characters removed. */
export function clean(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(UNSAFE, '');
}

/** Schemes a message may link to; images only by content id (an attachment), never fetched. */
const LINK = /^(?:https?:\/\/|mailto:|tel:)/i;

/** A URL the template built, refused if it is not a link a mail should carry. */
export function checkedUrl(url: string, image = false): string {
  if (image ? !/^cid:[\w.@-]+$/i.test(url) : !LINK.test(url))
    throw new Error(`mail: refused ${image ? 'image' : 'link'} URL ${JSON.stringify(url.slice(0, 60))}`);
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
