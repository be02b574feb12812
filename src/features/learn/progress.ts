/**
 * The learner's state and the rules that change it (with the departures in docs/decisions.md).
 * Pure functions: the nanostore in hubStore.ts applies them and saves the result.
 */
import type { HubBadge, HubCatalog, HubModule } from './hubTypes';

/** A lesson's saved record, every field a string (the format visitors' browsers already hold). */
interface LessonRecord {
  /** 'true' once complete: a lesson counts as complete only when this is exactly 'true'. */
  completed: string;
  /** Best score, '0' to '100'. */
  score: string;
  /** Minutes, always '10'. */
  timeSpent: string;
}

/** Progress records keyed by `${moduleId}-${lessonId}`. */
export type ProgressMap = Record<string, LessonRecord>;

export interface LearnerState {
  progress: ProgressMap;
  /** Earned badge ids, oldest first; never shrinks. */
  achievements: string[];
  /** Total points. */
  score: number;
}

export const PASS_MARK = 70;
const BADGE_POINTS = 100;
const DEFAULT_LESSON_SCORE = 100;
const TIME_SPENT = '10';

export const emptyLearner = (): LearnerState => ({ progress: {}, achievements: [], score: 0 });

const progressKey = (moduleId: string, lessonId: string) => `${moduleId}-${lessonId}`;

export function isComplete(state: LearnerState, moduleId: string, lessonId: string): boolean {
  return state.progress[progressKey(moduleId, lessonId)]?.completed === 'true';
}

/** Lessons done, lessons in all, and the percentage rounded to a whole number. */
export interface Tally {
  done: number;
  total: number;
  percent: number;
}

const tally = (done: number, total: number): Tally => ({
  done,
  total,
  percent: total ? Math.round((done / total) * 100) : 0,
});

export function moduleProgress(state: LearnerState, module: HubModule): Tally {
  return tally(module.lessons.filter((l) => isComplete(state, module.id, l.id)).length, module.lessons.length);
}

export function overallProgress(state: LearnerState, catalog: HubCatalog): Tally {
  const parts = catalog.modules.map((m) => moduleProgress(state, m));
  return tally(
    parts.reduce((n, p) => n + p.done, 0),
    parts.reduce((n, p) => n + p.total, 0),
  );
}

/** The module card's button: 'Start Learning' at 0%, 'Continue' part-way, 'Review' at 100%. */
export function moduleAction(percent: number): 'Start Learning' | 'Continue' | 'Review' {
  if (percent >= 100) return 'Review';
  return percent > 0 ? 'Continue' : 'Start Learning';
}

/** The lesson a module opens at: its first unfinished lesson, or its first when all are done. */
export function firstUnfinishedLesson(state: LearnerState, module: HubModule): string {
  const next = module.lessons.find((l) => !isComplete(state, module.id, l.id)) ?? module.lessons[0];
  if (!next) throw new Error(`Module ${module.id} has no lessons`);
  return next.id;
}

/** Percentage of questions right, rounded; the quiz is passed at PASS_MARK or more. */
export function lessonQuizPercent(correct: number, total: number): number {
  return total ? Math.round((correct / total) * 100) : 0;
}

/** A lesson finished: `quizScore` is the quiz percentage, absent for a lesson without a quiz. */
export interface Completion {
  moduleId: string;
  lessonId: string;
  quizScore?: number;
}

/** Whether a badge's rule holds, judged on the state after the completion (a departure: docs/decisions.md). */
function ruleHolds(badge: HubBadge, after: LearnerState, completion: Completion, catalog: HubCatalog): boolean {
  const rule = badge.rule;
  switch (rule.kind) {
    case 'first-lesson':
      return Object.values(after.progress).some((r) => r.completed === 'true');
    case 'perfect-quiz':
      return completion.quizScore === 100;
    case 'module-complete': {
      const module = catalog.modules.find((m) => m.id === rule.module);
      return Boolean(module) && moduleProgress(after, module!).percent === 100;
    }
  }
}

export interface CompletionResult {
  state: LearnerState;
  /** Badges earned by this completion, in catalog order. */
  newBadges: HubBadge[];
  /** Points added: the lesson's improvement on its best score, plus BADGE_POINTS per new badge. */
  points: number;
}

/**
 * Records a finished lesson. The lesson keeps its best score and the total grows only by an
 * improvement, so repeating a lesson never farms points; badges are judged on the new state,
 * never removed, and each new one adds BADGE_POINTS.
 */
export function completeLesson(state: LearnerState, completion: Completion, catalog: HubCatalog): CompletionResult {
  const key = progressKey(completion.moduleId, completion.lessonId);
  const lessonScore = completion.quizScore ?? DEFAULT_LESSON_SCORE;
  const before = state.progress[key];
  const best = before?.completed === 'true' ? Number(before.score) || 0 : 0;
  const lessonPoints = Math.max(0, lessonScore - best);
  const progress: ProgressMap = {
    ...state.progress,
    [key]: { completed: 'true', score: String(Math.max(best, lessonScore)), timeSpent: TIME_SPENT },
  };
  const after: LearnerState = { ...state, progress };
  const newBadges = catalog.badges.filter(
    (b) => !state.achievements.includes(b.id) && ruleHolds(b, after, completion, catalog),
  );
  const points = lessonPoints + newBadges.length * BADGE_POINTS;
  return {
    state: {
      progress,
      achievements: [...state.achievements, ...newBadges.map((b) => b.id)],
      score: state.score + points,
    },
    newBadges,
    points,
  };
}

/** The last `count` badges earned, newest first, for the dashboard. */
export function recentBadges(state: LearnerState, catalog: HubCatalog, count = 3): HubBadge[] {
  return state.achievements
    .slice(-count)
    .reverse()
    .map((id) => catalog.badges.find((b) => b.id === id))
    .filter((b): b is HubBadge => Boolean(b));
}
