/**
 * The quiz's record in localStorage under fixed keys that existing visitors' browsers already hold: financialLiteracyAchievements (a
 * list of { id, unlocked, progress }) and financialLiteracyStats ({ totalCorrect, quizzesCompleted }).
 */
import { getLocalStorage, isCount, isRecord, readJson, writeJson, type StorageProblem } from '../../lib/browserStorage';
import { emptyRecord, type AchievementProgress, type LiteracyRecord, type LiteracyStats } from './machine';

export const ACHIEVEMENTS_KEY = 'financialLiteracyAchievements';
export const STATS_KEY = 'financialLiteracyStats';

const isStats = (v: unknown): v is LiteracyStats =>
  isRecord(v) && isCount(v.totalCorrect) && isCount(v.quizzesCompleted);

const isProgressList = (v: unknown): v is AchievementProgress[] =>
  Array.isArray(v) &&
  v.every((a) => isRecord(a) && typeof a.id === 'string' && typeof a.unlocked === 'boolean' && isCount(a.progress));

export interface LoadedRecord {
  record: LiteracyRecord;
  problem?: StorageProblem;
}

/** Loads the saved record; anything unreadable starts afresh and says so. Never throws. */
export function loadRecord(storage: Storage | null = getLocalStorage()): LoadedRecord {
  if (!storage) return { record: emptyRecord(), problem: 'unavailable' };
  const stats = readJson(storage, STATS_KEY, isStats);
  const achievements = readJson(storage, ACHIEVEMENTS_KEY, isProgressList);
  if ([stats, achievements].some((r) => r.status === 'corrupt' || r.status === 'unavailable')) {
    return { record: emptyRecord(), problem: 'corrupt' };
  }
  return {
    record: {
      stats: stats.status === 'ok' ? stats.value : emptyRecord().stats,
      // Keep only what we save, so extra fields in old data do not travel on.
      achievements:
        achievements.status === 'ok'
          ? achievements.value.map(({ id, unlocked, progress }) => ({ id, unlocked, progress }))
          : [],
    },
  };
}

export function saveRecord(storage: Storage | null, record: LiteracyRecord): 'ok' | Exclude<StorageProblem, 'corrupt'> {
  return writeJson(storage, [
    [ACHIEVEMENTS_KEY, record.achievements],
    [STATS_KEY, record.stats],
  ]);
}
