/**
 * Every claims rule, in the order the build reports them. A new rule is a file in this folder (see ../rule.ts
 * for the shape) and a line here.
 */
import type { Rule } from '../rule.ts';
import { rule as unqualifiedClaim } from './unqualified-claim.ts';
import { rule as unqualifiedSafety } from './unqualified-safety.ts';
import { rule as perfectRecord } from './perfect-record.ts';
import { rule as promisedReturn } from './promised-return.ts';
import { rule as unfairComparison } from './unfair-comparison.ts';
import { rule as returnBasis } from './return-basis.ts';
import { rule as historicReturn } from './historic-return.ts';
import { rule as typedRate } from './typed-rate.ts';
import { rule as returnInDescription } from './return-in-description.ts';
import { rule as staleRate } from './stale-rate.ts';
import { rule as staleFigure } from './stale-figure.ts';
import { rule as blanketSecurity } from './blanket-security.ts';
import { rule as howPaid } from './how-paid.ts';
import { rule as investmentAdvice } from './investment-advice.ts';
import { rule as staleGoal } from './stale-goal.ts';
import { rule as testimonialReturn } from './testimonial-return.ts';
import { rule as whoseReturn } from './whose-return.ts';
import { rule as sinceDate } from './since-date.ts';
import { rule as repeatedParagraph } from './repeated-paragraph.ts';
import { rule as riskSection } from './risk-section.ts';
import { rule as figureToCheck } from './figure-to-check.ts';
import { rule as pastReturns } from './past-returns.ts';
import { rule as asAtDate } from './as-at-date.ts';
import { rule as savingsRateBesideTarget } from './savings-rate-beside-target.ts';
import { rule as testimonialCaveat } from './testimonial-caveat.ts';
import { rule as oneRecordPerProperty } from './one-record-per-property.ts';
import { rule as headlineOnUnconfirmedInput } from './headline-on-unconfirmed-input.ts';

export const rules: readonly Rule[] = [
  unqualifiedClaim,
  unqualifiedSafety,
  perfectRecord,
  promisedReturn,
  unfairComparison,
  returnBasis,
  historicReturn,
  typedRate,
  returnInDescription,
  staleRate,
  staleFigure,
  blanketSecurity,
  howPaid,
  investmentAdvice,
  staleGoal,
  testimonialReturn,
  whoseReturn,
  sinceDate,
  repeatedParagraph,
  riskSection,
  figureToCheck,
  pastReturns,
  asAtDate,
  savingsRateBesideTarget,
  testimonialCaveat,
  oneRecordPerProperty,
  headlineOnUnconfirmedInput,
];
