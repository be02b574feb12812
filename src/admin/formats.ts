/**
 * Reading and writing content files the way a person would edit them: a save changes the lines whose
 * values changed and nothing else. Comments, key order, quoting and flow style (`{ value: …, label: … }`)
 * of the file as it was are kept, new keys go where the schema puts them, and a file saved unchanged
 * is written back byte for byte. So a commit from the editor is a diff a reviewer can read, and the
 * notes developers leave in YAML comments survive it.
 */
import { Document, isMap, isScalar, isSeq, parseDocument, type Node as YamlNode, type Pair } from 'yaml';

export type Format = 'frontmatter' | 'yaml' | 'json';

type Data = Record<string, unknown>;
const isObject = (v: unknown): v is Data => typeof v === 'object' && v !== null && !Array.isArray(v);

const FRONTMATTER = /^---\r?\n([\s\S]*?\r?\n)?---\r?\n?/;

/** A file's frontmatter (or whole YAML or JSON) as data, and an MDX file's body. */
export function parse(format: Format, text: string): { data: unknown; body?: string } {
  if (format === 'json') return { data: JSON.parse(text) };
  if (format === 'yaml') return { data: yamlData(text) };
  const m = text.match(FRONTMATTER);
  if (!m) return { data: {}, body: text };
  return { data: yamlData(m[1] ?? '') ?? {}, body: text.slice(m[0].length).replace(/^\r?\n/, '') };
}

/**
 * The file's text for `data` (and `body`): `original`, the file as it was, patched where the data
 * differs from it, or a new file with keys in the order `data` gives them.
 */
export function write(
  format: Format,
  data: unknown,
  { body, original }: { body?: string; original?: string } = {},
): string {
  if (format === 'json') return jsonText(data, original);
  if (format === 'yaml') return yamlText(data, original);
  const m = original?.match(FRONTMATTER);
  const front = yamlText(data, m ? (m[1] ?? '') : undefined);
  const text = (body ?? '').replace(/^\s*\n/, '').replace(/\s*$/, '\n');
  return `---\n${front}---\n${text.trim() ? `\n${text}` : ''}`;
}

function yamlData(text: string): unknown {
  const doc = parseDocument(text);
  if (doc.errors.length) throw new Error(`YAML: ${doc.errors[0]!.message}`);
  return doc.toJS();
}

const options = { lineWidth: 0 } as const;

function yamlText(data: unknown, original: string | undefined): string {
  if (original === undefined || !original.trim()) return new Document(data).toString(options);
  const doc = parseDocument(original);
  if (doc.errors.length) return new Document(data).toString(options);
  doc.contents = patch(doc, doc.contents, data) as typeof doc.contents;
  const text = doc.toString(options);
  const styled = keepFlowStyle(text, original);
  // The padding is cosmetic: kept only if the text still reads as the same data.
  return styled !== text && !equal(parseDocument(styled).toJS(), doc.toJS()) ? text : styled;
}

const equal = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** `node` changed only where `value` differs from it; a new node where their kinds differ. */
function patch(doc: Document, node: unknown, value: unknown): YamlNode {
  const here = node as YamlNode;
  if (isScalar(here) && !isObject(value) && !Array.isArray(value)) {
    // The scalar keeps its style (quoted, plain, block); yaml quotes it after all if it must. A text box
    // drops a block's final line break: a value that differs only in that stays as it was.
    const sameText =
      typeof here.value === 'string' &&
      typeof value === 'string' &&
      here.value.replace(/\n+$/, '') === value.replace(/\n+$/, '');
    if (here.value !== value && !sameText) here.value = value;
    return here;
  }
  if (isMap(here) && isObject(value)) {
    const keyOf = (p: Pair) => (isScalar(p.key) ? String(p.key.value) : String(p.key));
    for (const pair of [...here.items]) if (!(keyOf(pair) in value)) here.items.splice(here.items.indexOf(pair), 1);
    let at = -1;
    for (const [k, v] of Object.entries(value)) {
      const i = here.items.findIndex((p) => keyOf(p) === k);
      if (i >= 0) {
        const pair = here.items[i]!;
        if (!equal((pair.value as YamlNode | null)?.toJSON?.() ?? pair.value, v))
          pair.value = patch(doc, pair.value, v);
        at = i;
      } else {
        here.items.splice(++at, 0, doc.createPair(k, v));
      }
    }
    return here;
  }
  if (isSeq(here) && Array.isArray(value)) {
    here.items = matchItems(here.items as YamlNode[], value).map((old, i) =>
      old ? patch(doc, old, value[i]) : doc.createNode(value[i]),
    );
    return here;
  }
  return doc.createNode(value);
}

/**
 * For each new item, the old node it continues (so its comments and style go with it): an equal one,
 * else the unclaimed one sharing most fields with it, else none (a new node).
 */
function matchItems(old: YamlNode[], items: unknown[]): (YamlNode | undefined)[] {
  const json = old.map((n): unknown => (n && typeof n.toJSON === 'function' ? n.toJSON() : n));
  const free = new Set(old.keys());
  const claim = (i: number | undefined) => (i === undefined ? undefined : (free.delete(i), old[i]));
  const result: (YamlNode | undefined)[] = items.map((item) => claim([...free].find((i) => equal(json[i], item))));
  const shared = (a: unknown, b: unknown) =>
    isObject(a) && isObject(b) ? Object.keys(b).filter((k) => equal(a[k], b[k])).length : 0;
  items.forEach((item, at) => {
    if (result[at]) return;
    const best = [...free].sort(
      (a, b) => shared(json[b], item) - shared(json[a], item) || Math.abs(a - at) - Math.abs(b - at),
    )[0];
    if (best !== undefined && shared(json[best], item) > 0) result[at] = claim(best);
  });
  return result;
}

/**
 * yaml pads every flow collection alike (`[ a ]`, `{ a: b }`); the files pad maps and not lists. Each
 * written one-line collection takes the padding the original gives its kind.
 */
function keepFlowStyle(text: string, original: string): string {
  const line = /^(\s*(?:- )*(?:[\w"'-]+:\s*)?)([[{])\s*(.*?)\s*([\]}])$/;
  const padded: Record<string, boolean> = {};
  for (const l of original.split('\n')) {
    const m = l.match(line);
    if (m && m[3] && padded[m[2]!] === undefined) padded[m[2]!] = /^[[{]\s/.test(l.slice(m[1]!.length));
  }
  return text
    .split('\n')
    .map((l) => {
      const m = l.match(line);
      if (!m || !m[3] || padded[m[2]!] === undefined) return l;
      const pad = padded[m[2]!] ? ' ' : '';
      return `${m[1]}${m[2]}${pad}${m[3]}${pad}${m[4]}`;
    })
    .join('\n');
}

/**
 * JSON as the settings file is laid out: two-space indents, and an object or list of plain values on
 * one line when it fits in 100 characters. Keys keep the original's order; a file saved unchanged is
 * the same text.
 */
function jsonText(data: unknown, original: string | undefined): string {
  if (original !== undefined) {
    try {
      if (equal(JSON.parse(original), data)) return original;
    } catch {
      // An unreadable original is rewritten.
    }
  }
  return `${json(data, '')}\n`;
}

function json(value: unknown, indent: string): string {
  if (!isObject(value) && !Array.isArray(value)) return JSON.stringify(value) ?? 'null';
  const entries = Array.isArray(value)
    ? value.map((v) => ['', v] as const)
    : Object.entries(value).filter(([, v]) => v !== undefined);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  if (!entries.length) return `${open}${close}`;
  const key = (k: string) => (Array.isArray(value) ? '' : `${JSON.stringify(k)}: `);
  const flat = entries.every(([, v]) => !isObject(v) && !Array.isArray(v));
  const inline = `${open} ${entries.map(([k, v]) => `${key(k)}${JSON.stringify(v)}`).join(', ')} ${close}`;
  if (flat && indent && inline.length + indent.length <= 100) return inline;
  const inner = `${indent}  `;
  return `${open}\n${entries.map(([k, v]) => `${inner}${key(k)}${json(v, inner)}`).join(',\n')}\n${indent}${close}`;
}
