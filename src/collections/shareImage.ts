import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';

/**
 * A page's own picture on its share card (content/share-images.yaml): for any page of the site, by its address.
 * A case study's card uses its own photo and a landing page names its image itself; an entry here is for every
 * other page. The card keeps its words (the page's title) beside the photo.
 */
export const shareImageSchema = ({ image }: SchemaContext) =>
  z.strictObject({
    id: z
      .string()
      .regex(/^\/[a-z0-9/-]*$/, 'A page’s address, e.g. /about or /updates/a-post')
      .describe('The page’s address, e.g. /about or /updates/a-post'),
    image: image().describe(
      'The photo, a path relative to content/, e.g. ../src/assets/placeholders/after-exterior.jpg',
    ),
  });
