/** Small content queries shared by the marketing pages. */
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';

const byOrder = <T extends { data: { order: number } }>(a: T, b: T) => a.data.order - b.data.order;

/** The questions of one accordion, in order. */
export async function faqGroup(group: string): Promise<CollectionEntry<'faqs'>['data'][]> {
  return (await getCollection('faqs', (e) => e.data.group === group)).sort(byOrder).map((e) => e.data);
}

/** The points of one list, in order. */
export async function pointGroup(group: string): Promise<CollectionEntry<'points'>['data'][]> {
  return (await getCollection('points', (e) => e.data.group === group)).sort(byOrder).map((e) => e.data);
}

/** The figures of one stats group, in order. */
export async function statGroup(group: string): Promise<CollectionEntry<'stats'>['data'][]> {
  return (await getCollection('stats', (e) => e.data.group === group)).sort(byOrder).map((e) => e.data);
}

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
