/**
 * Every case study, resolved once per build and in card order: the list page lists them all, each has
 * its page, and the build stops on two studies of one property or a headline return resting on an
 * unconfirmed number (checkStudies).
 */
import { getCollection } from 'astro:content';
import { checkStudies, resolveStudy, type Study } from '../../../lib/deal/study';

let all: Promise<Study[]> | undefined;

export function studies(): Promise<Study[]> {
  return (all ??= getCollection('caseStudies').then((entries) => {
    const resolved = entries.map((e) => resolveStudy(e.id, e.data)).sort((a, b) => a.card.order - b.card.order);
    const problems = checkStudies(resolved);
    if (problems.length)
      throw new Error(
        `Case studies: ${problems.length} problem${problems.length === 1 ? '' : 's'}\n${problems.map((p) => `${p.file}: ${p.message} [${p.rule}]`).join('\n')}`,
      );
    return resolved;
  }));
}
