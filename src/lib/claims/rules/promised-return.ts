/**
 * promised-return: a return promised, doubled, or made to sound as steady as a salary. "We promise you 9% a year",
 * "double your money", "12% a year, every year", "income you can count on, whatever happens", and "grow your
 * wealth with property, like our investors do" (the last passes with what limits it in the same sentence).
 */
import {
  claimsIn,
  clauseAt,
  eachSentence,
  isReturn,
  MONEY,
  NOT_A_RETURN,
  unlimitedIn,
  type Claim,
} from '../meaning.ts';
import type { Rule, TextContext } from '../rule.ts';

const claims: Claim[] = [
  {
    // "We promise you 9% a year", "our promise: 8% a year"; "we cannot promise" is negated.
    pattern: new RegExp(
      String.raw`\b(?:we|I|they)\s+(?:\w+ly\s+)?(?:promise|pledge|vow|commit\s+to\s+pay(?:ing)?)\b(?=[^.;!?]*(?:\d\s?%|\d\s?per\s?cent|${MONEY}))|\bour\s+promise\b(?=[^.;!?]*(?:\d\s?%|\d\s?per\s?cent|${MONEY}))`,
      'gi',
    ),
    say: 'no return can be promised: say what you aim to pay, its basis, and what could stop it',
  },
  {
    pattern:
      /\b(?:double|doubles|doubled|doubling|triple|triples|tripled|treble|trebles|quadruple)\s+(?:your|their|the|my|our\s+investors['’])\s+(?:money|investment|capital|savings|wealth|pension|pot)\b/gi,
    say: 'a promise of growth is a return without its basis or risk: say what you aim to pay, on what, and that it is not guaranteed',
  },
  {
    pattern: new RegExp(
      String.raw`\b(?:${MONEY}|a\s+return)\s+(?:that\s+)?you\s+can\s+(?:always\s+)?(?:count|rely|depend|bank)\s+on\b|\bcome\s+rain\s+or\s+shine\b|\bin\s+(?:all|any)\s+(?:market\s+)?(?:conditions|weather|economy)\b|\brecession[\s-]resistant\b`,
      'gi',
    ),
    say: 'payments can be late, smaller or missed: say what they depend on (the rent, refinancing and sales of the properties)',
  },
];

/** "12% a year, every year": a return said to come without fail. */
const EVERY_YEAR =
  /\d\s?(?:%|per\s?cent)[^.;!?]{0,30}?\b(?:every|each)\s+(?:single\s+)?year\b(?![^.;!?]*\b(?:reviewed|in\s+line\s+with|since|from)\b)/gi;

function everyYear(sentence: string): ReturnType<NonNullable<Rule['text']>> {
  return [...sentence.matchAll(EVERY_YEAR)]
    .filter((m) => isReturn(clauseAt(sentence, m.index)) && !NOT_A_RETURN.test(m[0]))
    .map((m) => ({
      index: m.index,
      length: m[0].length,
      message: `"${m[0]}": a return said to come every year without fail reads as promised: give it as a target or a dated past figure with its basis, and say it can be lower or missed`,
    }));
}

/** Claims true only with their limits in the same sentence. */
const limited: Claim[] = [
  {
    // "Grow your wealth with property": the means named, as a promise. ("Let's talk about growing your wealth" is not.)
    pattern:
      /\b(?:grow|grows|growing|build|builds|building|boost|boosts)\s+(?:your|their)\s+(?:wealth|money|savings|capital|pension|pot|fortune)\s+(?:with|through|by\s+investing\s+in|in)\s+(?:property|us|our\b|bricks)/gi,
    say: 'an invitation to grow wealth is a promise of a return: say what you aim to pay, on what, and what could go wrong, in the same sentence',
  },
  {
    // The results of others, offered as what the reader will get.
    pattern:
      /\blike\s+(?:our|other|many\s+of\s+our|thousands\s+of)\s+(?:investors|lenders|clients|partners|members)(?:\s+(?:do|did|have|already\s+do))?\b/gi,
    say: 'what other investors got is no guide to what the reader will get: leave it out, or give a dated past figure with its source and the warning that past performance is not a reliable guide',
  },
];

export const rule: Rule = {
  id: 'promised-return',
  refuses:
    'A return promised ("we promise you 9% a year"), a doubling ("double your money"), a figure "every year" without fail, payments "you can count on, whatever happens", and an invitation to "grow your wealth … like our investors do" without what limits it',
  why: 'A return claim must be balanced by its risk and may not imply it is certain; promises, doublings and "every year" say it is.',
  text: (text, ctx: TextContext) =>
    eachSentence(text, (sentence) => [
      ...claimsIn(sentence, claims, ctx),
      ...everyYear(sentence),
      ...unlimitedIn(sentence, limited, ctx),
    ]),
  examples: {
    valid: [
      'We aim to pay 6–10% a year; it is not guaranteed and you could lose some or all of your money.',
      'We cannot promise any return.',
      'The rate fixed in one lender’s loan agreement: not a typical or promised return.',
      'Rent: a fixed monthly sum, often reviewed each year in line with an index such as CPI.',
      'Two double bedrooms and the bathroom upstairs.',
      'Rents and house prices have tended to rise with inflation over the long term, though not every year.',
      'Property can grow your wealth over time, but prices can fall and you could lose money.',
      'What to check before you rely on a lease.',
      "Let's Talk About Growing Your Wealth",
      'A quick guide to your real return is the interest rate minus the inflation rate: savings earning 1% while prices rise 3% lose about 2% of their buying power each year.',
      'Whatever happens, you can ask us how your loan is doing.',
      'Lending against property can pay a fixed rate of interest, but only if the loan is set up properly.',
    ],
    invalid: [
      'We promise you 9% a year, every year.',
      'Double your money in five years.',
      { text: 'Double your money in five years', rendered: true, where: 'meta description' },
      'Our lenders have had 12% a year, every year, and it beats any savings account.',
      'Income you can count on, whatever happens.',
      { text: 'Grow your wealth with property, like our investors do.', rendered: true, where: 'island' },
      'Grow your wealth with property, like our investors do.',
    ],
  },
};
