/**
 * One hub lesson as JSON (/lessons/<id>.json), fetched by the Learning Hub island when the lesson is
 * opened, so /learn itself carries only the module list.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getCollection, type CollectionEntry } from 'astro:content';
import { lessonContent } from '../../features/learn/lessonContent';
import { cpiYears } from '../_components/learn/hubContent';
import { withFacts } from '../../lib/facts';

export const getStaticPaths = (async () => {
  const lessons = await getCollection('lessons');
  return lessons.map((entry) => ({ params: { lesson: entry.id }, props: { entry } }));
}) satisfies GetStaticPaths;

interface Props {
  entry: CollectionEntry<'lessons'>;
}

export const GET: APIRoute<Props> = async ({ props: { entry } }) => {
  const where = entry.filePath ?? entry.id;
  // A text step may name a fact ({{how-paid}}): the site says it one way everywhere.
  const steps = await Promise.all(
    entry.data.content.map(async (step) =>
      step.type === 'text' ? { ...step, content: await withFacts(step.content, where) } : step,
    ),
  );
  let content;
  try {
    content = lessonContent(
      entry.id,
      { ...entry.data, content: steps },
      {
        cpi: cpiYears(),
        image: (img) => {
          const { src, width, height } = img as { src: string; width: number; height: number };
          return { src, width, height };
        },
      },
    );
  } catch (error) {
    throw new Error(`${where}: ${(error as Error).message}`, { cause: error });
  }
  return new Response(JSON.stringify(content), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
