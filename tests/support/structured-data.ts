/**
 * Checks JSON-LD against schema.org's vocabulary and the structured-data rules search engines publish.
 *
 * The vocabulary is schema.org's own release (tests/support/schema-org-vocabulary.json, written from the
 * release's CSV files by scripts/test/schema-org-vocabulary.mjs; its `source` and `release` say which): every
 * type must exist, every property must be one the type (or a type it descends from) takes, and every value
 * must be of a type the property expects. Terms schema.org still marks "pending" are refused unless listed.
 *
 * The search rules are Google Search Central's structured-data guides (Article/BlogPosting, Breadcrumb,
 * Organization), as published in 2026: what each marks required or recommended, and the image rules.
 */
import vocabulary from './schema-org-vocabulary.json' with { type: 'json' };

interface Vocabulary {
  source: string;
  release: string;
  types: Record<string, { parents: string[]; pending?: boolean }>;
  properties: Record<string, { domains: string[]; ranges: string[]; pending?: boolean }>;
}
const vocab = vocabulary as Vocabulary;
export const schemaRelease = `${vocab.release} (${vocab.source})`;

export type JsonNode = Record<string, unknown>;

const lineage = new Map<string, Set<string>>();
/** The type and every type it descends from. */
function ancestors(type: string): Set<string> {
  let found = lineage.get(type);
  if (found) return found;
  found = new Set([type]);
  for (const parent of vocab.types[type]?.parents ?? []) for (const a of ancestors(parent)) found.add(a);
  lineage.set(type, found);
  return found;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** Whether a literal fits one of a property's expected types. */
function literalFits(value: unknown, ranges: string[]): boolean {
  const expects = (t: string) => ranges.some((r) => ancestors(r).has(t) || ancestors(t).has(r));
  if (typeof value === 'boolean') return expects('Boolean');
  if (typeof value === 'number') return expects('Number');
  if (typeof value !== 'string') return false;
  // schema.org's data model lets a URL stand for the thing it identifies wherever a Thing is expected
  // (Google documents ListItem.item so).
  if (/^https?:\/\//.test(value) && ranges.some((r) => r === 'URL' || ancestors(r).has('Thing'))) return true;
  if (ranges.includes('Date') && DATE.test(value)) return true;
  if (ranges.includes('DateTime') && (DATETIME.test(value) || DATE.test(value))) return true;
  return ranges.some((r) => ancestors(r).has('Text'));
}

/**
 * Every way `node` (a JSON-LD node, or a graph of them) breaks schema.org's vocabulary, as "path: problem".
 * @param allowPending pending terms used knowingly
 */
export function vocabularyProblems(node: unknown, allowPending: readonly string[] = [], path = '$'): string[] {
  if (Array.isArray(node)) return node.flatMap((n, i) => vocabularyProblems(n, allowPending, `${path}[${i}]`));
  if (!node || typeof node !== 'object') return [];
  const obj = node as JsonNode;
  if ('@graph' in obj) return vocabularyProblems(obj['@graph'], allowPending, `${path}.@graph`);
  const problems: string[] = [];
  const type = obj['@type'];
  const pending = (term: string, known?: { pending?: boolean }) =>
    known?.pending && !allowPending.includes(term) ? [`${path}: "${term}" is only pending in schema.org`] : [];
  if (type === undefined) {
    if (Object.keys(obj).some((k) => !k.startsWith('@'))) problems.push(`${path}: a node with properties but no @type`);
    return problems;
  }
  if (typeof type !== 'string' || !vocab.types[type]) return [`${path}: unknown type ${JSON.stringify(type)}`];
  problems.push(...pending(type, vocab.types[type]));
  const lineageOf = ancestors(type);
  for (const [key, value] of Object.entries(obj)) {
    if (key.startsWith('@')) continue;
    const property = vocab.properties[key];
    const at = `${path}.${key}`;
    if (!property) {
      problems.push(`${at}: unknown property`);
      continue;
    }
    problems.push(...pending(key, property));
    if (!property.domains.some((d) => lineageOf.has(d))) problems.push(`${at}: not a property of ${type}`);
    for (const [i, v] of (Array.isArray(value) ? value : [value]).entries()) {
      const here = Array.isArray(value) ? `${at}[${i}]` : at;
      if (v && typeof v === 'object') {
        const inner = v as JsonNode;
        const innerType = inner['@type'];
        if (typeof innerType === 'string' && !property.ranges.some((r) => ancestors(innerType).has(r)))
          problems.push(`${here}: a ${innerType} where ${key} expects ${property.ranges.join(' or ')}`);
        problems.push(...vocabularyProblems(inner, allowPending, here));
      } else if (!literalFits(v, property.ranges)) {
        problems.push(`${here}: ${JSON.stringify(v)} is not a ${property.ranges.join(' or ')}`);
      }
    }
  }
  return problems;
}

/** Every node of a graph by its @id. */
export function byId(graph: JsonNode[]): Map<string, JsonNode> {
  return new Map(graph.filter((n) => typeof n['@id'] === 'string').map((n) => [n['@id'] as string, n]));
}

/** `{ "@id": … }` references in `value` that no node of the graph has. */
export function danglingReferences(value: unknown, ids: Map<string, JsonNode>): string[] {
  if (Array.isArray(value)) return value.flatMap((v) => danglingReferences(v, ids));
  if (!value || typeof value !== 'object') return [];
  const obj = value as JsonNode;
  const own =
    Object.keys(obj).length === 1 && typeof obj['@id'] === 'string' && !ids.has(obj['@id']) ? [obj['@id']] : [];
  return [
    ...own,
    ...Object.entries(obj)
      .filter(([k]) => k !== '@id')
      .flatMap(([, v]) => danglingReferences(v, ids)),
  ];
}

/** A reference followed to its node in the graph (or the node itself). */
const resolve = (value: unknown, ids: Map<string, JsonNode>): JsonNode | undefined => {
  const obj = value as JsonNode | undefined;
  return obj && typeof obj['@id'] === 'string' && Object.keys(obj).length === 1 ? ids.get(obj['@id']) : obj;
};

const isIsoDate = (v: unknown): v is string => typeof v === 'string' && (DATE.test(v) || DATETIME.test(v));

/**
 * Google's rules for the node's type, as "problem" lines: required properties missing, and recommended
 * ones this site always has (so a missing one is a mistake). Images are checked by the caller (they need
 * the files).
 */
export function richResultProblems(node: JsonNode, ids: Map<string, JsonNode>): string[] {
  const type = String(node['@type']);
  const problems: string[] = [];
  const need = (...keys: string[]) => {
    for (const k of keys) if (node[k] === undefined || node[k] === '') problems.push(`${type}: no ${k}`);
  };
  if (ancestors(type).has('Article')) {
    // Article: no property is required; headline, image, dates and author are recommended.
    need('headline', 'image', 'author');
    if (type === 'BlogPosting') need('datePublished', 'dateModified');
    for (const k of ['datePublished', 'dateModified'] as const)
      if (node[k] !== undefined && !isIsoDate(node[k])) problems.push(`${type}: ${k} is not ISO 8601`);
    if (isIsoDate(node.datePublished) && isIsoDate(node.dateModified) && node.dateModified < node.datePublished)
      problems.push(`${type}: dateModified is before datePublished`);
    for (const author of [node.author].flat()) {
      const who = resolve(author, ids);
      if (!who?.name || !who.url)
        problems.push(`${type}: each author needs a name and a url (author.name, author.url)`);
      if (who && !['Person', 'Organization'].some((t) => ancestors(String(who['@type'])).has(t)))
        problems.push(`${type}: an author is a Person or an Organization`);
    }
  }
  if (type === 'BreadcrumbList') {
    // BreadcrumbList: itemListElement of at least two ListItems, each with position and name; item is
    // required except on the last one.
    const items = (node.itemListElement ?? []) as JsonNode[];
    if (items.length < 2) problems.push('BreadcrumbList: fewer than two items');
    items.forEach((item, i) => {
      if (item['@type'] !== 'ListItem') problems.push(`BreadcrumbList: item ${i + 1} is not a ListItem`);
      if (item.position !== i + 1) problems.push(`BreadcrumbList: item ${i + 1} has position ${String(item.position)}`);
      if (!item.name) problems.push(`BreadcrumbList: item ${i + 1} has no name`);
      if (i < items.length - 1 && !item.item) problems.push(`BreadcrumbList: item ${i + 1} has no item (URL)`);
    });
  }
  if (type === 'Organization') {
    // Organization: no property is required; these are the recommended ones.
    need('name', 'url', 'logo');
  }
  return problems;
}
