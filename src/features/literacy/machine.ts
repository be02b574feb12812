/**
 * The Financial Literacy Quiz: answering one question at a time, the result
 * bands, and the achievements' progress and unlocks when a quiz is finished. Pure functions.
 */
import type { LiteracyAchievement, LiteracyQuestion } from './literacyTypes';

/** How long the 'Achievement Unlocked!' dialog stays open, ms. */
export const UNLOCK_DIALOG_MS = 3000;

/** One go at the quiz, from its first question to its completion. */
export interface Attempt {
  /** Question shown, from 0. */
  index: number;
  /** Option chosen for the current question, until it is submitted. */
  selected: number | null;
  /** The current question's answer is submitted: its explanation shows and options are locked. */
  submitted: boolean;
  answers: (number | null)[];
  /** Correct answers so far. */
  correct: number;
  finished: boolean;
}

export interface LiteracyStats {
  totalCorrect: number;
  quizzesCompleted: number;
}

/** What is saved per achievement. */
export interface AchievementProgress {
  id: string;
  unlocked: boolean;
  progress: number;
}

export interface LiteracyRecord {
  stats: LiteracyStats;
  achievements: AchievementProgress[];
}

export const emptyRecord = (): LiteracyRecord => ({
  stats: { totalCorrect: 0, quizzesCompleted: 0 },
  achievements: [],
});

export function newAttempt(questionCount: number): Attempt {
  return {
    index: 0,
    selected: null,
    submitted: false,
    answers: Array<number | null>(questionCount).fill(null),
    correct: 0,
    finished: false,
  };
}

/** Chooses an option; ignored once the answer is submitted. */
export function choose(state: Attempt, option: number): Attempt {
  if (state.submitted || state.finished) return state;
  return { ...state, selected: option };
}

/** Submits the chosen option, revealing the explanation and counting a correct answer. */
export function submit(state: Attempt, questions: LiteracyQuestion[]): Attempt {
  const question = questions[state.index];
  if (state.submitted || state.finished || state.selected === null || !question) return state;
  const answers = [...state.answers];
  answers[state.index] = state.selected;
  return {
    ...state,
    answers,
    submitted: true,
    correct: state.correct + (state.selected === question.correctAnswer ? 1 : 0),
  };
}

/** 'Next Question', or 'Finish Quiz' after the last; needs a submitted answer. */
export function next(state: Attempt): Attempt {
  if (!state.submitted || state.finished) return state;
  if (state.index >= state.answers.length - 1) return { ...state, finished: true };
  return { ...state, index: state.index + 1, selected: null, submitted: false };
}

export const percentOf = (correct: number, total: number) => (total ? Math.round((correct / total) * 100) : 0);

/** The lessons that teach the questions answered wrongly, each once, in question order. */
export function missedLessons(questions: LiteracyQuestion[], answers: (number | null)[]): LiteracyQuestion['lessons'] {
  const seen = new Map<string, LiteracyQuestion['lessons'][number]>();
  questions.forEach((q, i) => {
    if (answers[i] === q.correctAnswer) return;
    for (const lesson of q.lessons) if (!seen.has(lesson.href)) seen.set(lesson.href, lesson);
  });
  return [...seen.values()];
}

/** A band's colour and its message. */
export type Band = { tone: 'green' | 'orange' | 'red'; message: string };

/**
 * Feedback bands: 80% and over, 60% to 79%, below 60%. A score says what someone knows, never that
 * they should invest; whatever the score, the results lead with learning (Completion.tsx).
 */
export function band(percent: number): Band {
  if (percent >= 80)
    return {
      tone: 'green',
      message: 'Excellent! You know the basics of property investing. Keep building on them in our Learning Hub.',
    };
  if (percent >= 60) return { tone: 'orange', message: 'Good job! Consider learning more before investing.' };
  return { tone: 'red', message: 'Keep studying! Knowledge is the key to successful investing.' };
}

/** An achievement's saved progress, or a fresh one. */
export function progressOf(record: LiteracyRecord, id: string): AchievementProgress {
  return record.achievements.find((a) => a.id === id) ?? { id, unlocked: false, progress: 0 };
}

export interface FinishResult {
  record: LiteracyRecord;
  /** Achievements unlocked by this quiz, in grid order. */
  unlocked: LiteracyAchievement[];
  /** The one the 'Achievement Unlocked!' dialog shows: the last unlocked. */
  shown: LiteracyAchievement | null;
}

/**
 * Applies a finished quiz: stats grow, each achievement's progress moves by its rule and is capped
 * at maxProgress, and an achievement unlocks when it reaches it. Unlocked achievements stay unlocked.
 */
export function finishAttempt(
  record: LiteracyRecord,
  achievements: LiteracyAchievement[],
  result: { correct: number; total: number },
): FinishResult {
  const stats: LiteracyStats = {
    totalCorrect: record.stats.totalCorrect + result.correct,
    quizzesCompleted: record.stats.quizzesCompleted + 1,
  };
  const percent = percentOf(result.correct, result.total);
  const unlocked: LiteracyAchievement[] = [];
  const saved = achievements.map((a): AchievementProgress => {
    const before = progressOf(record, a.id);
    const rule = a.rule;
    const raw = {
      'quizzes-completed': () => stats.quizzesCompleted,
      'total-correct': () => stats.totalCorrect,
      'perfect-score': () => Math.max(before.progress, result.correct === result.total ? 1 : 0),
      'high-scores': () => before.progress + (rule.kind === 'high-scores' && percent >= rule.minPercent ? 1 : 0),
    }[rule.kind]();
    const progress = Math.min(Math.max(raw, before.progress), a.maxProgress);
    const isUnlocked = before.unlocked || progress >= a.maxProgress;
    if (isUnlocked && !before.unlocked) unlocked.push(a);
    return { id: a.id, unlocked: isUnlocked, progress };
  });
  return { record: { stats, achievements: saved }, unlocked, shown: unlocked.at(-1) ?? null };
}
