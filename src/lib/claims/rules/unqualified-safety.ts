/**
 * unqualified-safety: what is true only with its limits. "Secured", "repaid", "holds its value", "safe",
 * "beats inflation", a personal guarantee and "every penny back" pass only when the same sentence says what
 * limits them: the charge that secures the money, or the risk it leaves.
 */
import { eachSentence, unlimitedIn, type Claim } from '../meaning.ts';
import type { Rule } from '../rule.ts';

const HOLDER = String.raw`(?:loans?|investments?|capital|principal|money|funds?|returns?|income|lending|debts?|savings|deposits?|notes?|bonds?|it|everything|every\s+\w+)`;

const claims: Claim[] = [
  {
    // "secured" as security (not as "obtained": "we secured the lease"): secured by/on/against, a secured
    // loan, money that is secured, fully secured.
    pattern: new RegExp(
      String.raw`\bsecured\s+(?:by|on|against|over|with)\b|\bsecured\s+${HOLDER}\b|\b${HOLDER}\s+(?:(?:is|are|was|were|will\s+be|remains?|stays?|being|been|always|fully|totally|completely)\s+)+secured\b|\b(?:fully|100%|always|totally|completely)\s+secured\b|\bsecure\s+(?:investments?|returns?|income|way\s+to\s+invest|home\s+for\s+your\s+money)\b|\b${HOLDER}\s+(?:is|are|will\s+be|remains?|stays?)\s+(?:(?:completely|totally|fully|100%|perfectly)\s+)?secure\b|\b(?:100%|completely|totally|fully|perfectly)\s+secure\b`,
      'gi',
    ),
    say: 'say what secures it and what that does not do, in the same sentence (e.g. "secured by a legal charge on the property: it reduces the risk, it does not remove it")',
  },
  {
    pattern: new RegExp(
      String.raw`\b(?:capital|principal|money|loans?|investments?|you|it|everything)\s+(?:(?:is|are|will|be|gets?|always|fully|guaranteed\s+to|in\s+full)\s+)+(?:repaid|paid\s+back)\b|\b(?:capital|money|investments?)\s+(?:(?:is|are|will|be|gets?|always|fully|guaranteed\s+to|in\s+full)\s+)+returned\b|\b(?:we|they)\s+(?:will\s+|always\s+)*repay\b|\bfull\s+repayment\s+of\s+(?:your|the)\s+(?:capital|money|loan|investment)\b|\b(?:get|receive|have|see)\s+(?:every\s+(?:single\s+)?(?:penny|pound)|all\s+(?:of\s+)?(?:your|their)\s+(?:money|capital|investment))\s+back\b`,
      'gi',
    ),
    say: 'say what repayment depends on in the same sentence (e.g. "we aim to repay your capital at the end of the term; it depends on the sale, and you could lose some or all of it")',
  },
  {
    pattern:
      /\b(?:hold|holds|holding|held|keep|keeps|keeping|kept|retain|retains|retaining|retained|maintain|maintains)\s+(?:its|their|your|the|its\s+own|their\s+own)?\s*value\b|\bnever\s+(?:lose|loses|lost)\s+(?:its|their)?\s*value\b|\binflation[\s-]proof\b/gi,
    say: 'values can fall: say so in the same sentence (e.g. "over long periods property has tended to keep its value, though prices can fall")',
  },
  {
    pattern: new RegExp(
      String.raw`\bsafe\s+(?:investments?|investing|returns?|income|haven|bet|option|choice|place|way\s+to\s+invest)\b|\b${HOLDER}\s+(?:(?:is|are|will\s+be|remains?|stays?|kept|always|completely|totally|100%)\s+)+safe\b|\bsafe\s+as\s+houses\b|\b(?:100%|completely|totally|perfectly)\s+safe\b|\bsafest\b|\binvest(?:ed|ing)?\s+safely\b|\bsafely\s+invest(?:ed)?\b`,
      'gi',
    ),
    say: 'no investment is safe: say what makes it less risky and what could still go wrong, in the same sentence',
  },
  {
    // A return that "stays ahead of rising prices" was not true of any fixed rate from mid-2022 to early 2023.
    pattern:
      /\b(?:stay|stays|stayed|staying|keep|keeps|kept|keeping)\s+(?:well\s+|comfortably\s+)?ahead\s+of\s+(?:rising\s+prices|inflation|the\s+cost\s+of\s+living)\b|\b(?:beat|beats|beating|outpace[sd]?|outpacing|outstrip(?:s|ped|ping)?)\s+inflation\b|\binflation[\s-]beating\b/gi,
    say: 'a return can fall behind inflation (CPI ran above 9% from June 2022 to March 2023): say it aims to, and that it may not, in the same sentence',
    asked: true,
  },
  {
    // A guarantee that is a form of security (a director's personal guarantee) is a safety claim.
    pattern: /\b(?:personal|directors?['’]?|corporate|parent(?:\s+company)?|cross)\s+guarantees?\b/gi,
    say: 'a guarantee is only as good as whoever gives it: say what it depends on in the same sentence',
  },
];

export const rule: Rule = {
  id: 'unqualified-safety',
  refuses:
    '"Secured", "repaid", "holds its value", "safe", "100% secure", "every penny back", "beats inflation" and a personal guarantee, unless the same sentence says what limits them: the charge that secures it, or the risk it leaves ("secured by a legal charge on the property: it reduces the risk, it does not remove it")',
  why: 'Security reduces a risk without removing it: said alone, "secured" or "safe" tells a retail investor their money cannot be lost, which is not true of any loan or stake.',
  text: (text, ctx) => eachSentence(text, (sentence) => unlimitedIn(sentence, claims, ctx)),
  examples: {
    valid: [
      'A loan to us is secured by a second legal charge on the property: it reduces the risk, it does not remove it.',
      'Each loan is secured by a legal charge on a specific UK property, registered at HM Land Registry.',
      'We aim to repay your capital at the end of the term; it depends on the sale.',
      'A second charge ranks behind the mortgage lender and is repaid only after them.',
      'Over long periods property has tended to hold its value, though prices can fall.',
      'A personal guarantee from the directors adds a further layer but depends on their own means.',
      'Talk to us about how your money is secured.',
      'They found the property and secured the lease to a housing provider.',
      'If a loan is not repaid, the property can be sold.',
      'Aim To Beat Inflation With UK Property',
      'Want your money to outpace inflation?',
      'A sale for less would not have repaid them in full.',
      'Netlify processes your IP address to keep the site secure and limit abuse of our forms.',
      'You will get your money back only if the sale raises enough; you could lose some or all of it.',
      'Your charge lets you have the property sold once the mortgage lender has been repaid in full.',
      'Any loans from lenders are repaid before partners too.',
      'Remortgage at the higher value and take some of your money back out.',
      'You are unlikely to get your money back quickly.',
    ],
    invalid: [
      'Every investment is secured.',
      'Your capital is repaid at the end of the term.',
      'We buy assets that hold their value.',
      'Our loans are fully secured against UK homes.',
      'Loans secured on property.',
      'Property is a safe investment.',
      'Your money is safe with us.',
      // A "which" or "why" that states, not asks.
      'We lend on property, which means your money is safe.',
      "That's why your money is safe.",
      'A personal guarantee from the directors adds a further layer.',
      'Returns that stay ahead of rising prices.',
      'An investment that beats inflation.',
      // Phrasings a copywriter typed into a copy of the site, each built green before this rule read them.
      '100% secure: your money works for you.',
      { text: 'Your savings are 100% secure with us.', rendered: true, where: 'text part' },
      'Your principal is ring-fenced, and you will get every penny back.',
    ],
  },
};
