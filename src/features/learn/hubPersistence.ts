/**
 * The hub's state in localStorage under fixed keys that existing visitors' browsers already hold:
 * learning_progress_{userId}, achievements_{userId} and score_{userId}. The learner id is kept under
 * its own key so a reload finds the same data rather than starting afresh with a new id.
 */
import { getLocalStorage, isCount, isRecord, readJson, writeJson, type StorageProblem } from '../../lib/browserStorage';
import { emptyLearner, type LearnerState, type ProgressMap } from './progress';

export const LEARNER_ID_KEY = 'learning_learner_id';

export const storageKeys = (userId: string) => ({
  progress: `learning_progress_${userId}`,
  achievements: `achievements_${userId}`,
  score: `score_${userId}`,
});

/** Time-based (user_{ms}_…), with a random tail so two tabs opened at once differ. */
export function newLearnerId(now = Date.now(), random = Math.random()): string {
  return `user_${now}_${Math.floor(random * 36 ** 6)
    .toString(36)
    .padStart(6, '0')}`;
}

const isLearnerId = (v: unknown): v is string => typeof v === 'string' && /^user_[\w-]{1,80}$/.test(v);

const isProgressMap = (v: unknown): v is ProgressMap =>
  isRecord(v) &&
  Object.values(v).every(
    (r) =>
      isRecord(r) && typeof r.completed === 'string' && typeof r.score === 'string' && typeof r.timeSpent === 'string',
  );

const isIdList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

export interface LoadedLearner {
  id: string;
  state: LearnerState;
  /** Set when saved data could not be used or the id could not be kept. */
  problem?: StorageProblem;
}

/** Loads the learner from `storage` (getLocalStorage() by default); never throws. */
export function loadLearner(storage: Storage | null = getLocalStorage()): LoadedLearner {
  if (!storage) return { id: newLearnerId(), state: emptyLearner(), problem: 'unavailable' };
  const saved = readJson(storage, LEARNER_ID_KEY, isLearnerId);
  if (saved.status !== 'ok') {
    const id = newLearnerId();
    const written = writeJson(storage, [[LEARNER_ID_KEY, id]]);
    const problem = written !== 'ok' ? written : saved.status === 'missing' ? undefined : 'corrupt';
    return { id, state: emptyLearner(), ...(problem && { problem }) };
  }
  const id = saved.value;
  const keys = storageKeys(id);
  const progress = readJson(storage, keys.progress, isProgressMap);
  const achievements = readJson(storage, keys.achievements, isIdList);
  const score = readJson(storage, keys.score, isCount);
  const reads = [progress, achievements, score];
  if (reads.some((r) => r.status === 'corrupt' || r.status === 'unavailable')) {
    return { id, state: emptyLearner(), problem: 'corrupt' };
  }
  return {
    id,
    state: {
      progress: progress.status === 'ok' ? progress.value : {},
      achievements: achievements.status === 'ok' ? achievements.value : [],
      score: score.status === 'ok' ? score.value : 0,
    },
  };
}

/** Saves the learner; says why if it could not. */
export function saveLearner(
  storage: Storage | null,
  id: string,
  state: LearnerState,
): 'ok' | Exclude<StorageProblem, 'corrupt'> {
  const keys = storageKeys(id);
  return writeJson(storage, [
    [LEARNER_ID_KEY, id],
    [keys.progress, state.progress],
    [keys.achievements, state.achievements],
    [keys.score, state.score],
  ]);
}
