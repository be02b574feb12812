/**
 * The README promises editors that a missing or mistyped field fails the build, naming the file and
 * the field. These tests hold every collection to it: every object in every schema is strict and
 * every field describes itself; and a real entry with one key misspelt is refused, naming the key
 * (`astro sync` refusing one: tests/integration/content-sync.test.ts).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadYaml as load } from '../../src/lib/contentYaml';
import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';
import { describe, expect, it } from 'vitest';
import { collections } from '../../src/content.config';

type Name = keyof typeof collections;
const root = resolve(import.meta.dirname, '../..');

/** Stands in for Astro's image(): a path. */
const context = { image: () => z.string() } as unknown as SchemaContext;
const schemaOf = (name: Name): z.ZodType => {
  const { schema } = collections[name];
  if (!schema) throw new Error(`${name} has no schema`);
  return typeof schema === 'function' ? schema(context) : schema;
};

/** Fields without a description and objects that would drop an unknown key, as 'path: problem'. */
function problems(schema: z.ZodType, path = ''): string[] {
  const def = schema._zod.def as unknown as Record<string, z.ZodType> & {
    type: string;
    shape?: Record<string, z.ZodType>;
    options?: z.ZodType[];
  };
  const inner = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
  if (inner) return problems(inner, path);
  if (def.type === 'array') return problems(def.element!, `${path}[]`);
  if (def.type === 'record') return problems(def.valueType!, `${path}{}`);
  if (def.type === 'union') return def.options!.flatMap((o) => problems(o, path));
  if (def.type !== 'object') return [];
  const out =
    def.catchall?._zod.def.type === 'never'
      ? []
      : [`${path || '(entry)'}: not strict, so a misspelt key would be dropped`];
  for (const [key, field] of Object.entries(def.shape!)) {
    const at = path ? `${path}.${key}` : key;
    if (!described(field)) out.push(`${at}: no description`);
    out.push(...problems(field, at));
  }
  return out;
}

/** A field's description may sit on it or on what it wraps (optional, default…). */
function described(schema: z.ZodType): boolean {
  if (schema.description) return true;
  const def = schema._zod.def as unknown as { type: string; innerType?: z.ZodType; in?: z.ZodType };
  const inner = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
  return inner ? described(inner) : false;
}

/** A real file of each collection: a YAML list (its first entry), a lesson file or MDX frontmatter. */
const samples: Record<Name, string> = {
  caseStudies: 'content/case-studies/4-bed-family-social-housing-nelincs.mdx',
  posts: 'content/posts/before-lending-on-a-property-deal.mdx',
  landing: 'content/landing/index.yaml',
  founders: 'content/founders.yaml',
  timeline: 'content/timeline.yaml',
  testimonials: 'content/testimonials.yaml',
  stats: 'content/stats.yaml',
  services: 'content/services.yaml',
  faqs: 'content/faqs.yaml',
  points: 'content/points.yaml',
  learningModules: 'content/learning/modules.yaml',
  lessons: 'content/learning/lessons/what-is-inflation.yaml',
  badges: 'content/learning/badges.yaml',
  badgeCategories: 'content/learning/badge-categories.yaml',
  leaderboard: 'content/learning/leaderboard.yaml',
  achievementLevels: 'content/learning/levels.yaml',
  literacyQuestions: 'content/literacy/questions.yaml',
  literacyAchievements: 'content/literacy/achievements.yaml',
  facts: 'content/facts.yaml',
  pastReturns: 'content/past-returns.yaml',
  riskSummaries: 'content/regulatory/risk-summary.yaml',
  shareImages: 'content/share-images.yaml',
  investorStatements: 'content/regulatory/investor-statements.yaml',
};

/** The unknown keys a parse reports, as 'path: key'. */
function unknownKeys(name: Name, data: unknown): string[] {
  const result = schemaOf(name).safeParse(data);
  return (result.error?.issues ?? []).flatMap((i) =>
    i.code === 'unrecognized_keys' ? i.keys.map((k) => [...i.path, k].join('.')) : [],
  );
}

function sampleEntry(file: string): Record<string, unknown> {
  const text = readFileSync(join(root, file), 'utf8');
  const data = file.endsWith('.mdx') ? load(text.split(/^---$/m)[1]!) : load(text);
  return (Array.isArray(data) ? data[0] : data) as Record<string, unknown>;
}

describe('content collection schemas', () => {
  const names = Object.keys(collections) as Name[];

  it('are strict and describe every field', () => {
    expect(names.flatMap((name) => problems(schemaOf(name)).map((p) => `${name}: ${p}`))).toEqual([]);
  });

  it('accept a real entry of every collection', () => {
    expect(Object.keys(samples).sort()).toEqual([...names].sort());
    for (const name of names) expect(() => schemaOf(name).parse(sampleEntry(samples[name])), name).not.toThrow();
  });

  it('refuse that entry with one key misspelt, naming the key', () => {
    for (const name of names) {
      const entry = sampleEntry(samples[name]);
      const [key] = Object.keys(entry).filter((k) => k !== 'id');
      const { [key!]: value, ...rest } = entry;
      const typo = `${key}x`;
      expect(unknownKeys(name, { ...rest, [typo]: value }), name).toEqual([typo]);
    }
  });

  it('refuse a misspelt key inside a nested block too', () => {
    const study = sampleEntry(samples.caseStudies) as { cta: Record<string, unknown> };
    const { label, ...cta } = study.cta;
    expect(unknownKeys('caseStudies', { ...study, cta: { ...cta, lable: label } })).toEqual(['cta.lable']);
  });
});
