/**
 * Every testimonial carries the line that it is one investor's experience, not typical, wherever it
 * appears: a quote that payments "arrived like clockwork" reads as what every investor gets. A
 * testimonial is a quotation (<blockquote>) on a page; its figure, or the element around it, must show the line.
 */
import { closest, elements, parseHtml, wordsOf, type HtmlElement } from '../html.ts';
import type { ClaimRule } from './types.ts';

export interface PageHtml {
  page: string;
  file: string;
  html: string;
}

const squash = (s: string) => s.replace(/[‘’]/g, "'").replace(/\s+/g, ' ').trim().toLowerCase();

export const testimonialCaveat: ClaimRule<{ pages: readonly PageHtml[]; caveat: string }> = {
  id: 'testimonial-caveat',
  refuses: 'a testimonial (a quotation on a page) without the line that it is one investor’s experience, not typical',
  why: 'one happy investor’s words read as what every investor gets, unless the page says they are not',
  check: ({ pages, caveat }) =>
    pages.flatMap(({ page, file, html }) =>
      elements(parseHtml(html), (el) => el.name === 'blockquote')
        .filter((quote) => {
          const around = closest(quote, ['figure']) ?? (quote.parent as HtmlElement);
          return !squash(wordsOf(around)).includes(squash(caveat));
        })
        .map((quote) => ({
          file,
          line: 0,
          page,
          message: `the testimonial "${wordsOf(quote).slice(0, 60)}…" does not say "${caveat}": show testimonials with <TestimonialCard />, which prints it`,
        })),
    ),
};
