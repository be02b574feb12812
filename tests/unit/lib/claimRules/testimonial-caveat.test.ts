import { describe, expect, it } from 'vitest';
import { testimonialCaveat } from '../../../../src/lib/claimRules/testimonial-caveat';

const caveat = 'One investor’s experience, not typical.';
const check = (body: string) =>
  testimonialCaveat
    .check({
      pages: [{ page: '/contact', file: 'dist/contact.html', html: `<!doctype html><body>${body}</body>` }],
      caveat,
    })
    .map((p) => p.message);

describe(testimonialCaveat.id, () => {
  it('says what it refuses and why', () => {
    expect(testimonialCaveat.refuses).toMatch(/without the line/);
    expect(testimonialCaveat.why).toBeTruthy();
  });

  describe('refuses', () => {
    it('the /contact testimonial without its line', () => {
      expect(
        check(
          '<figure class="testimonial"><blockquote><p>I’ve been lending with them for two years, and every payment has arrived on time.</p></blockquote><figcaption><strong>James T.</strong></figcaption></figure>',
        ),
      ).toEqual([
        'the testimonial "I’ve been lending with them for two years, and every payment…" does not say "One investor’s experience, not typical.": show testimonials with <TestimonialCard />, which prints it',
      ]);
    });

    it('a quotation outside any figure, and a second one when only the first has the line', () => {
      expect(check('<div><blockquote>Like clockwork.</blockquote></div>')).toHaveLength(1);
      const withLine = `<figure><blockquote>First.</blockquote><figcaption>${caveat}</figcaption></figure>`;
      expect(check(`${withLine}<figure><blockquote>Second.</blockquote></figure>`)).toHaveLength(1);
    });
  });

  describe('accepts', () => {
    it('a testimonial with its line, however its apostrophe is typed', () => {
      expect(
        check(
          `<figure><blockquote><p>Like clockwork.</p></blockquote><figcaption>Sarah M. <span>One investor's experience, not typical.</span></figcaption></figure>`,
        ),
      ).toEqual([]);
    });

    it('a page without testimonials', () => {
      expect(check('<p>No quotes here.</p>')).toEqual([]);
    });
  });
});
