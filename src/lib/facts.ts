/**
 * The one way pages read the company's figures and claims (content/facts.yaml): by id, or as
 * `{{id}}` / `{{id.wording}}` / `{{id.basis}}` inside content text. An unknown id throws, so the
 * build fails. Build time only (it reads the content collections): functions and islands never import it.
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { fill, placeholders } from './placeholders';
import { returnNote } from './returnNote';
import { riskKinds } from '../collections/fact';

export type Fact = CollectionEntry<'facts'>['data'];
export { returnNote } from './returnNote';

let byId: Promise<Map<string, Fact>> | undefined;
const all = () =>
  (byId ??= getCollection('facts').then((entries) => {
    const map = new Map(entries.map((e) => [e.id, e.data]));
    // A wording may name another fact's value ("Since {{founded}}").
    for (const f of map.values())
      f.wording = fill(
        f.wording,
        (id) => (id === f.id ? undefined : map.get(id)?.value),
        `the wording of fact "${f.id}"`,
      );
    return map;
  }));

/** The fact with this id; throws (failing the build) if content/facts.yaml has none. */
export async function fact(id: string): Promise<Fact> {
  const found = (await all()).get(id);
  if (!found) throw new Error(`Unknown fact "${id}": add it to content/facts.yaml or fix the id`);
  return found;
}

/** Several facts by id, in the order asked. */
export async function facts<const T extends readonly string[]>(...ids: T): Promise<{ [K in keyof T]: Fact }> {
  return Promise.all(ids.map(fact)) as Promise<{ [K in keyof T]: Fact }>;
}

/** True when a page may show this fact only beside the capital-at-risk warning. */
export function needsRiskWarning(f: Fact): boolean {
  return riskKinds.includes(f.kind);
}

/** A fact's value as a page shows it: marked "(example)" while it is ours, not the company's. */
export const shownValue = (f: Fact): string => (f.example ? `${f.value} (example)` : f.value);

/** `{{id}}` → value (shownValue), `{{id.wording}}` → wording, `{{id.basis}}` → a return's note (returnNote). */
export async function withFacts(text: string, where = 'text'): Promise<string> {
  const map = await all();
  return fill(
    text,
    (name) => {
      const [id, field] = name.split('.');
      const f = map.get(id!);
      if (!f) return undefined;
      return field === undefined
        ? shownValue(f)
        : field === 'wording'
          ? f.wording
          : field === 'basis' && f.kind === 'return'
            ? returnNote(f)
            : undefined;
    },
    where,
  );
}

/** True when a content text names a fact that needs the capital-at-risk warning beside it. */
export async function mentionsRiskClaim(text: string): Promise<boolean> {
  const map = await all();
  return placeholders(text).some((name) => {
    const f = map.get(name.split('.')[0]!);
    return f ? needsRiskWarning(f) : false;
  });
}
