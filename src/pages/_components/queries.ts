/** Small content queries shared by the marketing pages. Figures in content text come from the facts. */
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import type { IconName } from '../../components/iconPaths';
import { fact, mentionsRiskClaim, needsRiskWarning, returnNote, withFacts } from '../../lib/facts';

const byOrder = <T extends { data: { order: number } }>(a: T, b: T) => a.data.order - b.data.order;

/** The questions of one accordion, in order, with facts filled in. */
export async function faqGroup(group: string): Promise<CollectionEntry<'faqs'>['data'][]> {
  const entries = (await getCollection('faqs', (e) => e.data.group === group)).sort(byOrder);
  return Promise.all(
    entries.map(async ({ data }) => ({
      ...data,
      question: await withFacts(data.question, `content/faqs.yaml (${data.id})`),
      answer: await withFacts(data.answer, `content/faqs.yaml (${data.id})`),
    })),
  );
}

export type Point = CollectionEntry<'points'>['data'] & {
  /** It states a return or a security claim, so the capital-at-risk warning must stand beside it. */
  riskClaim: boolean;
};

/** The points of one list, in order, with facts filled in. */
export async function pointGroup(group: string): Promise<Point[]> {
  const entries = (await getCollection('points', (e) => e.data.group === group)).sort(byOrder);
  return Promise.all(
    entries.map(async ({ data }) => {
      const where = `content/points.yaml (${data.id})`;
      return {
        ...data,
        title: await withFacts(data.title, where),
        text: await withFacts(data.text, where),
        riskClaim: (await mentionsRiskClaim(data.title)) || (await mentionsRiskClaim(data.text)),
      };
    }),
  );
}

/** A figure in a strip, resolved from its fact. */
export interface Stat {
  value: string;
  label: string;
  asAt: Date;
  icon?: IconName;
  riskClaim: boolean;
  /** For a return: its basis (and a past one's source and warning), printed under the strip. */
  note?: string;
}

/** One figure of a strip, from the fact it shows. */
async function statOf(id: string, icon?: IconName): Promise<Stat> {
  const f = await fact(id);
  return {
    value: f.value,
    label: f.example ? `${f.wording} (example)` : f.wording,
    asAt: f.asAt,
    icon,
    riskClaim: needsRiskWarning(f),
    note: f.kind === 'return' ? returnNote(f) : undefined,
  };
}

/** The figures of one strip, in order, from content/stats.yaml and the facts they name. */
export async function statGroup(group: string): Promise<Stat[]> {
  const entries = (await getCollection('stats', (e) => e.data.group === group)).sort(byOrder);
  if (!entries.length) throw new Error(`No stats in group "${group}" (content/stats.yaml)`);
  return Promise.all(entries.map(({ data }) => statOf(data.fact, data.icon)));
}

/** A strip of figures straight from facts, by id (a landing page's proof points). */
export const factStats = (ids: readonly string[]): Promise<Stat[]> => Promise.all(ids.map((id) => statOf(id)));

/** Testimonials by id, in the order asked; a missing id fails the build. */
export async function testimonials(...ids: string[]): Promise<CollectionEntry<'testimonials'>['data'][]> {
  return Promise.all(
    ids.map(async (id) => {
      const entry = await getEntry('testimonials', id);
      if (!entry) throw new Error(`Unknown testimonial id: ${id}`);
      return entry.data;
    }),
  );
}

/** One testimonial by id; a missing id fails the build. */
export async function testimonial(id: string): Promise<CollectionEntry<'testimonials'>['data']> {
  const [entry] = await testimonials(id);
  return entry!;
}

/** All entries of a collection with an `order` field, sorted. */
export async function ordered<C extends 'founders' | 'timeline' | 'services'>(name: C) {
  return (await getCollection(name)).sort(byOrder);
}

/** The company timeline, oldest first, with facts filled in. */
export async function timeline(): Promise<CollectionEntry<'timeline'>['data'][]> {
  return Promise.all(
    (await ordered('timeline')).map(async ({ data }) => ({
      ...data,
      title: await withFacts(data.title, `content/timeline.yaml (${data.id})`),
      description: await withFacts(data.description, `content/timeline.yaml (${data.id})`),
    })),
  );
}
