/**
 * The hub's shared state as nanostores: the learner (saved after every change), the view, and the
 * polite status lines. Components read them with useStore and change them only through these actions.
 */
import { atom } from 'nanostores';
import { getLocalStorage, storageNotice } from '../../lib/browserStorage';
import { paths } from '../../lib/paths';
import { focusById, ids } from './context';
import { listView, type Tab, type View } from './navigation';
import { loadLearner, saveLearner } from './hubPersistence';
import { completeLesson, emptyLearner, type Completion, type CompletionResult, type LearnerState } from './progress';
import type { HubCatalog, LessonContent } from './hubTypes';

export const $learner = atom<LearnerState>(emptyLearner());
export const $view = atom<View>(listView());
/** Set when saved progress could not be read or kept. */
export const $storageNotice = atom<string | null>(null);
/** What the last completion earned, announced politely. */
export const $announcement = atom<string | null>(null);
/** True once the saved state has been read (after hydration, so the server render matches). */
export const $ready = atom(false);

let learnerId = '';
let storage: Storage | null = null;

/** Reads the saved learner; call once the island has mounted (again later changes nothing). */
export function initLearner(): void {
  if ($ready.get()) return;
  storage = getLocalStorage();
  const loaded = loadLearner(storage);
  learnerId = loaded.id;
  $learner.set(loaded.state);
  $storageNotice.set(loaded.problem ? storageNotice(loaded.problem, 'progress') : null);
  $ready.set(true);
}

/** Applies a view transition. */
export function go(change: (view: View) => View): void {
  $view.set(change($view.get()));
}

/** Records a finished lesson, saves it, and returns what it earned. */
function recordCompletion(completion: Completion, catalog: HubCatalog): CompletionResult {
  const result = completeLesson($learner.get(), completion, catalog);
  $learner.set(result.state);
  const saved = saveLearner(storage, learnerId, result.state);
  if (saved !== 'ok') $storageNotice.set(storageNotice(saved, 'progress'));
  return result;
}

/** Selects a tab of the list and moves focus to it. */
export function selectTab(tab: Tab): void {
  go(() => listView(tab));
  focusById(ids.tab(tab));
}

/** What a completion earned, in a sentence. */
function completionMessage(lessonTitle: string, result: CompletionResult): string {
  const points = result.points
    ? `You earned ${result.points.toLocaleString('en-GB')} points.`
    : 'Your best score for this lesson stands.';
  const badges = result.newBadges.length
    ? ` New ${result.newBadges.length === 1 ? 'badge' : 'badges'}: ${result.newBadges.map((b) => b.title).join(', ')}.`
    : '';
  const title = /[.?!]$/.test(lessonTitle) ? lessonTitle : `${lessonTitle}.`;
  return `Lesson complete: ${title} ${points}${badges}`;
}

/**
 * Finishes a lesson ('Complete Lesson' without a quiz, 'Continue Learning' after one): records it
 * with its score, says what it earned, and returns to the module list with focus on its module.
 */
export function finishLesson(
  catalog: HubCatalog,
  lesson: Pick<LessonContent, 'id' | 'moduleId' | 'title'>,
  quizScore?: number,
): void {
  const result = recordCompletion({ moduleId: lesson.moduleId, lessonId: lesson.id, quizScore }, catalog);
  $announcement.set(completionMessage(lesson.title, result));
  go(() => listView('modules'));
  focusById(ids.moduleAction(lesson.moduleId));
}

const lessons = new Map<string, Promise<LessonContent>>();

/** A lesson's content, fetched once; a failed fetch can be retried. */
export function fetchLesson(id: string): Promise<LessonContent> {
  let pending = lessons.get(id);
  if (!pending) {
    pending = fetch(paths.lessonData(id)).then((res) => {
      if (!res.ok) throw new Error(`${res.status}`);
      return res.json() as Promise<LessonContent>;
    });
    pending.catch(() => lessons.delete(id));
    lessons.set(id, pending);
  }
  return pending;
}
