/**
 * The HTML part of every message: React Email components (tables, inline styles, a button that keeps
 * its padding in Outlook; copied into vendor/ by scripts/build/vendor-react-email.mjs) in the site's colours
 * and type, rendered by React DOM. Light colours are inline, so every client shows them; a
 * small <style> adds dark mode (Apple Mail, Outlook.com, Outlook for Mac) and phone padding. Text
 * only, no remote image or font: nothing is blocked or fetched, the brand is the company name set in
 * type. Plain `createElement` keeps the module loadable by Node's type stripping.
 */
import { createElement as h, type CSSProperties, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Html,
  Img,
  Link,
  Preview,
  Section,
  Text,
} from './vendor/react-email.js';
import { element, elements, fragment, insert, parseHtml, remove, writeHtml } from '../../../lib/html';
import { site } from '../../../lib/site';
import { checkedUrl, clean, companyLines, previewOf, type Block, type Letter } from './letter';
import { WIDTH, dark, light, tokens } from './theme';

const font = tokens.font;
const text: CSSProperties = {
  fontFamily: font,
  fontSize: '16px',
  lineHeight: '26px',
  color: light.text,
  margin: '0 0 16px',
};
const small: CSSProperties = { ...text, fontSize: '14px', lineHeight: '22px', color: light.muted };
// Long addresses and links in a visitor's words wrap instead of widening the message.
const wrap: CSSProperties = { overflowWrap: 'anywhere', wordBreak: 'break-word' };
const presentation = { role: 'presentation', border: 0, cellPadding: 0, cellSpacing: 0, width: '100%' } as const;

/** Dark mode where the client supports it, Outlook.com's own dark mode, and phone spacing. */
const css = `
:root{color-scheme:light dark;supported-color-schemes:light dark}
@media (prefers-color-scheme:dark){
.em-page,.em-page>table>tbody>tr>td{background-color:${dark.page}!important}
.em-card{background-color:${dark.card}!important}
.em-band{background-color:${dark.band}!important}
.em-h{color:${dark.heading}!important}
.em-t{color:${dark.text}!important}
.em-m{color:${dark.muted}!important}
.em-a{color:${dark.link}!important}
.em-panel{background-color:${dark.panel}!important}
.em-rule{border-color:${dark.rule}!important}
.em-quote{border-color:${dark.quoteRule}!important}
.em-notice{background-color:${dark.notice}!important;border-color:${dark.noticeRule}!important}
}
[data-ogsc] .em-h{color:${dark.heading}!important}
[data-ogsc] .em-t{color:${dark.text}!important}
[data-ogsc] .em-m{color:${dark.muted}!important}
[data-ogsc] .em-a{color:${dark.link}!important}
[data-ogsb] .em-card{background-color:${dark.card}!important}
[data-ogsb] .em-panel,[data-ogsb] .em-notice{background-color:${dark.panel}!important}
@media only screen and (max-width:480px){
.em-pad{padding-left:20px!important;padding-right:20px!important}
.em-edge{border-radius:0!important}
.em-h1{font-size:24px!important;line-height:30px!important}
.em-stack{display:block!important;width:100%!important;box-sizing:border-box}
.em-stack-first{border-bottom:0!important;padding-bottom:0!important}
.em-btn-table{width:100%!important}
.em-btn{display:block!important;text-align:center!important}
}`;

/** Classic Outlook for Windows shows Times New Roman for a font stack it cannot read. */
const MSO_FONT = `<!--[if mso]><style>table,td,p,a,h1,span,strong{font-family:'Segoe UI',Arial,sans-serif!important}</style><![endif]-->`;

/** Lines of a paragraph with their breaks. */
function lines(value: string): ReactNode[] {
  return clean(value)
    .split('\n')
    .flatMap((line, i) => (i ? [h('br', { key: `b${i}` }), line] : [line]));
}

/** One or more paragraphs (a blank line starts a new one). */
function paragraphs(
  value: string,
  style: CSSProperties,
  className: string,
  key: string,
  extra: Record<string, string> = {},
): ReactNode[] {
  return clean(value)
    .split(/\n{2,}/)
    .map((p, i) => h(Text, { key: `${key}-${i}`, className, style, ...extra }, ...lines(p)));
}

/** A label and a value, and whether a rule closes the row (every row of a list of fields; all but a panel's last). */
interface RowProps {
  label: string;
  value: string;
  rule: boolean;
}

/** A table cell's common style: figures sit closer to the panel's edge than fields. */
const cell = (rule: boolean, figures: boolean): CSSProperties => ({
  fontFamily: font,
  padding: figures ? '10px 0' : '10px 12px 10px 0',
  borderBottom: rule ? `1px solid ${light.rule}` : 'none',
  verticalAlign: 'top',
});

/** A field of an enquiry: the label as a header cell, the visitor's words beside it (under it on a phone). */
function FieldRow({ label, value, rule }: RowProps): ReactNode {
  const style = cell(rule, false);
  return h(
    'tr',
    null,
    h(
      'th',
      {
        align: 'left',
        className: 'em-m em-rule em-stack em-stack-first',
        style: {
          ...style,
          width: '36%',
          fontSize: '14px',
          lineHeight: '22px',
          fontWeight: 700,
          color: light.muted,
          textAlign: 'left',
        },
      },
      clean(label),
    ),
    h(
      'td',
      {
        dir: 'auto',
        className: 'em-t em-rule em-stack',
        style: { ...style, ...wrap, paddingRight: 0, fontSize: '15px', lineHeight: '22px', color: light.text },
      },
      ...lines(value),
    ),
  );
}

/** A figure of a calculation: its label, and the amount right-aligned in bold. */
function FigureRow({ label, value, rule }: RowProps): ReactNode {
  const style = cell(rule, true);
  return h(
    'tr',
    null,
    h(
      'td',
      { className: 'em-t em-rule', style: { ...style, fontSize: '15px', lineHeight: '22px', color: light.text } },
      clean(label),
    ),
    h(
      'td',
      {
        align: 'right',
        className: 'em-h em-rule',
        style: {
          ...style,
          paddingLeft: '12px',
          fontSize: '17px',
          lineHeight: '22px',
          fontWeight: 700,
          color: light.heading,
          textAlign: 'right',
          whiteSpace: 'nowrap',
          fontVariantNumeric: 'tabular-nums',
        },
      },
      clean(value),
    ),
  );
}

/** Label and value rows: a list of fields, or a calculation's figures (no rule under the last). */
function Rows({ items, figures }: { items: [string, string][]; figures: boolean }): ReactNode {
  const last = items.length - 1;
  const Row = figures ? FigureRow : FieldRow;
  return h(
    'table',
    presentation,
    h(
      'tbody',
      null,
      items.map(([label, value], i) => h(Row, { key: i, label, value, rule: i < last || !figures })),
    ),
  );
}

/** The footer's small print: its notes and links at the size of the company details. */
const fine: CSSProperties = { ...small, fontSize: '13px', lineHeight: '20px', margin: '0 0 12px' };

/** A link in a sentence of its own; in the footer, at the small print's size and weight. */
function LinkLine({ link, footer }: { link: { label: string; url: string }; footer: boolean }): ReactNode {
  return h(
    Text,
    { className: footer ? 'em-m' : 'em-t', style: footer ? fine : text },
    h(
      Link,
      {
        href: checkedUrl(link.url),
        className: 'em-a',
        style: { color: light.link, textDecorationLine: 'underline', fontWeight: footer ? 400 : 600, ...wrap },
      },
      clean(link.label),
    ),
  );
}

/** The call to action. The cell's colour shows in Outlook, which ignores the link's padding and radius; elsewhere the link is the button. */
function CallToAction({ button }: { button: { label: string; url: string } }): ReactNode {
  const link = h(
    Button,
    {
      href: checkedUrl(button.url),
      className: 'em-btn',
      style: {
        backgroundColor: light.button,
        color: light.buttonText,
        fontFamily: font,
        fontSize: '16px',
        fontWeight: 700,
        lineHeight: '20px',
        padding: '14px 28px',
        borderRadius: '999px',
        textAlign: 'center',
      },
    },
    clean(button.label),
  );
  const td = h(
    'td',
    { align: 'center', bgcolor: light.button, style: { backgroundColor: light.button, borderRadius: '999px' } },
    link,
  );
  return h(
    'table',
    {
      role: 'presentation',
      border: 0,
      cellPadding: 0,
      cellSpacing: 0,
      className: 'em-btn-table',
      style: { margin: '8px 0 24px' },
    },
    h('tbody', null, h('tr', null, td)),
  );
}

/** An image attached to the message (by content id), as wide as the message at most. */
function Picture({ image }: { image: { src: string; alt: string; width: number; height: number } }): ReactNode {
  const { src, alt, width, height } = image;
  return h(
    Section,
    { style: { margin: '0 0 20px' } },
    h(Img, {
      src: checkedUrl(src, true),
      alt: clean(alt),
      width,
      height,
      style: {
        width: '100%',
        maxWidth: `${width}px`,
        height: 'auto',
        borderRadius: '8px',
        border: `1px solid ${light.rule}`,
        fontFamily: font,
        fontSize: '14px',
        color: light.muted,
      },
    }),
  );
}

/** A boxed warning: its first sentence in bold. */
function Notice({ notice }: { notice: { lead: string; text: string } }): ReactNode {
  return h(
    Section,
    {
      className: 'em-notice',
      style: {
        backgroundColor: light.notice,
        borderLeft: `4px solid ${light.noticeRule}`,
        borderRadius: '8px',
        margin: '0 0 20px',
        padding: '12px 16px',
      },
    },
    h(
      Text,
      { className: 'em-t', style: { ...text, fontSize: '14px', lineHeight: '22px', margin: 0 } },
      h('strong', null, clean(notice.lead)),
      ' ',
      clean(notice.text),
    ),
  );
}

/** A visitor's own words, set off by a rule, in the direction they were written. */
function Quote({ quote, id }: { quote: string; id: string }): ReactNode {
  return h(
    Section,
    {
      className: 'em-quote',
      style: { borderLeft: `4px solid ${light.quoteRule}`, margin: '0 0 20px', padding: '2px 0 2px 16px' },
    },
    paragraphs(quote, { ...text, ...wrap, margin: '8px 0' }, 'em-t', id, { dir: 'auto' }),
  );
}

/** A block as HTML: in the footer, paragraphs, notes and links are small print. */
function block(b: Block, key: string, footer = false): ReactNode {
  if ('p' in b) return paragraphs(b.p, footer ? fine : text, footer ? 'em-m' : 'em-t', key);
  if ('note' in b) return paragraphs(b.note, footer ? fine : small, 'em-m', key);
  if ('link' in b) return h(LinkLine, { key, link: b.link, footer });
  if ('button' in b) return h(CallToAction, { key, button: b.button });
  if ('fields' in b)
    return h(Section, { key, style: { margin: '0 0 20px' } }, h(Rows, { items: b.fields, figures: false }));
  if ('figures' in b) {
    const panel = { backgroundColor: light.panel, borderRadius: '12px', margin: '0 0 20px', padding: '6px 20px' };
    return h(Section, { key, className: 'em-panel', style: panel }, h(Rows, { items: b.figures, figures: true }));
  }
  if ('image' in b) return h(Picture, { key, image: b.image });
  if ('notice' in b) return h(Notice, { key, notice: b.notice });
  return h(Quote, { key, quote: b.quote, id: key });
}

/** The side padding of the message's three bands (20px on a phone, em-pad). */
const pad = { paddingLeft: '32px', paddingRight: '32px' };

function MessageHead({ heading }: { heading: string }): ReactNode {
  return h(
    Head,
    null,
    h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
    // Stops phones turning figures and the registered office into links of their own.
    h('meta', { name: 'format-detection', content: 'telephone=no, date=no, address=no, email=no' }),
    h('meta', { name: 'color-scheme', content: 'light dark' }),
    h('meta', { name: 'supported-color-schemes', content: 'light dark' }),
    h('title', null, clean(heading)),
    h('style', { dangerouslySetInnerHTML: { __html: css } }),
  );
}

/** The brand: the company name set in type on the band, over an accent rule. */
function Band(): ReactNode {
  const style: CSSProperties = {
    fontFamily: font,
    fontSize: '19px',
    lineHeight: '24px',
    fontWeight: 800,
    letterSpacing: '-0.01em',
    color: light.bandText,
    margin: 0,
  };
  return h(
    Section,
    {
      className: 'em-band em-edge',
      style: {
        backgroundColor: light.band,
        borderBottom: `4px solid ${light.accent}`,
        borderRadius: '12px 12px 0 0',
        ...pad,
        paddingTop: '18px',
        paddingBottom: '18px',
      },
      tdClassName: 'em-pad',
    },
    h(Text, { style }, site.companyName),
  );
}

/** The card: the heading, then the letter's blocks. */
function Card({ letter }: { letter: Letter }): ReactNode {
  const style: CSSProperties = {
    fontFamily: font,
    fontSize: '26px',
    lineHeight: '32px',
    fontWeight: 800,
    letterSpacing: '-0.02em',
    color: light.heading,
    margin: '0 0 20px',
  };
  return h(
    Section,
    {
      className: 'em-card em-edge',
      style: {
        backgroundColor: light.card,
        borderRadius: '0 0 12px 12px',
        ...pad,
        paddingTop: '28px',
        paddingBottom: '16px',
      },
      tdClassName: 'em-pad',
    },
    h(Heading, { as: 'h1', className: 'em-h em-h1', style }, clean(letter.heading)),
    letter.blocks.map((b, i) => block(b, `b${i}`)),
  );
}

/** Under the card: the letter's footer lines, the company's details, its e-mail address and phone number. */
function Footer({ blocks }: { blocks: Block[] }): ReactNode {
  const detail = { ...small, fontSize: '12px', lineHeight: '18px' };
  const contact = (href: string, label: string) =>
    h(Link, { href, className: 'em-a', style: { color: light.link, textDecorationLine: 'underline' } }, label);
  return h(
    Section,
    { style: { ...pad, paddingTop: '20px' }, tdClassName: 'em-pad' },
    blocks.map((b, i) => block(b, `f${i}`, true)),
    companyLines.map((line, i) =>
      h(Text, { key: `c${i}`, className: 'em-m', style: { ...detail, margin: '0 0 4px' } }, line),
    ),
    h(
      Text,
      { className: 'em-m', style: { ...detail, margin: '8px 0 0' } },
      contact(`mailto:${site.email}`, site.email),
      ' · ',
      contact(`tel:${site.phone.tel}`, site.phone.display),
    ),
  );
}

function Message({ letter }: { letter: Letter }): ReactNode {
  return h(
    Html,
    { lang: 'en-GB', dir: 'ltr' },
    h(MessageHead, { heading: letter.heading }),
    h(
      Body,
      {
        lang: 'en-GB',
        className: 'em-page',
        style: { backgroundColor: light.page, margin: 0, padding: '24px 0', fontFamily: font },
      },
      h(Preview, { useTitleTag: false, children: previewOf(letter) }),
      // Classic Outlook reads the width attribute (600); every other client the CSS, which fits a phone.
      h(
        Container,
        { width: WIDTH, style: { width: '100%', maxWidth: `${WIDTH}px`, margin: '0 auto' } },
        h(Band),
        h(Card, { letter }),
        h(Footer, { blocks: letter.footer ?? [] }),
      ),
    ),
  );
}

/** The doctype React Email's renderer gives, which mail clients expect. */
const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * The HTML part of a letter: React's `renderToStaticMarkup`, the markup React Email's `render`
 * streams, without that package's plain-text and pretty-print dependencies (our text part is
 * written, not converted). React adds an image preload link to the head for each <img>: a mail has
 * no use for it.
 */
export function toHtml(letter: Letter): string {
  const mail = parseHtml(renderToStaticMarkup(h(Message, { letter })));
  for (const link of elements(mail, (el) => el.name === 'link' && el.attribs.rel === 'preload')) remove(link);
  const head = element(mail, (el) => el.name === 'head');
  if (head) insert(head, fragment(MSO_FONT));
  return `${DOCTYPE}${writeHtml(mail)}`;
}
