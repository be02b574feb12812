/**
 * Builds a message's plain-text and HTML parts from one list of blocks, escaping every value once,
 * so the two parts always say the same thing.
 */
import { escapeHtml, paragraphs } from '../text';

export type Block =
  | { p: string }
  | { link: { label: string; url: string } }
  | { fields: [label: string, value: string][] }
  | { quote: string }
  | { image: { src: string; alt: string; width: number; height: number } };

/** Plain text: blocks separated by blank lines, links spelled out. */
export function toText(blocks: Block[], footer: Block[] = []): string {
  const render = (b: Block): string => {
    if ('p' in b) return b.p;
    if ('link' in b) return `${b.link.label}: ${b.link.url}`;
    if ('fields' in b) return b.fields.map(([label, value]) => `${label}: ${value}`).join('\n');
    if ('image' in b) return `[${b.image.alt}]`;
    return b.quote.split('\n').map((line) => `> ${line}`).join('\n');
  };
  const body = blocks.map(render).join('\n\n');
  return footer.length ? `${body}\n\n--\n${footer.map(render).join('\n')}\n` : `${body}\n`;
}

/** HTML that mail clients render without a stylesheet. */
export function toHtml(heading: string, blocks: Block[], footer: Block[] = []): string {
  const render = (b: Block): string => {
    if ('p' in b) return paragraphs(b.p);
    if ('link' in b) return `<p><a href="${escapeHtml(b.link.url)}">${escapeHtml(b.link.label)}</a></p>`;
    if ('fields' in b) {
      const rows = b.fields.map(
        ([label, value]) => `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
      );
      return `<table cellpadding="4">${rows.join('')}</table>`;
    }
    if ('image' in b) {
      const { src, alt, width, height } = b.image;
      return `<p><img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}" width="${width}" height="${height}" style="max-width:100%;height:auto"></p>`;
    }
    return `<blockquote>${paragraphs(b.quote)}</blockquote>`;
  };
  const foot = footer.length ? `<hr><small>${footer.map(render).join('')}</small>` : '';
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(heading)}</title></head><body><h1>${escapeHtml(heading)}</h1>${blocks.map(render).join('\n')}${foot}</body></html>`;
}
