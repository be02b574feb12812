/** The literacy quiz's questions and achievements at build time, in the order they are shown. */
import { getCollection } from 'astro:content';
import type { LiteracyAchievement, LiteracyQuestion } from '../../../features/literacy/types';
import { questionIdsProblem } from './questionIds';

export async function literacyQuiz(): Promise<{ questions: LiteracyQuestion[]; achievements: LiteracyAchievement[] }> {
  const [questions, achievements] = await Promise.all([
    getCollection('literacyQuestions'),
    getCollection('literacyAchievements'),
  ]);
  const file = questions[0]?.filePath ?? 'content/literacy/questions.yaml';
  const problem = questionIdsProblem(questions.map((q) => q.data.id));
  if (problem) throw new Error(`${file}: ${problem}`);
  if (achievements.length === 0) throw new Error('content/literacy/achievements.yaml: no achievements');
  return {
    questions: questions.map((q) => q.data).sort((a, b) => a.id - b.id),
    achievements: achievements
      .sort((a, b) => a.data.order - b.data.order)
      .map(({ data: { order: _order, ...a } }) => a),
  };
}
