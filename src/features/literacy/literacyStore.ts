/** The quiz's nanostores: the quiz in progress, the saved record, and what the page announces. */
import { atom } from 'nanostores';
import { getLocalStorage, storageNotice } from '../../lib/browserStorage';
import {
  choose,
  emptyRecord,
  finishQuiz,
  next,
  startQuiz,
  submit,
  type LiteracyRecord,
  type QuizState,
} from './machine';
import { loadRecord, saveRecord } from './quizPersistence';
import type { LiteracyAchievement, LiteracyQuestion } from './quizTypes';
import { goal, goals } from '../../lib/goals';

export const $quiz = atom<QuizState>(startQuiz(0));
export const $record = atom<LiteracyRecord>(emptyRecord());
export const $notice = atom<string | null>(null);
/** The achievement the 'Achievement Unlocked!' dialog shows, until it closes. */
export const $celebrate = atom<LiteracyAchievement | null>(null);

let storage: Storage | null = null;

/**
 * Reads the saved record; call once the island has mounted. `chosen` is the option picked in the
 * server-rendered radio group before the island woke, kept so that first tap counts.
 */
export function initQuiz(questionCount: number, chosen: number | null = null): void {
  storage = getLocalStorage();
  const loaded = loadRecord(storage);
  $record.set(loaded.record);
  $notice.set(loaded.problem ? storageNotice(loaded.problem, 'quiz results') : null);
  const quiz = startQuiz(questionCount);
  $quiz.set(chosen === null ? quiz : choose(quiz, chosen));
}

export const chooseOption = (option: number) => $quiz.set(choose($quiz.get(), option));

export const submitAnswer = (questions: LiteracyQuestion[]) => $quiz.set(submit($quiz.get(), questions));

/** 'Next Question', or 'Finish Quiz': records the quiz, saves it and celebrates the last unlock. */
export function nextQuestion(questions: LiteracyQuestion[], achievements: LiteracyAchievement[]): void {
  const state = next($quiz.get());
  $quiz.set(state);
  if (!state.finished) return;
  goal(goals.quizCompleted);
  const result = finishQuiz($record.get(), achievements, { correct: state.correct, total: questions.length });
  $record.set(result.record);
  const saved = saveRecord(storage, result.record);
  if (saved !== 'ok') $notice.set(storageNotice(saved, 'quiz results'));
  $celebrate.set(result.shown);
}

/** 'Take Quiz Again': position, score and answers reset; the record stays. */
export const restart = (questionCount: number) => $quiz.set(startQuiz(questionCount));
