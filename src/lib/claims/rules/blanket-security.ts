/**
 * blanket-security: security named without what it is. "Asset-backed" as a label says nothing of who is repaid
 * first (a stake has no charge, a second charge comes after the mortgage); a loan of ours "secured by a legal
 * charge" must say which charge.
 */
import { CHARGE, claimsIn, eachSentence, negated, OUR_LENDING, RANKED, type Claim } from '../meaning.ts';
import type { Hit, Rule } from '../rule.ts';

const label: Claim[] = [
  {
    pattern: /\basset[\s-]*backed\b/gi,
    say: 'say what secures what instead ("a loan secured by a second legal charge on the property, behind its mortgage"); a joint-venture stake has no charge',
    unless: /\b(?:first|second)\s+(?:legal\s+)?charges?\b/i,
    named: true,
  },
];

/** A loan of ours secured by a charge, without which charge it is. */
function unrankedCharge(sentence: string): Hit[] {
  const charge = sentence.match(CHARGE);
  if (
    !charge ||
    !OUR_LENDING.test(sentence) ||
    RANKED.test(sentence) ||
    negated(sentence.slice(0, charge.index), false)
  )
    return [];
  return [
    {
      index: charge.index!,
      length: charge[0].length,
      message: `"${charge[0]}" does not say which charge: ours is a second legal charge, behind the mortgage lender's first. Say so in the same sentence, and give the combined loan to value ({{loan-combined-ltv}}) on the page`,
    },
  ];
}

export const rule: Rule = {
  id: 'blanket-security',
  refuses:
    '"Asset-backed" as a label (a word in quotation marks, named, is allowed), and a loan of ours "secured by a legal charge" that does not say which charge: ours is a second charge, behind the mortgage lender\'s first',
  why: 'Who is repaid first decides what an investor gets back in a sale: a label or an unranked charge hides that a mortgage lender comes first and a partner has no charge at all.',
  text: (text, ctx) =>
    eachSentence(text, (sentence) => [...claimsIn(sentence, label, ctx), ...unrankedCharge(sentence)]),
  examples: {
    valid: [
      '\u201cAsset-backed\u201d should mean something you can point to.',
      'Our loans are secured by a second legal charge on the property, behind its mortgage.',
      'You lend at a fixed rate, ideally secured on the property with a legal charge.',
      'A joint-venture stake has no charge on the property.',
    ],
    invalid: [
      'Invest alongside us in asset-backed social housing projects.',
      'Asset-backed property investment is one option; like any investment it carries risk.',
      '100% of our loans are secured by a legal charge on property.',
      'Investors lend to us with a legal charge registered at HM Land Registry.',
    ],
  },
};
