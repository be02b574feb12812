/**
 * The learning tools' content read the way Astro reads it (YAML with dates as dates, the same schemas, the same ids),
 * so unit tests are driven by the real files in content/.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { z } from 'astro/zod';
import { loadYaml as load } from '../../src/lib/contentYaml';
import type { SchemaContext } from 'astro:content';
import { learningModuleSchema } from '../../src/collections/learningModule';
import { lessonSchema } from '../../src/collections/lesson';
import { badgeCategorySchema, badgeSchema } from '../../src/collections/badge';
import { leaderboardEntrySchema } from '../../src/collections/leaderboard';
import { achievementLevelSchema } from '../../src/collections/achievementLevel';
import { literacyQuestionSchema } from '../../src/collections/literacyQuestion';
import { literacyAchievementSchema } from '../../src/collections/literacyAchievement';
import type { CatalogInput, Entry } from '../../src/features/learn/catalog';
import type { LiteracyAchievement, LiteracyQuestion } from '../../src/features/literacy/literacyTypes';
import { paths } from '../../src/lib/paths';

export const root = resolve(import.meta.dirname, '../..');

/** Parses YAML text like Astro's file() loader: a list of entries, each with an id. */
export function parseList<S extends z.ZodType>(schema: S, text: string, filePath: string): Entry<z.output<S>>[] {
  const raw = load(text);
  if (!Array.isArray(raw)) throw new Error(`${filePath}: expected a list`);
  return raw.map((item: Record<string, unknown>) => ({ id: String(item.id), filePath, data: schema.parse(item) }));
}

function list<S extends z.ZodType>(schema: S, path: string) {
  return parseList(schema, readFileSync(resolve(root, path), 'utf8'), path);
}

/** Stands in for Astro's image(): the path must exist relative to the file that names it. */
const imageFrom = (file: string): SchemaContext => ({
  image: (() =>
    z
      .string()
      .refine((p) => existsSync(resolve(dirname(file), p)), { message: 'image not found' })
      .transform((p) => ({
        src: p,
        width: 400,
        height: 300,
        format: 'svg' as const,
      }))) as unknown as SchemaContext['image'],
});

/** Parses one lesson file like the glob() loader: the file name is the id. */
export function parseLesson(text: string, filePath: string) {
  const data = lessonSchema(imageFrom(resolve(root, filePath))).parse(load(text));
  return { id: basename(filePath, '.yaml'), filePath, data };
}

export function lessonFiles(): string[] {
  return readdirSync(resolve(root, 'content/learning/lessons'))
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => `content/learning/lessons/${f}`);
}

export function learningContent() {
  const input: CatalogInput = {
    modules: list(learningModuleSchema, 'content/learning/modules.yaml'),
    lessons: lessonFiles().map((f) => parseLesson(readFileSync(resolve(root, f), 'utf8'), f)),
    badges: list(badgeSchema, 'content/learning/badges.yaml'),
    badgeCategories: list(badgeCategorySchema, 'content/learning/badge-categories.yaml'),
  };
  return {
    input,
    lessons: input.lessons as ReturnType<typeof parseLesson>[],
    leaderboard: list(leaderboardEntrySchema, 'content/learning/leaderboard.yaml').map((e) => e.data),
    levels: list(achievementLevelSchema, 'content/learning/levels.yaml').map((e) => e.data),
  };
}

export function literacyContent(): { questions: LiteracyQuestion[]; achievements: LiteracyAchievement[] } {
  const titles = new Map(learningContent().lessons.map((l) => [l.id, l.data.title]));
  return {
    // Each question's lessons as the page gives them to the island: title and link.
    questions: list(literacyQuestionSchema, 'content/literacy/questions.yaml')
      .map((e) => ({
        ...e.data,
        lessons: e.data.lessons.map((id) => ({
          title: titles.get(id) ?? `unknown lesson ${id}`,
          href: paths.lesson(id),
        })),
      }))
      .sort((a, b) => a.id - b.id),
    achievements: list(literacyAchievementSchema, 'content/literacy/achievements.yaml')
      .map((e) => e.data)
      .sort((a, b) => a.order - b.order)
      .map(({ order: _order, ...a }) => a),
  };
}

/** An in-memory Storage; `failWrites` makes setItem throw like a full or blocked store. */
export class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  failWrites: 'quota' | 'security' | null = null;
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    if (this.failWrites === 'quota') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    if (this.failWrites === 'security') throw new DOMException('The operation is insecure.', 'SecurityError');
    this.items.set(key, String(value));
  }
}
