/**
 * The claims rules: what a UK financial promotion may not say. One rule a file in claims/rules/ (the shape, and
 * how to add one, in claims/rule.ts), run by claims/run.ts over the sources before the build and over every
 * built page and e-mail after it; content that is code is refused by contentCode.ts. This module is the way in.
 */
export {
  checkClaims,
  checkExample,
  checkPageDescriptions,
  checkRendered,
  checkStudies,
  formatProblems,
  unqualifiedIn,
  type Problem,
} from './claims/run.ts';
export { rules } from './claims/rules/all.ts';
export { returnFigureKeys } from './claims/rules/return-in-description.ts';
export { expiringKinds } from './claims/expiry.ts';
export { FACTS_FILE, SITE_FILE } from './claims/sourceLines.ts';
export type { Rendered, Rule, SourceFile, SourceFile as ContentFile } from './claims/rule.ts';
export { unconfirmed } from './claims/rules/headline-on-unconfirmed-input.ts';
