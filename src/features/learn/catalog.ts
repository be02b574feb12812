/**
 * Builds the hub's catalog from the content collections and checks what a schema alone cannot:
 * that references between files resolve. Run when /learn builds and by the unit tests, so a broken
 * reference fails the build with the file named.
 */
import type { LearningModuleData } from '../../collections/learningModule';
import type { LessonData } from '../../collections/lesson';
import type { BadgeData } from '../../collections/badge';
import type { HubCatalog, HubModule } from './hubTypes';

/** An entry as a content collection returns it. */
export interface Entry<T> {
  id: string;
  filePath?: string;
  data: T;
}

export interface CatalogInput {
  modules: Entry<LearningModuleData>[];
  lessons: Entry<Pick<LessonData, 'module' | 'order' | 'title' | 'description' | 'estimatedTime' | 'quiz'>>[];
  badges: Entry<BadgeData>[];
  badgeCategories: Entry<{ id: string }>[];
}

/** Content that fails a cross-check; the message lists every problem, each with its file. */
export class ContentError extends Error {
  override name = 'ContentError';
  constructor(readonly problems: string[]) {
    super(`Learning content is inconsistent:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

const where = (e: Entry<unknown>, fallback: string) => e.filePath ?? fallback;
const byOrder = <T extends { data: { order: number } }>(a: T, b: T) => a.data.order - b.data.order;

/** Ids that appear more than once. */
function duplicates(ids: string[]): string[] {
  return [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];
}

export function buildCatalog(input: CatalogInput): HubCatalog {
  const problems: string[] = [];
  const modulesFile = input.modules[0]?.filePath ?? 'content/learning/modules.yaml';
  const badgesFile = input.badges[0]?.filePath ?? 'content/learning/badges.yaml';
  if (input.modules.length === 0) problems.push(`${modulesFile}: no modules (is the file there and valid YAML?)`);
  if (input.lessons.length === 0) problems.push('content/learning/lessons/: no lessons');
  for (const id of duplicates(input.modules.map((m) => m.id)))
    problems.push(`${modulesFile}: module id '${id}' is used twice`);
  for (const id of duplicates(input.lessons.map((l) => l.id)))
    problems.push(`content/learning/lessons/: lesson id '${id}' is used twice`);

  const moduleIds = new Set(input.modules.map((m) => m.id));
  for (const lesson of input.lessons) {
    if (!moduleIds.has(lesson.data.module)) {
      problems.push(
        `${where(lesson, lesson.id)}: module '${lesson.data.module}' is not in ${modulesFile} (known: ${[...moduleIds].join(', ')})`,
      );
    }
  }

  const modules: HubModule[] = [...input.modules].sort(byOrder).map((m) => {
    const lessons = input.lessons.filter((l) => l.data.module === m.id).sort(byOrder);
    if (lessons.length === 0) problems.push(`${where(m, modulesFile)}: module '${m.id}' has no lessons`);
    for (const order of duplicates(lessons.map((l) => String(l.data.order)))) {
      problems.push(`content/learning/lessons/: two lessons of '${m.id}' have order ${order}`);
    }
    const minutes = lessons.reduce((sum, l) => sum + l.data.estimatedTime, 0);
    if (lessons.length > 0 && minutes !== m.data.estimatedTime) {
      problems.push(
        `${where(m, modulesFile)}: module '${m.id}' says ${m.data.estimatedTime} minutes but its lessons add up to ${minutes}`,
      );
    }
    const { order: _order, ...data } = m.data;
    return {
      ...data,
      lessons: lessons.map((l) => ({
        id: l.id,
        title: l.data.title,
        description: l.data.description,
        estimatedTime: l.data.estimatedTime,
        hasQuiz: Boolean(l.data.quiz),
      })),
    };
  });

  const categories = new Set(input.badgeCategories.map((c) => c.id));
  for (const id of duplicates(input.badges.map((b) => b.id)))
    problems.push(`${badgesFile}: badge id '${id}' is used twice`);
  for (const badge of input.badges) {
    const file = where(badge, badgesFile);
    if (!categories.has(badge.data.category))
      problems.push(`${file}: badge '${badge.id}' has unknown category '${badge.data.category}'`);
    if (badge.data.rule.kind === 'module-complete' && !moduleIds.has(badge.data.rule.module)) {
      problems.push(`${file}: badge '${badge.id}' names unknown module '${badge.data.rule.module}'`);
    }
  }

  if (problems.length) throw new ContentError(problems);
  const badges = [...input.badges].sort(byOrder).map(({ data: { order: _order, ...badge } }) => badge);
  return { modules, badges };
}
