/**
 * A file's data as the form holds it, and back. Two shapes differ: a union without a discriminator
 * gets one in the form (`variant`, so the editor picks "Figure" or "Value and label"), and a record
 * becomes a list whose items carry their `key`. Both are worked out from the schema tree, so the
 * form and the file cannot disagree about what goes where.
 */
import { RECORD_KEY, type Node, type ObjectNode, type VariantsNode } from './schema';

type Data = Record<string, unknown>;

/**
 * How image paths read in the form and in the file: astro:assets wants them relative to the file
 * (`../../src/assets/x.jpg`), the editor's asset library from the project root (`/src/assets/x.jpg`).
 */
export interface ImagePaths {
  toForm(path: string): string;
  toFile(path: string): string;
}

/** Image paths for files `depth` folders below the project root. */
export function imagePaths(depth: number): ImagePaths {
  const up = '../'.repeat(depth);
  return {
    toForm: (p) => (p.startsWith(up) && !p.slice(up.length).startsWith('../') ? `/${p.slice(up.length)}` : p),
    toFile: (p) => (p.startsWith('/') ? `${up}${p.slice(1)}` : p),
  };
}
const isObject = (v: unknown): v is Data => typeof v === 'object' && v !== null && !Array.isArray(v);

/** What an optional field holds when the editor left it empty. */
const isEmpty = (v: unknown): boolean =>
  v === undefined ||
  v === null ||
  v === '' ||
  (Array.isArray(v) && v.length === 0) ||
  (isObject(v) && Object.values(v).every(isEmpty));

/** The variant a file's object is: the one whose keys it has. */
function variantOf(node: VariantsNode, value: Data) {
  if (!node.synthetic) return node.variants.find((v) => v.name === value[node.key]);
  const keys = Object.keys(value);
  return (
    node.variants.find(
      (v) =>
        v.node.props.every((p) => !p.required || p.name in value) &&
        keys.every((k) => v.node.props.some((p) => p.name === k)),
    ) ?? node.variants.find((v) => v.name in value)
  );
}

/** A file's value as the form holds it. Values the schema does not expect are kept as they are. */
export function toForm(node: Node, value: unknown, images?: ImagePaths): unknown {
  const form = (n: Node, v: unknown) => toForm(n, v, images);
  switch (node.kind) {
    case 'object':
      return isObject(value) ? mapProps(node, value, form) : value;
    case 'list':
      return Array.isArray(value) ? value.map((v) => form(node.item, v)) : value;
    case 'record':
      return isObject(value)
        ? Object.entries(value).map(([key, v]) => ({ [RECORD_KEY]: key, ...(form(node.value, v) as Data) }))
        : value;
    case 'variants': {
      if (!isObject(value)) return value;
      const variant = variantOf(node, value);
      if (!variant) return value;
      const inner = mapProps(variant.node, value, form);
      return node.synthetic ? { [node.key]: variant.name, ...inner } : { [node.key]: value[node.key], ...inner };
    }
    case 'string':
      return node.format === 'image' && images && typeof value === 'string' ? images.toForm(value) : value;
    default:
      return value;
  }
}

/**
 * The form's value as the file holds it: in schema order, empty optional fields left out, the
 * form's own keys removed. Throws, naming the field, where the form's value cannot be written.
 */
export function toFile(node: Node, value: unknown, images?: ImagePaths, path = ''): unknown {
  const file = (n: Node, v: unknown, at: string) => toFile(n, v, images, at);
  switch (node.kind) {
    case 'object':
      return isObject(value) ? mapProps(node, value, file, path, true) : value;
    case 'list':
      return Array.isArray(value) ? value.map((v, i) => file(node.item, v, `${path}[${i + 1}]`)) : value;
    case 'record': {
      if (!Array.isArray(value)) return value;
      const out: Data = {};
      value.forEach((item, i) => {
        const { [RECORD_KEY]: key, ...rest } = isObject(item) ? item : {};
        const at = `${path}[${i + 1}]`;
        if (typeof key !== 'string' || !key) throw new Error(`${at}: give it a ${RECORD_KEY}`);
        if (key in out) throw new Error(`${at}: another entry has the ${RECORD_KEY} "${key}"`);
        out[key] = file(node.value, rest, `${path}.${key}`);
      });
      return out;
    }
    case 'variants': {
      if (!isObject(value)) return value;
      const { [node.key]: tag, ...rest } = value;
      const variant = node.variants.find((v) => v.name === tag);
      if (!variant) throw new Error(`${path || 'entry'}: choose what kind of entry this is`);
      const inner = mapProps(variant.node, rest, file, path, true);
      return node.synthetic ? inner : { [node.key]: tag, ...inner };
    }
    case 'string':
      return node.format === 'image' && images && typeof value === 'string' ? images.toFile(value) : value;
    default:
      return value;
  }
}

function mapProps(
  node: ObjectNode,
  value: Data,
  convert: (n: Node, v: unknown, path: string) => unknown,
  path = '',
  toFileWay = false,
): Data {
  const out: Data = {};
  for (const prop of node.props) {
    if (!(prop.name in value)) continue;
    const v = value[prop.name];
    if (toFileWay && !prop.required && isEmpty(v)) continue;
    out[prop.name] = convert(prop.node, v, path ? `${path}.${prop.name}` : prop.name);
  }
  // Keys the schema does not know stay, so the check before saving can name them.
  for (const [k, v] of Object.entries(value))
    if (!node.props.some((p) => p.name === k) && !(toFileWay && v === undefined)) out[k] = v;
  return out;
}
