/**
 * The photo a page's share card shows when the page names none itself (content/share-images.yaml). Build time
 * only: it reads a content collection.
 */
import type { ImageMetadata } from 'astro';
import { getCollection } from 'astro:content';

let byPage: Promise<Map<string, ImageMetadata>> | undefined;

/** The photo named for the page at `pathname`, if any. */
export async function shareImageOf(pathname: string): Promise<ImageMetadata | undefined> {
  byPage ??= getCollection('shareImages').then((entries) => new Map(entries.map((e) => [e.id, e.data.image])));
  return (await byPage).get(pathname);
}
