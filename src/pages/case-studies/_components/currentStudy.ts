/** The study a case-study page renders, handed to its widgets through Astro.locals. */
import type { Study } from '../../../lib/deal/study';

declare global {
  namespace App {
    interface Locals {
      caseStudy?: Study;
    }
  }
}

/** The current study; widgets fail the build loudly if used outside a case-study page. */
export function currentStudy(locals: App.Locals): Study {
  if (!locals.caseStudy) throw new Error('Case-study widget rendered outside /case-studies/[slug]');
  return locals.caseStudy;
}
