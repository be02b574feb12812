/**
 * headline-on-unconfirmed-input: a headline return (a return in a case study's hero or on its card) rests only on
 * documents or on estimates said to be estimates: never on a number worked back from the return first published
 * (inferred), the unitemised remainder of a total, or a number the evidence contradicts (to check). Such a figure
 * stays in the study's tables, with its working and its label saying why it is doubted.
 */
import type { HeadlineFigure, Rule } from '../rule.ts';

/** What a figure rests on that may not stand under a headline: anything but an estimate said to be one. */
export const unconfirmed = (f: HeadlineFigure): string[] => (f.doubts ?? []).filter((d) => d !== 'estimate');

/** A study whose hero and card show `figures`, keyed as given; the figures as src/lib/deal/figures.ts gives them. */
const study = (figures: Record<string, HeadlineFigure>) => ({
  studies: [
    {
      file: 'study.mdx',
      title: 'A study',
      purchasePrice: 55700,
      headline: Object.entries(figures).map(([key, figure]) => ({ key, figure })),
    },
  ],
});
const RETURN = 'Owner’s return a year on the money left in';

export const rule: Rule = {
  id: 'headline-on-unconfirmed-input',
  refuses: 'a headline return worked out from a number marked inferred, not itemised or to check',
  why: 'a return worked back from itself, or from a plug figure, proves nothing, yet a headline is what a visitor remembers',
  studies: (studies) =>
    studies.flatMap(({ file, headline }) =>
      headline.flatMap(({ key, figure }) => {
        const doubts = unconfirmed(figure);
        return doubts.length
          ? [
              {
                file,
                line: 0,
                message: `the headline "${figure.label}" (${figure.text}, highlights: figure ${key}) rests on ${doubts.join(' and ')} numbers: take it out of \`highlights\` (the tables still show it, with its working) until the documents confirm them`,
              },
            ]
          : [];
      }),
    ),
  examples: {
    valid: [
      // A return on documents, and one on an estimate said to be one.
      study({ roi: { label: RETURN, text: '46.29%' } }),
      study({ roi: { label: `${RETURN} (estimate)`, text: '46.29%', doubts: ['estimate'] } }),
      // Figures that are not returns, and a return that rests only on the rent and the mortgage.
      study({
        endValue: { label: 'End value after the works', text: '£70,000' },
        rentAfterInterest: { label: 'Rent less mortgage interest, a year', text: '£4,650' },
      }),
    ],
    invalid: [
      // The 2-bed's 33.13% in the hero: its refinance fee was inferred from the return first published.
      {
        ...study({
          roi: {
            label: `${RETURN} (inferred; part not itemised)`,
            text: '33.13%',
            doubts: ['inferred', 'part not itemised'],
          },
        }),
        message:
          'the headline "Owner’s return a year on the money left in (inferred; part not itemised)" (33.13%, highlights: figure roi) rests on inferred and part not itemised numbers: take it out of `highlights` (the tables still show it, with its working) until the documents confirm them',
      },
      // A return on a plug figure: the 4-bed's £12,920 of costs not itemised, even with its fees confirmed.
      study({ roi: { label: `${RETURN} (part not itemised)`, text: '15.48%', doubts: ['part not itemised'] } }),
      // A return on a rent the evidence contradicts (to check).
      study({
        roi: { label: 'Owner’s cash-on-cash return a year (to check)', text: '19.18%', doubts: ['to check'] },
        rentAfterInterest: {
          label: 'Rent less mortgage interest, a year (to check)',
          text: '£11,700',
          doubts: ['to check'],
        },
      }),
    ],
  },
};
