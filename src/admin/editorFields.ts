/**
 * The editor's form fields, made from a schema tree (./schema.ts): each field required or not,
 * its choices, number range, length, pattern and default as the schema has them, and the schema's
 * description as its help text. A collection adds only what a schema cannot say (labels, which
 * text boxes are large, where images go) through `FieldOptions`, keyed by the field's path.
 */
import type { Field, VariableFieldType } from '@sveltia/cms';
import { RECORD_KEY, type Node, type ObjectNode, type Prop } from './schema';

/** What a collection says about a field besides its schema. */
interface FieldOptions {
  label?: string;
  /** Help text shown instead of the schema's description. */
  hint?: string;
  /** A large text box. */
  multiline?: boolean;
  /** The values a text field may take, offered as a list (the check before saving still applies). */
  options?: readonly (string | { label: string; value: string })[];
  /** Labels of a union's variants, by variant name. */
  variants?: Record<string, string>;
  /** Template of the line a collapsed list item shows, e.g. '{{fields.title}}'. */
  summary?: string;
}

/**
 * Options by field path: `cta.text`, `highlights[].figure` (an item of a list), `tables[].rows[]`.
 * A union's variants share their parent's path.
 */
export type FieldOptionsByPath = Record<string, FieldOptions>;

/** Fields whose text is usually a sentence or more: a large text box. */
const MULTILINE = new Set([
  'description',
  'lead',
  'summary',
  'text',
  'content',
  'basis',
  'note',
  'explanation',
  'statement',
  'cashComparison',
  'bio',
]);

/** `purchasePrice` → "Purchase price". */
const labelOf = (name: string) =>
  name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/^./, (c) => c.toUpperCase())
    .replace(/ ([A-Z])(?=[a-z])/g, (_, c: string) => ` ${c.toLowerCase()}`);

/**
 * Help text is shown as Markdown, where `<Fig k="roi" />` or `<roi>` would read as HTML and vanish:
 * such text is shown as written.
 */
export const helpText = (text: string) => text.replace(/</g, '&lt;');

export function fieldsOf(node: ObjectNode, options: FieldOptionsByPath = {}, path = ''): Field[] {
  return node.props.map((prop) => fieldOf(prop, options, path ? `${path}.${prop.name}` : prop.name));
}

function fieldOf(prop: Prop, options: FieldOptionsByPath, path: string): Field {
  const o = options[path] ?? {};
  const hint = o.hint ?? prop.node.description;
  const base = {
    name: prop.name,
    label: o.label ?? (prop.node.kind === 'string' && prop.node.format === 'image' ? 'Picture' : labelOf(prop.name)),
    ...(hint ? { hint: helpText(hint) } : {}),
    ...(prop.required ? {} : { required: false }),
  };
  const withDefault =
    prop.default !== undefined &&
    !(Array.isArray(prop.default) && !prop.default.length) &&
    !(
      typeof prop.default === 'object' &&
      !Array.isArray(prop.default) &&
      prop.default !== null &&
      !Object.keys(prop.default).length
    )
      ? { default: prop.default }
      : {};
  return { ...base, ...widget(prop.node, prop.name, o, options, path), ...withDefault } as Field;
}

function widget(
  node: Node,
  name: string,
  o: FieldOptions,
  options: FieldOptionsByPath,
  path: string,
): Record<string, unknown> {
  switch (node.kind) {
    case 'string': {
      if (node.format === 'image') return { widget: 'image', choose_url: false };
      if (node.format === 'date') return { widget: 'datetime', type: 'date', format: 'YYYY-MM-DD' };
      if (o.options) return { widget: 'select', options: [...o.options] };
      const multiline = o.multiline ?? (MULTILINE.has(name) && !node.pattern && !node.format);
      return {
        widget: multiline ? 'text' : 'string',
        ...(node.format === 'url' ? { type: 'url' } : node.format === 'email' ? { type: 'email' } : {}),
        ...(node.minLength && node.minLength > 1 ? { minlength: node.minLength } : {}),
        ...(node.maxLength !== undefined ? { maxlength: node.maxLength } : {}),
        ...(node.pattern ? { pattern: [node.pattern.source, node.pattern.message] } : {}),
      };
    }
    case 'number':
      return {
        widget: 'number',
        value_type: node.integer ? 'int' : 'float',
        ...(node.min !== undefined ? { min: node.min } : {}),
        ...(node.max !== undefined ? { max: node.max } : {}),
        ...(node.integer ? {} : { step: 0.01 }),
      };
    case 'boolean':
      return { widget: 'boolean' };
    case 'enum':
      return { widget: 'select', options: node.options };
    case 'object':
      return { widget: 'object', fields: fieldsOf(node, options, path), ...(o.summary ? { summary: o.summary } : {}) };
    case 'variants':
      return { widget: 'object', typeKey: node.key, types: variantTypes(node, o, options, path) };
    case 'record':
      return {
        widget: 'list',
        summary: o.summary ?? `{{fields.${RECORD_KEY}}}`,
        fields: [
          {
            name: RECORD_KEY,
            label: options[`${path}[].${RECORD_KEY}`]?.label ?? 'Key',
            hint: options[`${path}[].${RECORD_KEY}`]?.hint ?? 'Its name, unique in this list',
            widget: 'string',
          },
          ...fieldsOf(node.value, options, `${path}[]`),
        ],
      };
    case 'list': {
      const limits = {
        ...(node.min !== undefined ? { min: node.min } : {}),
        ...(node.max !== undefined ? { max: node.max } : {}),
      };
      const itemPath = `${path}[]`;
      const item = node.item;
      // A list of choices is one multiple-choice field.
      if (item.kind === 'enum') return { widget: 'select', multiple: true, options: item.options, ...limits };
      const summary = o.summary ?? options[itemPath]?.summary;
      const summaryOption = summary ? { summary } : {};
      if (item.kind === 'object')
        return { widget: 'list', fields: fieldsOf(item, options, itemPath), ...summaryOption, ...limits };
      if (item.kind === 'variants')
        return {
          widget: 'list',
          typeKey: item.key,
          types: variantTypes(item, options[itemPath] ?? {}, options, itemPath),
          ...summaryOption,
          ...limits,
        };
      const field = fieldOf({ name: 'item', node: item, required: true }, options, itemPath);
      return { widget: 'list', field: { ...field, label: options[itemPath]?.label ?? labelOf(name) }, ...limits };
    }
  }
}

function variantTypes(
  node: Extract<Node, { kind: 'variants' }>,
  o: FieldOptions,
  options: FieldOptionsByPath,
  path: string,
): VariableFieldType[] {
  return node.variants.map((v) => ({
    name: v.name,
    label:
      o.variants?.[v.name] ??
      (node.synthetic
        ? v.node.props
            .filter((p) => p.required)
            .map((p, i) => (i ? p.name : labelOf(p.name)))
            .join(' and ')
        : labelOf(v.name)),
    widget: 'object',
    fields: fieldsOf(v.node, options, path),
  }));
}
