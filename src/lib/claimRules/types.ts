/**
 * The shape of each rule in this folder: what it refuses and why, in a line each, and a pure check.
 * Each rule's valid and invalid examples are its test (tests/unit/lib/claimRules/<id>.test.ts).
 */

/** A problem a rule found: the source file (and line, 0 when not known), or the built page. */
export interface RuleProblem {
  file: string;
  line: number;
  message: string;
  /** A built page's address. */
  page?: string;
}

export interface ClaimRule<Input> {
  id: string;
  /** What it refuses, in a line. */
  refuses: string;
  /** Why, in a line. */
  why: string;
  check(input: Input): RuleProblem[];
}
