/** stale-goal: no goal for a year that has ended ("our goal for 2025 is 12 more"): say what happened, or take it out. */
import { eachSentence, GOAL } from '../meaning.ts';
import type { Hit, Rule } from '../rule.ts';

export const rule: Rule = {
  id: 'stale-goal',
  refuses: 'A goal for a year that has ended ("our goal for 2025 is 12 more"): say what happened, or take it out',
  why: 'A goal whose year has passed is no longer a goal: left up, it says the firm is still on track for something it has or has not done.',
  text: (text, ctx) =>
    eachSentence(text, (sentence) => {
      const hits: Hit[] = [];
      for (const m of sentence.matchAll(GOAL)) {
        const year = Number(m[1] ?? m[2]);
        if (year < ctx.today.getUTCFullYear())
          hits.push({
            index: m.index,
            length: m[0].length,
            message: `a goal for ${year}, which has ended ("${m[0]}"): say what happened, or take the goal out`,
          });
      }
      return hits;
    }),
  examples: {
    valid: ['Our goal for 2027 is 15 deals.', 'We sourced 12 developments in 2025.'],
    invalid: [
      'We sourced 12 developments in 2024, and our goal for 2025 is 12 more.',
      'We aim to source 12 more developments in 2025.',
    ],
  },
};
