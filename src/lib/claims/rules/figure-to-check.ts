/**
 * figure-to-check: a note for the approver, never a stop. A sentence that states a percentage or an amount of money
 * is where a promotion is most often wrong: the approval pack points each one out, so the approver checks it against
 * its source, its date and its basis.
 */
import { eachSentence, PERCENT_FIGURE } from '../meaning.ts';
import type { Hit, Rule } from '../rule.ts';

const MONEY_FIGURE = /£\s?\d[\d,.]*(?:\s?(?:k|m|bn|million|billion)\b)?/i;

export const rule: Rule = {
  id: 'figure-to-check',
  refuses: 'Nothing: it notes, for the approver, each sentence that states a percentage or an amount of money',
  why: 'A figure in a promotion must be accurate, dated and fair, with its basis: check each against its source before approving.',
  note: true,
  text: (text) =>
    eachSentence(text, (sentence): Hit[] => {
      const figure = sentence.match(PERCENT_FIGURE) ?? sentence.match(MONEY_FIGURE);
      return figure?.index === undefined
        ? []
        : [
            {
              index: figure.index,
              length: figure[0].length,
              message: `states a figure ("${figure[0].trim()}"): check it against its source, its date and its basis`,
            },
          ];
    }),
  examples: {
    valid: ['We lend on property in Lincolnshire.', 'Book a free call.'],
    invalid: ['We aim to pay 6–10% a year, before tax.', { text: 'The house cost £60,000.', rendered: true }],
  },
};
