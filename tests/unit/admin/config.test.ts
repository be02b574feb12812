/**
 * The editor's forms and the content schemas cannot disagree: every field of every schema is a form
 * field, required exactly when the schema requires it, with the schema's choices, number range and
 * description (as help text); the configuration is one Sveltia CMS accepts (its published JSON
 * Schema); and every content file the editor opens is written back byte for byte when saved unchanged.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import type { Field } from '@sveltia/cms';
import { describe, expect, it } from 'vitest';
import { editorCollections } from '../../../src/admin/collections';
import { codecOf } from '../../../src/admin/codec';
import { cmsConfig } from '../../../src/admin/config';
import { helpText } from '../../../src/admin/editorFields';
import { jsonSchemaOf } from '../../../src/admin/schema';

const root = join(import.meta.dirname, '../../..');
/** Sveltia CMS's published JSON Schema of its configuration (not in its package exports: read as a file). */
const configSchema = JSON.parse(readFileSync(join(root, 'node_modules/@sveltia/cms/schema/sveltia-cms.json'), 'utf8'));
const config = cmsConfig({ repo: 'company/site', branch: 'main' });

type Json = {
  type?: string;
  properties?: Record<string, Json>;
  required?: string[];
  items?: Json;
  enum?: unknown[];
  oneOf?: Json[];
  anyOf?: Json[];
  description?: string;
  minimum?: number;
  maximum?: number;
  $ref?: string;
  default?: unknown;
};
type AnyField = Field & {
  fields?: AnyField[];
  field?: AnyField;
  types?: (AnyField & { name: string })[];
  options?: (string | { value: string })[];
  min?: number;
  max?: number;
  hint?: string;
  required?: boolean;
  widget?: string;
};

/** Differences between a JSON Schema object and its form fields, as 'path: problem'. */
function disagreements(
  s: Json,
  fields: AnyField[],
  defs: Record<string, Json>,
  path: string,
  overridden: Set<string>,
): string[] {
  const out: string[] = [];
  const props = s.properties ?? {};
  const required = new Set(s.required ?? []);
  for (const [name, raw] of Object.entries(props)) {
    const p = raw.$ref ? { ...defs[raw.$ref.replace('#/$defs/', '')], ...raw } : raw;
    const at = path ? `${path}.${name}` : name;
    const field = fields.find((f) => f.name === name);
    if (!field) {
      out.push(`${at}: no form field`);
      continue;
    }
    if (required.has(name) !== (field.required !== false))
      out.push(`${at}: required ${required.has(name)} in the schema, ${field.required !== false} in the form`);
    if (p.description && !overridden.has(at) && field.hint !== helpText(p.description))
      out.push(`${at}: help text is not the schema's description`);
    if (p.enum) {
      const options = (field.options ?? []).map((o) => (typeof o === 'string' ? o : o.value));
      if (JSON.stringify(options) !== JSON.stringify(p.enum))
        out.push(`${at}: choices ${JSON.stringify(options)}, schema ${JSON.stringify(p.enum)}`);
    }
    // zod gives int() the safe-integer range: no bound a form shows.
    const bound = (v: number | undefined) => (v !== undefined && Math.abs(v) < Number.MAX_SAFE_INTEGER ? v : undefined);
    if (p.type === 'number' || p.type === 'integer') {
      if (bound(p.minimum) !== undefined && field.min !== p.minimum)
        out.push(`${at}: minimum ${field.min}, schema ${p.minimum}`);
      if (bound(p.maximum) !== undefined && field.max !== p.maximum)
        out.push(`${at}: maximum ${field.max}, schema ${p.maximum}`);
    }
    if (p.type === 'object' && p.properties && field.fields)
      out.push(...disagreements(p, field.fields, defs, at, overridden));
    if (p.type === 'array' && p.items?.type === 'object' && p.items.properties && field.fields)
      out.push(...disagreements(p.items, field.fields, defs, `${at}[]`, overridden));
  }
  // A form field the schema does not have would write a key the build refuses.
  for (const f of fields)
    if (!(f.name in props) && f.name !== 'body' && !['key', 'variant'].includes(f.name))
      out.push(`${path ? `${path}.` : ''}${f.name}: a form field the schema does not have`);
  return out;
}

describe('the editor configuration', () => {
  it('is one Sveltia CMS accepts', () => {
    const isRegex = (s: string) => {
      try {
        return Boolean(new RegExp(s));
      } catch {
        return false;
      }
    };
    const ajv = new Ajv({ strict: false, allErrors: true, formats: { regex: isRegex, uri: true } });
    const valid = ajv.validate(configSchema, config);
    expect(ajv.errors ?? [], JSON.stringify(ajv.errors?.slice(0, 5), null, 1)).toEqual([]);
    expect(valid).toBe(true);
  });

  it.each(editorCollections.map((c) => [c.name, c] as const))(
    '%s: every schema field is a form field, as the schema has it',
    (name, c) => {
      const collection = config.collections!.find((x) => 'name' in x && x.name === name) as {
        fields?: AnyField[];
        files?: { fields: AnyField[] }[];
      };
      const fields = collection.fields ?? collection.files![0]!.fields;
      const json = jsonSchemaOf(c.schema) as Json & { $defs?: Record<string, Json> };
      const overridden = new Set(Object.entries(c.fields).flatMap(([path, o]) => (o.hint ? [path] : [])));
      const list = c.list ? (fields.find((f) => f.name === c.list)?.fields ?? []) : fields;
      expect(disagreements(json, list, json.$defs ?? {}, c.list ? `${c.list}[]` : '', overridden)).toEqual([]);
    },
  );

  it('a schema change reaches the form: a new required field, a choice and a range', async () => {
    const { z } = await import('astro/zod');
    const c = {
      ...editorCollections.find((x) => x.name === 'posts')!,
      schema: z.strictObject({
        title: z.string().describe('Heading'),
        tone: z.enum(['plain', 'bold']).optional(),
        stars: z.int().min(1).max(5),
      }),
    };
    const { fieldsOf } = await import('../../../src/admin/editorFields');
    const fields = fieldsOf(codecOf(c).tree) as AnyField[];
    expect(fields.map((f) => [f.name, f.widget, f.required !== false])).toEqual([
      ['title', 'string', true],
      ['tone', 'select', false],
      ['stars', 'number', true],
    ]);
    expect(fields[0]!.hint).toBe('Heading');
    expect(fields[1]!.options).toEqual(['plain', 'bold']);
    expect([fields[2]!.min, fields[2]!.max]).toEqual([1, 5]);
  });
});

/** Every text value as a browser's text box hands it back: no final line break (the file's copy aside). */
const withoutFinalBreaks = (v: unknown, key = ''): unknown =>
  key === '__source'
    ? v
    : typeof v === 'string'
      ? v.replace(/\n+$/, '')
      : Array.isArray(v)
        ? v.map((x) => withoutFinalBreaks(x))
        : v && typeof v === 'object'
          ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, withoutFinalBreaks(x, k)]))
          : v;

describe('files saved unchanged are written back as they were', () => {
  const files = editorCollections.flatMap((c) => {
    if (c.file) return [[c.name, c.file] as const];
    return readdirSync(join(root, c.folder!))
      .filter((f) => f.endsWith(`.${c.extension}`))
      .map((f) => [c.name, `${c.folder}/${f}`] as const);
  });
  it.each(files)('%s: %s', (name, path) => {
    const codec = codecOf(editorCollections.find((c) => c.name === name)!);
    const text = readFileSync(join(root, path), 'utf8');
    const form = codec.read(text);
    // The form passes no copy of the file: the text comes from the form's values alone...
    const { __source: _, ...values } = form;
    const fresh = codec.write(values);
    const entries = codec.collection.list ? (fresh.data as unknown[]) : [fresh.data];
    for (const entry of entries) expect(codec.collection.schema.safeParse(entry).error?.issues ?? []).toEqual([]);
    // ...and with the file as loaded, a save changes nothing, even though the editor's text boxes drop
    // a block's final line break.
    expect(codec.write(form).text).toBe(text);
    expect(codec.write(withoutFinalBreaks(form) as typeof form).text).toBe(text);
  });
});
