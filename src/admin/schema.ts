/**
 * A content schema as the editor sees it: the zod schema the build checks, exported by zod itself
 * (`z.toJSONSchema`) and read into a small tree of nodes. The tree drives the editor's forms
 * (./editorFields.ts) and the translation between a file's shape and the form's (./shape.ts), so neither
 * can drift from the schema. What JSON Schema cannot carry (refinements such as "no typed amounts",
 * cross-field rules) is checked by running the real schema before a save (./checks.ts).
 */
import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';

interface Described {
  description?: string;
}

interface StringNode extends Described {
  kind: 'string';
  /** `date` (YYYY-MM-DD), `image` (a path for astro:assets), `url`, `email`. */
  format?: 'date' | 'image' | 'url' | 'email';
  minLength?: number;
  maxLength?: number;
  pattern?: { source: string; message: string };
}
interface NumberNode extends Described {
  kind: 'number';
  integer: boolean;
  min?: number;
  max?: number;
}
interface BooleanNode extends Described {
  kind: 'boolean';
}
interface EnumNode extends Described {
  kind: 'enum';
  options: string[];
}
interface ListNode extends Described {
  kind: 'list';
  item: Node;
  min?: number;
  max?: number;
}
export interface Prop {
  name: string;
  node: Node;
  required: boolean;
  default?: unknown;
}
export interface ObjectNode extends Described {
  kind: 'object';
  props: Prop[];
}
/**
 * One of several objects. `key` names the property that tells them apart: the schema's own
 * discriminator, or (`synthetic`) one the form adds and the file never holds, for a union whose
 * objects differ only in their keys.
 */
export interface VariantsNode extends Described {
  kind: 'variants';
  key: string;
  synthetic: boolean;
  variants: { name: string; description?: string; node: ObjectNode }[];
}
/** Objects under free keys; the form shows them as a list whose items carry the key. */
interface RecordNode extends Described {
  kind: 'record';
  value: ObjectNode;
}
export type Node = StringNode | NumberNode | BooleanNode | EnumNode | ListNode | ObjectNode | VariantsNode | RecordNode;

/** The key the form adds to the items of a union without a discriminator. */
const VARIANT_KEY = 'variant';
/** The key the form gives a record's entries. */
export const RECORD_KEY = 'key';

/** Stands in for astro:content's `image()`: in a file, an image is its path relative to the file. */
export const editorContext = { image: () => z.string().min(1).meta({ format: 'image' }) } as unknown as SchemaContext;

type Json = Record<string, unknown> & {
  type?: string;
  properties?: Record<string, Json>;
  required?: string[];
  items?: Json;
  anyOf?: Json[];
  oneOf?: Json[];
  enum?: unknown[];
  const?: unknown;
  additionalProperties?: Json | boolean;
  $ref?: string;
  $defs?: Record<string, Json>;
};

/** zod's JSON Schema of `schema` as a form fills it in, with dates and pattern messages kept. */
export function jsonSchemaOf(schema: z.ZodType): Json {
  return z.toJSONSchema(schema, {
    io: 'input',
    // Dates and refinements have no JSON Schema; dates are mapped below, refinements are run by checks.ts.
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const def = zodSchema._zod.def as {
        type: string;
        checks?: { _zod: { def: { format?: string; error?: (issue: unknown) => unknown } } }[];
      };
      if (def.type === 'date') Object.assign(jsonSchema, { type: 'string', format: 'date' });
      const regex = def.checks?.find((c) => c._zod.def.format === 'regex')?._zod.def;
      const message = regex?.error?.({ code: 'invalid_format', format: 'regex', input: '' });
      if (typeof message === 'string') jsonSchema['x-pattern-message'] = message;
    },
  }) as Json;
}

/** The tree of an object schema (a collection entry), from its JSON Schema. */
export function treeOf(schema: z.ZodType): ObjectNode {
  const root = jsonSchemaOf(schema);
  const node = read(root, root, '(entry)');
  if (node.kind !== 'object') throw new Error(`An entry must be an object, not ${node.kind}`);
  return node;
}

const described = (s: Json): Described => (typeof s.description === 'string' ? { description: s.description } : {});

function read(s: Json, root: Json, path: string): Node {
  if (s.$ref) {
    const name = s.$ref.replace(/^#\/\$defs\//, '');
    const target = root.$defs?.[name];
    if (!target) throw new Error(`${path}: unresolved ${s.$ref}`);
    return read({ ...target, ...s, $ref: undefined }, root, path);
  }
  const union = s.oneOf ?? s.anyOf;
  if (union) return readUnion(s, union, root, path);
  if (s.enum) {
    if (!s.enum.every((v) => typeof v === 'string')) throw new Error(`${path}: only string choices are supported`);
    return { kind: 'enum', options: s.enum, ...described(s) };
  }
  switch (s.type) {
    case 'string':
      return readString(s, path);
    case 'number':
    case 'integer':
      return readNumber(s);
    case 'boolean':
      return { kind: 'boolean', ...described(s) };
    case 'array':
      if (!s.items) throw new Error(`${path}: a list without an item schema`);
      return {
        kind: 'list',
        item: read(s.items, root, `${path}[]`),
        ...(typeof s.minItems === 'number' && s.minItems > 0 ? { min: s.minItems } : {}),
        ...(typeof s.maxItems === 'number' ? { max: s.maxItems } : {}),
        ...described(s),
      };
    case 'object':
      if (s.properties) return readObject(s, root, path);
      if (s.additionalProperties && typeof s.additionalProperties === 'object') {
        const value = read(s.additionalProperties, root, `${path}{}`);
        if (value.kind !== 'object') throw new Error(`${path}: a record of ${value.kind} values has no form`);
        if (value.props.some((p) => p.name === RECORD_KEY))
          throw new Error(`${path}: its objects already have a "${RECORD_KEY}"`);
        return { kind: 'record', value, ...described(s) };
      }
  }
  throw new Error(`${path}: no form for ${JSON.stringify(s).slice(0, 120)}`);
}

function readString(s: Json, path: string): StringNode {
  const format = ({ date: 'date', image: 'image', uri: 'url', email: 'email' } as const)[s.format as 'date'];
  if (s.format !== undefined && !format) throw new Error(`${path}: unknown string format ${JSON.stringify(s.format)}`);
  return {
    kind: 'string',
    ...(format ? { format } : {}),
    ...(typeof s.minLength === 'number' && s.minLength > 0 ? { minLength: s.minLength } : {}),
    ...(typeof s.maxLength === 'number' ? { maxLength: s.maxLength } : {}),
    // zod's own formats (url, email) come with a pattern of their own: the format says it.
    ...(typeof s.pattern === 'string' && !format
      ? {
          pattern: {
            source: s.pattern,
            message: typeof s['x-pattern-message'] === 'string' ? s['x-pattern-message'] : `Must match ${s.pattern}`,
          },
        }
      : {}),
    ...described(s),
  };
}

function readNumber(s: Json): NumberNode {
  const integer = s.type === 'integer';
  const bound = (inclusive: unknown, exclusive: unknown, step: number) =>
    typeof inclusive === 'number'
      ? inclusive
      : typeof exclusive === 'number'
        ? integer
          ? exclusive + step
          : exclusive
        : undefined;
  const min = bound(s.minimum, s.exclusiveMinimum, 1);
  const max = bound(s.maximum, s.exclusiveMaximum, -1);
  // zod writes the safe-integer range for int(): no bound an editor needs to see.
  const real = (v: number | undefined) => v !== undefined && Math.abs(v) < Number.MAX_SAFE_INTEGER;
  return { kind: 'number', integer, ...(real(min) ? { min } : {}), ...(real(max) ? { max } : {}), ...described(s) };
}

function readObject(s: Json, root: Json, path: string): ObjectNode {
  const required = new Set(s.required ?? []);
  return {
    kind: 'object',
    props: Object.entries(s.properties!).map(([name, p]) => ({
      name,
      node: read(p, root, path === '(entry)' ? name : `${path}.${name}`),
      required: required.has(name),
      ...(p.default !== undefined ? { default: p.default } : {}),
    })),
    ...described(s),
  };
}

function readUnion(s: Json, options: Json[], root: Json, path: string): VariantsNode {
  const objects = options.map((o, i) => {
    const node = read(o, root, `${path}|${i}`);
    if (node.kind !== 'object') throw new Error(`${path}: a union of ${node.kind} values has no form`);
    return node;
  });
  // A discriminator: a property every option has, with a constant value.
  const key = Object.keys(options[0]!.properties ?? {}).find((k) =>
    options.every((o) => o.properties?.[k]?.const !== undefined),
  );
  if (key) {
    return {
      kind: 'variants',
      key,
      synthetic: false,
      variants: objects.map((node, i) => {
        const tag = options[i]!.properties![key]!;
        return {
          name: String(tag.const),
          ...(typeof tag.description === 'string' ? { description: tag.description } : {}),
          node: { ...node, props: node.props.filter((p) => p.name !== key) },
        };
      }),
      ...described(s),
    };
  }
  // No discriminator: the options are told apart by their keys, and named after their first one.
  const names = objects.map((o) => o.props.find((p) => p.required)?.name ?? '');
  if (names.some((n) => !n) || new Set(names).size !== names.length)
    throw new Error(`${path}: union options need different first required keys`);
  if (objects.some((o) => o.props.some((p) => p.name === VARIANT_KEY)))
    throw new Error(`${path}: its objects already have a "${VARIANT_KEY}"`);
  return {
    kind: 'variants',
    key: VARIANT_KEY,
    synthetic: true,
    variants: objects.map((node, i) => ({
      name: names[i]!,
      ...(node.props[0]?.node.description ? { description: node.props[0].node.description } : {}),
      node,
    })),
    ...described(s),
  };
}
