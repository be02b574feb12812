/**
 * perfect-record: a record of no losses, read as the promise it makes. "Not one of our investors has ever lost a
 * penny" and "every lender has always been repaid in full" say, to a retail investor, that they cannot lose; the
 * negation in them is the claim, so this rule reads them whatever their grammar.
 */
import { asks, claimsIn, eachSentence, type Claim } from '../meaning.ts';
import type { Rule } from '../rule.ts';

const WHO = String.raw`(?:investors?|lenders?|partners?|clients?|customers?|members?|backers?|people|loans?|deals?|one|anyone|anybody|a\s+single\s+\w+)`;
const NONE = String.raw`(?:no\s+one|no-one|nobody|none|not\s+(?:a\s+single|one|once|a)|never|no|zero)`;

const claims: Claim[] = [
  {
    // "not one of our investors has ever lost a penny", "nobody has lost money with us", "no lender has lost a pound".
    pattern: new RegExp(
      String.raw`\b${NONE}\b(?:\s+(?:of\s+)?(?:our|us|the|their|its|your)?\s*${WHO})?(?:\s+\w+){0,4}?\s+(?:has|have|had)?\s*(?:ever\s+)?(?:lost|lose|losing|missed|defaulted|failed\s+to\s+(?:repay|pay))\s+(?:a\s+(?:single\s+)?(?:penny|pound|payment|loan)|any(?:thing|\s+money|\s+capital|\s+payments?)?|money|capital|out|a\s+thing)\b`,
      'gi',
    ),
    say: 'a record of no losses says an investor cannot lose, which is untrue of any investment: give the record as a dated past figure with its source and the warning that past performance is not a reliable guide, beside what could go wrong',
    negationIsTheClaim: true,
  },
  {
    // "every lender has always been repaid in full", "all our loans have been paid back on time".
    pattern: new RegExp(
      String.raw`\b(?:every|all|each)\s+(?:(?:of\s+)?(?:our|the|your|their)\s+)?(?:single\s+)?${WHO}\s+(?:\w+\s+){0,3}?(?:repaid|paid(?:\s+back)?|returned)\s+(?:in\s+full|on\s+time|back|every\s+\w+|without\s+fail)\b`,
      'gi',
    ),
    say: 'a perfect repayment record says the next loan will be repaid too: give the record as a dated past figure with its source and the warning that past performance is not a reliable guide, beside what could go wrong',
  },
  {
    // "our lenders have always been repaid", "investors are all paid back on time".
    pattern:
      /\b(?:investors|lenders|partners|loans)\s+(?:are|have|were)\s+(?:(?:all|always)\s+)+(?:been\s+)?(?:repaid|paid(?:\s+back)?)\b/gi,
    say: 'a perfect repayment record says the next loan will be repaid too: give the record as a dated past figure with its source and the warning that past performance is not a reliable guide, beside what could go wrong',
  },
  {
    pattern:
      /\b(?:100%|perfect|flawless|unblemished|spotless|unbroken|clean)\s+(?:repayment\s+|payment\s+|lending\s+)?(?:track\s+)?record\b|\bnever\s+(?:once\s+)?(?:lost|missed)\s+(?:a\s+)?(?:penny|pound|payment)\b|\bzero\s+(?:losses|defaults)\b/gi,
    say: 'a record of no losses says an investor cannot lose: give the record as a dated past figure with its source and the warning that past performance is not a reliable guide',
    negationIsTheClaim: true,
  },
];

export const rule: Rule = {
  id: 'perfect-record',
  refuses:
    'A record of no losses or of full repayment, however worded ("not one of our investors has ever lost a penny", "every lender has always been repaid in full", "a 100% repayment record", "we have never missed a payment")',
  why: 'Past performance is not a reliable guide: a spotless record read by a retail investor says their capital cannot be lost, and a promotion may not imply that.',
  text: (text, ctx) =>
    eachSentence(text, (sentence) =>
      // "Has anyone ever lost money?" asks; a question claims nothing.
      /\?["'’”)]*\s*$/.test(sentence)
        ? []
        : claimsIn(sentence, claims, ctx).filter((h) => !asks(sentence.slice(0, h.index))),
    ),
  examples: {
    valid: [
      'You could lose some or all of the money you invest.',
      'If we cannot repay and a sale raises too little, you could lose some or all of the money you lent.',
      'See how much purchasing power your savings have lost to inflation.',
      'Cash that earned no interest lost 39% of its buying power.',
      'A sale for less would not have repaid them in full.',
      'Ask us what happens if a loan is not repaid on time.',
      'Has anyone ever lost money lending to us?',
      'The team answered every question before I committed a penny.',
    ],
    invalid: [
      'Not one of our investors has ever lost a penny.',
      'No investor has ever lost money with us.',
      'Nobody has lost a penny lending to us.',
      'Every lender has always been repaid in full.',
      'Never happened: every lender has always been repaid in full.',
      'All our loans have been repaid on time.',
      'A 100% repayment record since 2017.',
      'We have never missed a payment.',
      { text: 'Lenders are always repaid in full.', rendered: true },
      { text: 'Never happened: every lender has always been repaid in full', rendered: true },
    ],
  },
};
