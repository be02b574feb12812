/**
 * The hub's saved state: fixed keys under a learner id that survives a reload, and storage that
 * is corrupt, full or disabled never breaks the hub (it starts afresh and says why).
 */
import { describe, expect, it } from 'vitest';
import { storageNotice } from '../../../../src/lib/browserStorage';
import {
  LEARNER_ID_KEY,
  loadLearner,
  newLearnerId,
  saveLearner,
  storageKeys,
} from '../../../../src/features/learn/hubPersistence';
import { emptyLearner, type LearnerState } from '../../../../src/features/learn/progress';
import { MemoryStorage } from '../../../support/content';

const state: LearnerState = {
  progress: { 'inflation-basics-what-is-inflation': { completed: 'true', score: '75', timeSpent: '10' } },
  achievements: ['first-lesson'],
  score: 175,
};

describe('learner storage', () => {
  it('keeps one learner id, so a reload finds the same progress', () => {
    const storage = new MemoryStorage();
    const first = loadLearner(storage);
    expect(first).toEqual({ id: first.id, state: emptyLearner() });
    expect(saveLearner(storage, first.id, state)).toBe('ok');
    const again = loadLearner(storage);
    expect(again).toEqual({ id: first.id, state });
  });

  it('keeps the keys browsers already hold: learning_progress_{id}, achievements_{id}, score_{id}', () => {
    const storage = new MemoryStorage();
    const { id } = loadLearner(storage);
    saveLearner(storage, id, state);
    expect(id).toMatch(/^user_\d{13}_[0-9a-z]{6}$/);
    expect(storageKeys(id)).toEqual({
      progress: `learning_progress_${id}`,
      achievements: `achievements_${id}`,
      score: `score_${id}`,
    });
    expect(JSON.parse(storage.getItem(`learning_progress_${id}`)!)).toEqual(state.progress);
    expect(JSON.parse(storage.getItem(`achievements_${id}`)!)).toEqual(['first-lesson']);
    expect(storage.getItem(`score_${id}`)).toBe('175');
    expect(JSON.parse(storage.getItem(LEARNER_ID_KEY)!)).toBe(id);
  });

  it('makes time-based ids that differ for two tabs opened in the same millisecond', () => {
    expect(newLearnerId(1_700_000_000_000, 0.1)).not.toBe(newLearnerId(1_700_000_000_000, 0.2));
  });

  for (const [what, value] of [
    ['not JSON', '{"inflation-basics-what-is'],
    ['the wrong shape', '{"a": {"completed": true}}'],
    ['a list', '[1, 2]'],
  ] as const) {
    it(`starts afresh and says so when saved progress is ${what}`, () => {
      const storage = new MemoryStorage();
      const { id } = loadLearner(storage);
      saveLearner(storage, id, state);
      storage.setItem(storageKeys(id).progress, value);
      expect(loadLearner(storage)).toEqual({ id, state: emptyLearner(), problem: 'corrupt' });
    });
  }

  it('treats a negative or fractional score, or a non-list of badges, as corrupt', () => {
    for (const [key, value] of [
      ['score', '-5'],
      ['score', '1.5'],
      ['achievements', '"first-lesson"'],
    ] as const) {
      const storage = new MemoryStorage();
      const { id } = loadLearner(storage);
      storage.setItem(storageKeys(id)[key], value);
      expect(loadLearner(storage).problem).toBe('corrupt');
    }
  });

  it('replaces a corrupt learner id with a new one', () => {
    const storage = new MemoryStorage();
    storage.setItem(LEARNER_ID_KEY, '{{');
    const loaded = loadLearner(storage);
    expect(loaded.problem).toBe('corrupt');
    expect(loadLearner(storage)).toEqual({ id: loaded.id, state: emptyLearner() });
  });

  it('works without storage (turned off or blocked) and says progress will not be kept', () => {
    expect(loadLearner(null)).toMatchObject({ state: emptyLearner(), problem: 'unavailable' });
    expect(saveLearner(null, 'user_1', state)).toBe('unavailable');
    const blocked = new MemoryStorage();
    blocked.failWrites = 'security';
    expect(loadLearner(blocked).problem).toBe('unavailable');
  });

  it('reports full storage on save without throwing', () => {
    const storage = new MemoryStorage();
    const { id } = loadLearner(storage);
    storage.failWrites = 'quota';
    expect(saveLearner(storage, id, state)).toBe('full');
  });

  it('says each problem in a polite sentence', () => {
    expect(storageNotice('corrupt', 'progress')).toBe(
      'Your saved progress in this browser could not be read, so you are starting afresh.',
    );
    expect(storageNotice('full', 'progress')).toMatch(/storage is full/);
    expect(storageNotice('unavailable', 'progress')).toMatch(/not letting the page save your progress/);
  });
});
