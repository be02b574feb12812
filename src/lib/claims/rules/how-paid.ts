/**
 * how-paid: one account of how lenders and partners are paid, the `how-paid` fact's: out of the rent,
 * refinancing and sales of the properties. Not "your return does not depend on rent or prices", not a "fixed
 * return" unless the sentence says what paying it depends on, not "the profit was distributed to investors".
 */
import { claimsIn, eachSentence, type Claim } from '../meaning.ts';
import type { Rule } from '../rule.ts';

const claims: Claim[] = [
  {
    pattern:
      /\b(?:returns?|interest|payments?|income|profits?)\s+(?:does|do|will)\s*n(?:o|['’])t\s+depend\s+on\s+(?:the\s+)?(?:rents?|prices?|propert(?:y|ies)|sales?|tenants?|house\s+prices)\b/gi,
    say: 'we pay lenders and partners out of the rent, refinancing and sales of the properties, so what they are paid depends on them: say so, as {{how-paid}} does',
  },
  {
    // A loan's rate can be fixed; what it pays cannot, unless the sentence says what paying it depends on.
    pattern: /\bfixed[\s-]+(?:returns?|incomes?|payouts?)\b/gi,
    say: 'say "interest at a fixed rate" and, in the same sentence, what paying it depends on (the rent, refinancing and sales of the properties)',
    unless:
      /\bdepend|\bif\b|\b(?:can|could|may|might)\s+be\s+(?:late|missed|smaller|less)|\blate\s+or\s+missed\b|\bnot\s+guaranteed\b/i,
  },
  {
    // A partner is paid a share of the profit, after ours: "the profit went to investors" says they had all of it.
    pattern:
      /\b(?:the\s+|all\s+(?:of\s+)?(?:the\s+)?)?(?:net\s+)?profits?(?:\s+after\s+costs)?\s+(?:was|were|is|are|will\s+be|gets?|got)\s+(?:\w+\s+)?(?:distributed|paid(?:\s+out)?|returned|handed)\s+to\s+(?:the\s+|our\s+)?(?:investors|partners|lenders)\b/gi,
    say: 'partners are paid their share of the profit, after ours: say "investors were paid their share of the profit"',
    unless: /\bshares?\b/i,
  },
];

export const rule: Rule = {
  id: 'how-paid',
  refuses:
    'One account of how lenders and partners are paid (the `how-paid` fact): not "your return does not depend on rent or prices", not a "fixed return" unless the sentence says what paying it depends on, not "the profit was distributed to investors" (they are paid their share)',
  why: 'What an investor is paid depends on the properties doing well; a promotion that says otherwise hides the main risk.',
  text: (text, ctx) => eachSentence(text, (sentence) => claimsIn(sentence, claims, ctx)),
  examples: {
    valid: [
      'Interest at a fixed rate, paid out of the rent and sales, so it can be late or missed.',
      'Interest is at a fixed rate; it is not a fixed return.',
      'Lending at a fixed interest rate',
      'Within 30 days of the sale investors were paid their stake and their share of the profit after costs.',
    ],
    invalid: [
      'Your return does not depend on rent or prices.',
      'Lending on property: a fixed return agreed in advance.',
      'Lending for fixed returns',
      'Once the sale completed the profit after costs was distributed to investors within 30 days.',
    ],
  },
};
