/**
 * A headline return (a return in a case study's hero or on its card) rests only on documents or on
 * estimates said to be estimates: never on a number worked back from the return first published
 * (inferred), the unitemised remainder of a total, or a number the evidence contradicts (to check).
 * Such a figure stays in the study's tables, with its working and its label saying why it is doubted.
 */
import type { ClaimRule } from './types.ts';

/** A figure as the deal model gives it (src/lib/deal/figures.ts): its label, value and what it rests on. */
interface HeadlineFigure {
  label: string;
  text: string;
  /** "estimate", "inferred", "not itemised", "part not itemised", "to check". */
  doubts?: readonly string[];
}

export interface HeadlineRecord {
  file: string;
  /** The returns the hero and the card show, by key. */
  headline: readonly { key: string; figure: HeadlineFigure }[];
}

/** What a figure rests on that may not stand under a headline: anything but an estimate said to be one. */
export const unconfirmed = (f: HeadlineFigure): string[] => (f.doubts ?? []).filter((d) => d !== 'estimate');

export const headlineOnUnconfirmedInput: ClaimRule<{ studies: readonly HeadlineRecord[] }> = {
  id: 'headline-on-unconfirmed-input',
  refuses: 'a headline return worked out from a number marked inferred, not itemised or to check',
  why: 'a return worked back from itself, or from a plug figure, proves nothing, yet a headline is what a visitor remembers',
  check: ({ studies }) =>
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
};
