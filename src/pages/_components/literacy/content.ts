/** The literacy quiz's questions and achievements at build time, in the order they are shown. */
import { getCollection } from 'astro:content';
import type { LiteracyAchievement, LiteracyQuestion } from '../../../features/literacy/types';

export async function literacyQuiz(): Promise<{ questions: LiteracyQuestion[]; achievements: LiteracyAchievement[] }> {
  const [questions, achievements] = await Promise.all([getCollection('literacyQuestions'), getCollection('literacyAchievements')]);
  const ids = questions.map((q) => q.data.id).sort((a, b) => a - b);
  const file = questions[0]?.filePath ?? 'content/literacy/questions.yaml';
  if (ids.length === 0) throw new Error(`${file}: no questions (is the file there and valid YAML?)`);
  if (ids.some((id, i) => id !== i + 1)) throw new Error(`${file}: question ids must run 1, 2, 3… with no gaps or repeats (found ${ids.join(', ')})`);
  if (achievements.length === 0) throw new Error('content/literacy/achievements.yaml: no achievements');
  return {
    questions: questions.map((q) => q.data).sort((a, b) => a.id - b.id),
    achievements: achievements.sort((a, b) => a.data.order - b.data.order).map(({ data: { order: _order, ...a } }) => a),
  };
}
