/**
 * One deadline a scheduled run shares among its parts (sign-ups left behind, mail, webhook deliveries, the
 * team's digest): each starts new work only while it has not passed, and what it started finishes within its
 * own timeouts (Postmark's client 8 s, a webhook 10 s). Netlify stops a scheduled function at 30 s, so a run
 * claims for RUN_CLAIM_MS and ends well inside that, however large the backlog; what is left waits for the next
 * run.
 */

/** How long a run starts new work: 15 s, leaving the longest single send's timeout and a margin before 30 s. */
export const RUN_CLAIM_MS = 15_000;

export interface Deadline {
  /** True once no new work may start. */
  passed(): boolean;
}

/** A deadline `ms` from now on `clock` (milliseconds; tests pass their own). */
export function deadlineIn(ms: number, clock: () => number = () => performance.now()): Deadline {
  const end = clock() + ms;
  return { passed: () => clock() >= end };
}
