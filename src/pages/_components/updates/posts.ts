/** Post queries shared by the updates list and the post pages. */
import { getCollection, type CollectionEntry } from 'astro:content';

export type Post = CollectionEntry<'posts'>;

/** All posts, newest first. */
export async function postsNewestFirst(): Promise<Post[]> {
  return (await getCollection('posts')).sort((a, b) => b.data.date.getTime() - a.data.date.getTime());
}

/** 'YYYY-MM-DD' for a <time datetime>. */
export const isoDate = (date: Date) => date.toISOString().slice(0, 10);
