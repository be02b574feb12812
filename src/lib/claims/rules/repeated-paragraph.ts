/** repeated-paragraph: a built page printing the same paragraph of 160 characters or more twice. */
import type { PageFound, Rule } from '../rule.ts';

/** A paragraph this long is a long paragraph: printed twice on one page, it is wallpaper. */
const LONG_PARAGRAPH = 160;
const long =
  'Your capital is at risk. You could lose some or all of the money you invest. Returns are not guaranteed, and past performance is not a reliable indicator of future results.';

export const rule: Rule = {
  id: 'repeated-paragraph',
  refuses: `A built page printing the same paragraph of ${LONG_PARAGRAPH} characters or more twice`,
  why: "Specific beats repeated (the FCA's December 2025 guidance on risk warnings): the same long warning twice is read as wallpaper; say it once where it matters, and a short line beside each figure.",
  page: (page) => {
    // Pages only: an e-mail's hidden preview repeats its first paragraph by design.
    if (!page.page.startsWith('/')) return [];
    const seen = new Map<string, number>();
    for (const b of page.blocks.filter((x) => x.where === 'text' && x.text.length >= LONG_PARAGRAPH))
      seen.set(b.text, (seen.get(b.text) ?? 0) + 1);
    const out: PageFound[] = [];
    for (const [text, n] of seen)
      if (n > 1)
        out.push({
          message: `the same ${text.length}-character paragraph is printed ${n} times: say it once, where it matters (the risk section), and a short line beside each figure`,
          where: `"${text.slice(0, 117)}…"`,
        });
    return out;
  },
  examples: {
    valid: [
      {
        page: '/terms',
        html: '<main><p>Your capital is at risk. Returns are not guaranteed.</p><p>Your capital is at risk. Returns are not guaranteed.</p></main>',
      },
    ],
    invalid: [{ page: '/terms', html: `<main><p>${long}</p><p>Our numbers.</p><p>${long}</p></main>` }],
  },
};
