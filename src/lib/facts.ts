/**
 * The one way pages read the company's figures and claims (content/facts.yaml): by id, or as
 * `{{id}}` / `{{id.wording}}` / `{{id.basis}}` inside content text. An unknown id throws, so the
 * build fails. Build time only (it reads the content collections): functions and islands never import it.
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { formatDate } from './format';
import { fill, placeholders } from './placeholders';
import { riskKinds } from '../collections/fact';

export type Fact = CollectionEntry<'facts'>['data'];

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

/** The sentence that must go with a return wherever it is shown: "past performance is not a reliable indicator of future results". */
export const PAST_PERFORMANCE = 'Past performance is not a reliable indicator of future results.';

/**
 * What a return is a return on, said beside it: the basis, and for a past return also its period
 * (unless its wording already names both years), its source and the past-performance warning.
 */
export function returnNote(f: Fact): string {
  if (f.kind !== 'return' || !f.basis) throw new Error(`returnNote: fact "${f.id}" is not a return with a basis`);
  if (f.timing !== 'historic') return f.basis;
  const { from, to } = f.period!;
  const named = [from, to].every((d) => f.wording.includes(String(d.getUTCFullYear())));
  const period = named ? '' : ` From ${formatDate(from, { day: false })} to ${formatDate(to, { day: false })}.`;
  return `${f.basis}${period} Source: ${f.source!.name}. ${PAST_PERFORMANCE}`;
}

/** `{{id}}` → value, `{{id.wording}}` → wording, `{{id.basis}}` → a return's note (returnNote). */
export async function withFacts(text: string, where = 'text'): Promise<string> {
  const map = await all();
  return fill(
    text,
    (name) => {
      const [id, field] = name.split('.');
      const f = map.get(id!);
      if (!f) return undefined;
      return field === undefined
        ? f.value
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

/**
 * Where comparison rates come from, one line per source and date, naming each series: "Rates:
 * Moneyfacts UK Savings Trends Treasury Report, January 2026 (average easy access rate, average
 * one-year fixed ISA rate)." The rates themselves are shown beside it.
 */
export function sourceNotes(rates: readonly Fact[]): string[] {
  const groups = new Map<string, Fact[]>();
  for (const r of rates.filter((f) => f.source)) {
    const key = `${r.source!.name}, ${formatDate(r.asAt, { day: false })}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  return [...groups].map(
    ([where, fs]) => `Rates: ${where} (${fs.map((f) => f.source!.series ?? f.wording).join(', ')}).`,
  );
}
