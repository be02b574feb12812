/** The quiz's saved record under fixed keys that existing visitors' browsers already hold; corrupt, full or blocked storage never throws. */
import { describe, expect, it } from 'vitest';
import { emptyRecord, type LiteracyRecord } from '../../../../src/features/literacy/machine';
import {
  ACHIEVEMENTS_KEY,
  loadRecord,
  saveRecord,
  STATS_KEY,
} from '../../../../src/features/literacy/literacyPersistence';
import { MemoryStorage } from '../../../support/content';

const record: LiteracyRecord = {
  stats: { totalCorrect: 14, quizzesCompleted: 2 },
  achievements: [
    { id: 'first_quiz', unlocked: true, progress: 1 },
    { id: 'quiz_master', unlocked: false, progress: 2 },
  ],
};

describe('literacy quiz storage', () => {
  it('saves under financialLiteracyAchievements and financialLiteracyStats and reads it back', () => {
    const storage = new MemoryStorage();
    expect(loadRecord(storage)).toEqual({ record: emptyRecord() });
    expect(saveRecord(storage, record)).toBe('ok');
    expect(JSON.parse(storage.getItem('financialLiteracyStats')!)).toEqual({ totalCorrect: 14, quizzesCompleted: 2 });
    expect(JSON.parse(storage.getItem('financialLiteracyAchievements')!)).toEqual(record.achievements);
    expect(loadRecord(storage)).toEqual({ record });
  });

  it('reads the older full form (with titles and icons) and keeps only id, unlocked and progress', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      ACHIEVEMENTS_KEY,
      JSON.stringify([
        { id: 'first_quiz', title: 'First Quiz', icon: '🎯', maxProgress: 1, unlocked: true, progress: 1 },
      ]),
    );
    expect(loadRecord(storage).record.achievements).toEqual([{ id: 'first_quiz', unlocked: true, progress: 1 }]);
  });

  for (const [key, value] of [
    [STATS_KEY, 'not json'],
    [STATS_KEY, '{"totalCorrect":"3","quizzesCompleted":1}'],
    [ACHIEVEMENTS_KEY, '{"first_quiz":true}'],
    [ACHIEVEMENTS_KEY, '[{"id":"first_quiz","unlocked":"yes","progress":1}]'],
  ] as const) {
    it(`starts afresh and says so when ${key} holds ${value}`, () => {
      const storage = new MemoryStorage();
      saveRecord(storage, record);
      storage.setItem(key, value);
      expect(loadRecord(storage)).toEqual({ record: emptyRecord(), problem: 'corrupt' });
    });
  }

  it('copes with no storage, and with storage that is full', () => {
    expect(loadRecord(null)).toEqual({ record: emptyRecord(), problem: 'unavailable' });
    const storage = new MemoryStorage();
    storage.failWrites = 'quota';
    expect(saveRecord(storage, record)).toBe('full');
  });
});
