/**
 * unqualified-claim: what is never true of an investment. A guarantee in any grammatical form, capital
 * protection, insurance against loss, no risk, FSCS cover, and regulation or endorsement the firm does not
 * have; each unless its own clause negates it ("not guaranteed"; "No voids, guaranteed rent" is refused).
 */
import { claimsIn, eachSentence, MONEY, SECURITY_GUARANTEE, type Claim } from '../meaning.ts';
import type { Rule } from '../rule.ts';

const REGULATOR = String.raw`(?:the\s+)?(?:F\.?C\.?A\b\.?|Financial\s+Conduct\s+Authority)`;

const claims: Claim[] = [
  {
    // Verb, adjective or noun, in any order: "guaranteed rent", "a 5-year rent guarantee", "we guarantee".
    // Misspelt too ("guarenteed", "garantee"): a reader sees the same promise.
    pattern: /\bg[ua]{1,3}r{1,2}[aeu]nt(?:ee|e|ie|ei|y|i)(?:s|d|ed|ing)?\b/gi,
    say: 'nothing an investor is paid is guaranteed: say who pays and what could stop it (e.g. "paid by the provider under the lease"), or "not guaranteed"',
    // A guarantee that is a form of security (a director's personal guarantee) is a safety claim.
    unlessAfter: SECURITY_GUARANTEE,
  },
  {
    // "assured returns", "your returns are locked in from day one".
    pattern: new RegExp(
      String.raw`\b(?:assured|promised|certain|locked[\s-]in|risk[\s-]?less)\s+${MONEY}\b|\b${MONEY}\s+(?:is|are|will\s+be|stays?|remains?)\s+(?:fully\s+)?(?:assured|promised|certain|locked[\s-]in|fixed\s+in\s+stone|set\s+in\s+stone)\b`,
      'gi',
    ),
    say: 'a return is not assured: say it is a target and what could stop it',
  },
  {
    pattern: new RegExp(
      String.raw`\bcapital[\s-]+protect(?:ed|ion)\b|\bprotected\s+capital\b|\b(?:money|capital|investment|principal)\s+is\s+protected\b|\bring[\s-]?fenced?\b|\b(?:${MONEY}|loans?|lending|investments?)\s+(?:is\s+|are\s+)?(?:fully\s+)?insured\b|\binsured\s+against\s+(?:any\s+|all\s+)?(?:loss(?:es)?|default|non[\s-]payment|arrears|voids)\b|\b(?:loss|default|crash|recession|risk)[\s-]proof\b`,
      'gi',
    ),
    say: 'capital is at risk and no insurance covers an investor’s loss: say what secures the money (e.g. "secured by a legal charge on the property") and that it can still be lost',
  },
  {
    // The safest government debt: said of our investments, it claims their safety.
    pattern: /\bgilt[\s-]edged\b|\bblue[\s-]chip\b|\bcast[\s-]iron\b|\bcopper[\s-]bottomed\b|\bbullet[\s-]proof\b/gi,
    say: 'a word for the safest investments claims ours are as safe: say what secures the money and what could go wrong',
    named: true,
  },
  {
    pattern:
      // "Learn more about FSCS protection" (the FCA's risk summary) names the scheme, and claims nothing.
      /(?<!\babout\s+)\b(?:FSCS|Financial\s+Services\s+Compensation\s+Scheme)[\s-]+(?:protected|protection|covered|backed)\b|\b(?:protected|covered|backed)\s+by\s+(?:the\s+)?(?:FSCS|Financial\s+Services\s+Compensation\s+Scheme)\b/gi,
    say: 'our investments are not covered by the Financial Services Compensation Scheme: only cash in a bank is',
    unless: /\b(?:cash|banks?|deposits?|savings?\s+accounts?|building\s+societ(?:y|ies))\b/i,
  },
  {
    pattern: /\brisk[\s-]*free\b|\b(?:no|zero|nil|without)\s+risk\b(?![\s-]+free)|\bcan(?:no|['’]|\s+no)t\s+lose\b/gi,
    say: 'no investment is risk-free: name the risks instead',
  },
  {
    pattern: new RegExp(
      String.raw`\b(?:F\.?C\.?A\.?|Financial\s+Conduct\s+Authority)\W{0,3}(?:compliant|approved|regulated|authori[sz]ed|registered|backed|endorsed|accredited)\b|\b(?:regulated|authori[sz]ed|approved|registered|backed|endorsed|supported|recogni[sz]ed|accredited|vetted|licensed|overseen)\s+(?:by|with)\s+${REGULATOR}|\bcompl(?:iant|ies)\s+with\s+${REGULATOR}|\bmembers?\s+of\s+${REGULATOR}|\b(?:we|we['’]re|we\s+are|our\s+(?:firm|company|business))\s+(?:\w+\s+){0,2}(?:on|in)\s+the\s+(?:F\.?C\.?A\.?|Financial\s+Services)\s+register\b`,
      'gi',
    ),
    say: 'the firm is not authorised (content/site.json, regulatory.authorised): state its status as the footer does, and imply no regulation',
    regulatory: true,
  },
];

export const rule: Rule = {
  id: 'unqualified-claim',
  refuses:
    'A guarantee as verb, adjective or noun ("guaranteed rent", "a rent guarantee", "we guarantee"), "capital protected", "ring-fenced", "insured against loss", "loss-proof", "gilt-edged", "risk-free", "no risk", FSCS protection (true of cash only), or "FCA compliant/approved/regulated", "backed by the FCA", "members of the FCA register" (unless the site settings say the firm is authorised), except where its own clause negates it ("not guaranteed"; "No voids, guaranteed rent" is refused)',
  why: 'A promotion must be fair, clear and not misleading: no investment of this kind is guaranteed, protected, insured against loss or free of risk, and the firm may not imply regulation or endorsement it does not have.',
  text: (text, ctx) => eachSentence(text, (sentence) => claimsIn(sentence, claims, ctx)),
  examples: {
    valid: [
      'Returns are not guaranteed.',
      'No rate of growth is guaranteed: the figures are examples.',
      'No part of the rent is guaranteed.',
      'Investing with us (target, not guaranteed).',
      'There is no guarantee that a tenant stays.',
      'Neither your capital nor the returns are guaranteed.',
      '“Asset-backed” does not mean your money is guaranteed.',
      'Payments are not fixed or guaranteed.',
      'Simple is not the same as risk-free.',
      'No investment is without risk.',
      'We are not authorised or regulated by the FCA.',
      'Paid by the housing provider under the lease, including when a room is empty.',
      'A grant from the council paid for the insulation; the guarantor is the parent company.',
      'Cash deposits with UK banks are protected by the Financial Services Compensation Scheme up to its limit.',
      'There is no FSCS protection for property investments.',
      'Learn more about FSCS protection here.',
      'Not included: buildings insurance, the owner’s repairs, management fees, months without rent, and income tax.',
      'Many private property loans are not regulated by the Financial Conduct Authority.',
      'You can check the approver on the FCA Register.',
      'Approved as a financial promotion by Example Approvals Ltd, FCA firm reference number 123456.',
      'The rate fixed in one lender’s loan agreement: not a typical or promised return.',
      'Your money is not ring-fenced: it is lent to us and used in the deals.',
      { text: 'Authorised and regulated by the Financial Conduct Authority.', authorised: true },
    ],
    invalid: [
      'A 5-year lease with the rent guaranteed whether or not the house is occupied.',
      'Guaranteed income from a Registered Provider.',
      'No voids, guaranteed rent for five years.',
      'No voids and guaranteed rent for five years.',
      'A 5-year rent guarantee from the housing provider.',
      'We guarantee your rent for five years.',
      'Your income is guaranteed by the council.',
      "Don't miss our guaranteed returns.",
      'Capital Protected by bricks-and-mortar security.',
      'A risk-free way to beat inflation.',
      'There is no risk to your capital.',
      'Assured returns from social housing.',
      'We are FCA compliant.',
      'FCA compliant, with guaranteed income',
      'Our promotions are approved by the FCA.',
      'We are registered with the Financial Conduct Authority.',
      'Your investment is FSCS protected.',
      'Loans covered by the Financial Services Compensation Scheme.',
      'F.C.A. approved lending.',
      'Authorised and regulated by the Financial Conduct Authority.',
      // A "no" of another phrase negates nothing here.
      'No doubt your returns are guaranteed.',
      "There's no question your income is guaranteed.",
      'With no fees your rent is guaranteed.',
      // What a reader sees, however it is spelt or encoded.
      'Guarenteed rent for five years.',
      'A riskfree return.',
      'Guar\u00ADanteed rent (a soft hyphen).',
      'Guаranteed rent (a Cyrillic "а").',
      // Phrasings a copywriter typed into a copy of the site, each built green before this rule read them.
      'Backed by the FCA and proud members of the FCA register',
      'Your principal is ring-fenced, and you will get every penny back.',
      'Your returns are locked in from day one.',
      'Insured against loss',
      'Every loan is insured against default.',
      'Loss-proof lending',
      'A gilt-edged investment in bricks and mortar.',
      { text: 'A gilt-edged investment in bricks and mortar.', rendered: true, where: 'alt' },
      { text: 'Loss-proof lending', rendered: true, where: 'title' },
      { text: 'Insured against loss', rendered: true },
    ],
  },
};
