/** The literacy quiz's questions and achievements at build time, in the order they are shown. */
import { getCollection } from 'astro:content';
import { paths } from '../../../lib/paths';
import type { LiteracyAchievement, LiteracyQuestion } from '../../../features/literacy/literacyTypes';
import { questionIdsProblem } from './questionIds';

export async function literacyQuiz(): Promise<{ questions: LiteracyQuestion[]; achievements: LiteracyAchievement[] }> {
  const [questions, achievements, lessons] = await Promise.all([
    getCollection('literacyQuestions'),
    getCollection('literacyAchievements'),
    getCollection('lessons'),
  ]);
  const file = questions[0]?.filePath ?? 'content/literacy/questions.yaml';
  const problem = questionIdsProblem(questions.map((q) => q.data.id));
  if (problem) throw new Error(`${file}: ${problem}`);
  if (achievements.length === 0) throw new Error('content/literacy/achievements.yaml: no achievements');
  const titles = new Map(lessons.map((l) => [l.id, l.data.title]));
  const lessonLinks = (id: number, ids: string[]) =>
    ids.map((lesson) => {
      const title = titles.get(lesson);
      if (!title)
        throw new Error(
          `${file}: question ${id} names lesson "${lesson}", which content/learning/lessons/ does not have`,
        );
      return { title, href: paths.lesson(lesson) };
    });
  return {
    questions: questions
      .map((q) => ({ ...q.data, lessons: lessonLinks(q.data.id, q.data.lessons) }))
      .sort((a, b) => a.id - b.id),
    achievements: achievements
      .sort((a, b) => a.data.order - b.data.order)
      .map(({ data: { order: _order, ...a } }) => a),
  };
}
