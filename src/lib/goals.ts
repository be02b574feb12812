/**
 * The goals the site's optional analytics counts (content/site.json `analytics`): a component says a
 * goal was reached with `goal()`, a plain DOM event that costs nothing and goes nowhere while the
 * analytics is off; when it is on, src/browser/analytics.ts sends it as a custom event. Props name the
 * form or the page, never what a visitor typed.
 */

/** Every goal, as the analytics dashboard names it. */
export const goals = {
  formSubmitted: 'Form submitted',
  calculatorResult: 'Calculator result',
  literacyCompleted: 'Quiz completed',
  consultationClick: 'Consultation click',
} as const;

export type Goal = (typeof goals)[keyof typeof goals];

/** The DOM event a goal travels as, on window. */
export const GOAL_EVENT = 'site:goal';

export interface GoalDetail {
  name: Goal;
  props?: Record<string, string>;
}

/** Marks a goal reached; never throws (analytics must never break a form). */
export function goal(name: Goal, props?: Record<string, string>): void {
  try {
    dispatchEvent(new CustomEvent<GoalDetail>(GOAL_EVENT, { detail: { name, props } }));
  } catch {
    // No window (a test, a server render): nothing to count.
  }
}
