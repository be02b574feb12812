/**
 * unfair-comparison: an investment said to beat cash savings, without the difference in risk. "It beats any
 * savings account" compares a return with one protected by the Financial Services Compensation Scheme and
 * withdrawable at any time; the comparison is fair only with that difference in the same sentence.
 */
import { eachSentence, negated } from '../meaning.ts';
import type { Hit, Rule } from '../rule.ts';

const SAVINGS = String.raw`(?:(?:a|any|every|the|your|most|all)\s+)?(?:(?:high[\s-]street|easy[\s-]access|instant[\s-]access|cash|fixed[\s-]rate|bank|building\s+society)\s+)*(?:savings?\s+accounts?|savings|banks?|cash(?:\s+ISAs?)?|ISAs?|deposit\s+accounts?|current\s+accounts?|premium\s+bonds|building\s+societ(?:y|ies)|what\s+(?:your|the)\s+bank\s+pays)`;
const BETTER = new RegExp(
  String.raw`\b(?:beats?|beating|outperform(?:s|ed|ing)?|outstrips?|trounces?|(?:better|more|higher)\s+than|ahead\s+of)\s+${SAVINGS}\b`,
  'gi',
);
/** The difference in risk, said in the same sentence. */
const RISK =
  /\brisks?\b|\blose\b|\blos[st]\b|\bnot\s+(?:covered|protected)\b|\bFSCS\b|\bCompensation\s+Scheme\b|\bcapital\s+at\s+risk\b|\btied\s+up\b/i;

export const rule: Rule = {
  id: 'unfair-comparison',
  refuses:
    'An investment said to beat, outperform or pay more than a savings account, the bank or cash ("it beats any savings account"), unless the same sentence says what the saver keeps that the investor does not: FSCS protection, money back at any time, no risk to the capital',
  why: 'A comparison must be fair and balanced: cash in a bank is protected by the Financial Services Compensation Scheme and can be withdrawn; a loan to us or a stake is neither.',
  text: (text) =>
    eachSentence(text, (sentence) => {
      if (RISK.test(sentence)) return [];
      const hits: Hit[] = [];
      for (const m of sentence.matchAll(BETTER)) {
        if (negated(sentence.slice(0, m.index), false)) continue;
        hits.push({
          index: m.index,
          length: m[0].length,
          message: `"${m[0]}" compares with cash savings without the difference in risk: say in the same sentence that savings are protected by the Financial Services Compensation Scheme and can be withdrawn, and that this investment is neither and can lose money`,
        });
      }
      return hits;
    }),
  examples: {
    valid: [
      'Cash in a UK bank is protected by the Financial Services Compensation Scheme up to £120,000; our investments are not, and you could lose some or all of your money.',
      'A higher return than a savings account comes with a risk a savings account does not have: you could lose some or all of your money.',
      'Banks pay interest on savings.',
      'Our target return is not better than a savings account in every year.',
      'I wanted my savings to work harder than a bank account without becoming a landlord myself.',
    ],
    invalid: [
      'Our lenders have had 12% a year, every year, and it beats any savings account.',
      'A return that beats the bank.',
      'Our loans outperform a cash ISA.',
      { text: 'Earn more than your bank pays.', rendered: true },
    ],
  },
};
