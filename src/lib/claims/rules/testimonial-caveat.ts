/**
 * testimonial-caveat: every testimonial carries the line that it is one investor's experience, not typical,
 * wherever it appears (content/site.json, testimonialCaveat): a quote that payments "arrived like clockwork" reads
 * as what every investor gets. A testimonial is a quotation (<blockquote>) on a page; its figure, or the element
 * around it, must show the line.
 */
import { closest, elements, wordsOf, type HtmlElement } from '../../html.ts';
import type { Rule } from '../rule.ts';

const squash = (s: string) => s.replace(/[‘’]/g, "'").replace(/\s+/g, ' ').trim().toLowerCase();

const CAVEAT = 'One investor’s experience, not typical.';
const page = (body: string) => ({
  page: '/contact',
  html: `<!doctype html><body>${body}</body>`,
  site: { testimonialCaveat: CAVEAT },
});
const WITH_LINE = `<figure><blockquote>First.</blockquote><figcaption>${CAVEAT}</figcaption></figure>`;

export const rule: Rule = {
  id: 'testimonial-caveat',
  refuses: 'a testimonial (a quotation on a page) without the line that it is one investor’s experience, not typical',
  why: 'one happy investor’s words read as what every investor gets, unless the page says they are not',
  page: ({ document }, { testimonialCaveat: caveat }) =>
    document && caveat
      ? elements(document, (el) => el.name === 'blockquote')
          .filter((quote) => {
            const around = closest(quote, ['figure']) ?? (quote.parent as HtmlElement);
            return !squash(wordsOf(around)).includes(squash(caveat));
          })
          .map((quote) => ({
            where: 'the page',
            message: `the testimonial "${wordsOf(quote).slice(0, 60)}…" does not say "${caveat}": show testimonials with <TestimonialCard />, which prints it`,
          }))
      : [],
  examples: {
    valid: [
      // Its line, however its apostrophe is typed.
      page(
        `<figure><blockquote><p>Like clockwork.</p></blockquote><figcaption>Sarah M. <span>One investor's experience, not typical.</span></figcaption></figure>`,
      ),
      page('<p>No quotes here.</p>'),
    ],
    invalid: [
      {
        ...page(
          '<figure class="testimonial"><blockquote><p>I’ve been lending with them for two years, and every payment has arrived on time.</p></blockquote><figcaption><strong>James T.</strong></figcaption></figure>',
        ),
        message:
          'the testimonial "I’ve been lending with them for two years, and every payment…" does not say "One investor’s experience, not typical.": show testimonials with <TestimonialCard />, which prints it',
      },
      // A quotation outside any figure.
      page('<div><blockquote>Like clockwork.</blockquote></div>'),
      // A second quotation when only the first has the line.
      {
        ...page(`${WITH_LINE}<figure><blockquote>Second.</blockquote></figure>`),
        message:
          'the testimonial "Second.…" does not say "One investor’s experience, not typical.": show testimonials with <TestimonialCard />, which prints it',
      },
    ],
  },
};
