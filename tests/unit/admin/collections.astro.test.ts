/**
 * The editor edits each collection with the very schema the build checks it against (run in the
 * Astro test project, where src/content.config.ts loads).
 */
import { describe, expect, it } from 'vitest';
import { collections as contentCollections } from '../../../src/content.config';
import { editorCollections } from '../../../src/admin/collections';
import { editorContext, jsonSchemaOf } from '../../../src/admin/schema';

describe('the editor configuration', () => {
  it('edits the collections editors change, with the schemas the build uses', () => {
    expect(editorCollections.map((c) => c.name)).toEqual([
      'caseStudies',
      'posts',
      'landing',
      'lessons',
      'learningModules',
      'literacyQuestions',
      'facts',
      'shareImages',
      'site',
    ]);
    for (const c of editorCollections) {
      if (c.name === 'site') continue;
      const built = contentCollections[c.name as keyof typeof contentCollections].schema;
      const own = typeof built === 'function' ? built(editorContext) : built;
      expect(jsonSchemaOf(c.schema), c.name).toEqual(jsonSchemaOf(own as never));
    }
  });
});
