/** What a page says of past returns while the company's yearly figures are still being checked (content/past-returns.yaml). */
import { getEntry } from 'astro:content';

/** The entry's `known` sentence while it has no yearly figure; undefined once it has (PastReturns.astro shows them). */
export async function pastReturnsKnown(id: string): Promise<string | undefined> {
  const entry = await getEntry('pastReturns', id);
  if (!entry) throw new Error(`content/past-returns.yaml has no entry "${id}"`);
  return entry.data.received.length ? undefined : entry.data.known;
}
