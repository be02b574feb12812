/** The literacy quiz's nanostores: the attempt in progress, the saved record, and what the page announces. */
import { atom } from 'nanostores';
import { getLocalStorage, storageNotice } from '../../lib/browserStorage';
import {
  choose,
  emptyRecord,
  finishAttempt,
  next,
  newAttempt,
  submit,
  type LiteracyRecord,
  type Attempt,
} from './machine';
import { loadRecord, saveRecord } from './literacyPersistence';
import type { LiteracyAchievement, LiteracyQuestion } from './literacyTypes';
import { goal, goals } from '../../lib/goals';

export const $attempt = atom<Attempt>(newAttempt(0));
export const $record = atom<LiteracyRecord>(emptyRecord());
export const $notice = atom<string | null>(null);
/** The achievement the 'Achievement Unlocked!' dialog shows, until it closes. */
export const $celebrate = atom<LiteracyAchievement | null>(null);

let storage: Storage | null = null;

/**
 * Reads the saved record; call once the island has mounted. `chosen` is the option picked in the
 * server-rendered radio group before the island woke, kept so that first tap counts.
 */
export function initLiteracy(questionCount: number, chosen: number | null = null): void {
  storage = getLocalStorage();
  const loaded = loadRecord(storage);
  $record.set(loaded.record);
  $notice.set(loaded.problem ? storageNotice(loaded.problem, 'quiz results') : null);
  const attempt = newAttempt(questionCount);
  $attempt.set(chosen === null ? attempt : choose(attempt, chosen));
}

export const chooseOption = (option: number) => $attempt.set(choose($attempt.get(), option));

export const submitAnswer = (questions: LiteracyQuestion[]) => $attempt.set(submit($attempt.get(), questions));

/** 'Next Question', or 'Finish Quiz': records the quiz, saves it and celebrates the last unlock. */
export function nextQuestion(questions: LiteracyQuestion[], achievements: LiteracyAchievement[]): void {
  const state = next($attempt.get());
  $attempt.set(state);
  if (!state.finished) return;
  goal(goals.literacyCompleted);
  const result = finishAttempt($record.get(), achievements, { correct: state.correct, total: questions.length });
  $record.set(result.record);
  const saved = saveRecord(storage, result.record);
  if (saved !== 'ok') $notice.set(storageNotice(saved, 'quiz results'));
  $celebrate.set(result.shown);
}

/** 'Take Quiz Again': position, score and answers reset; the record stays. */
export const restart = (questionCount: number) => $attempt.set(newAttempt(questionCount));
