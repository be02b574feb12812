import type { CollectionEntry } from 'astro:content';

/** The study being rendered, shared with the widgets its MDX body places (which take only a key). */
export type CaseStudyData = CollectionEntry<'caseStudies'>['data'];

declare global {
  namespace App {
    interface Locals {
      caseStudy?: CaseStudyData;
    }
  }
}

/** The current study; widgets fail the build loudly if used outside a case-study page. */
export function currentStudy(locals: App.Locals): CaseStudyData {
  if (!locals.caseStudy) throw new Error('Case-study widget rendered outside /case-studies/[slug]');
  return locals.caseStudy;
}
