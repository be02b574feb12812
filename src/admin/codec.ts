/**
 * One collection's files as the editor reads and writes them: the form's fields come from the
 * schema tree, a file becomes form data (./shape.ts) and form data a file (./formats.ts), with the
 * file as it was carried along in the entry so a save changes only what the editor changed.
 */
import type { EditorCollection } from './collections';
import { parse, write } from './formats';
import { treeOf, type ObjectNode } from './schema';
import { imagePaths, toFile, toForm } from './shape';

/** Where an entry keeps the text of its file as it was loaded; the form never shows it. */
const SOURCE = '__source';

type Data = Record<string, unknown>;

export interface Codec {
  collection: EditorCollection;
  /** The form's tree: the entry, or for a file that is a list, an object holding the list. */
  tree: ObjectNode;
  /** Form data for a file's text. */
  read(text: string): Data;
  /** The file's data (an entry, or the list) and text for form data; throws, naming the field, on what cannot be written. */
  write(form: Data): { data: unknown; text: string };
  /** The file an entry is saved to. */
  pathOf(slug?: string): string;
}

export function codecOf(collection: EditorCollection): Codec {
  const entry = treeOf(collection.schema);
  const { list, folder, file, format } = collection;
  const tree: ObjectNode = list
    ? { kind: 'object', props: [{ name: list, required: true, node: { kind: 'list', item: entry } }] }
    : entry;
  // Image paths are written relative to the file, which sits this many folders down.
  const images = imagePaths((folder ?? file ?? '').split('/').length - (folder ? 0 : 1));
  return {
    collection,
    tree,
    read(text) {
      const { data, body } = parse(format, text);
      const form = toForm(tree, list ? { [list]: data ?? [] } : (data ?? {}), images) as Data;
      return { ...form, ...(body === undefined ? {} : { body }), [SOURCE]: text };
    },
    write(form) {
      const { [SOURCE]: original, body, ...rest } = form;
      const fileData = toFile(tree, rest, images) as Data;
      const data = list ? fileData[list] : fileData;
      const text = write(format, data, {
        original: typeof original === 'string' ? original : undefined,
        ...(format === 'frontmatter' ? { body: typeof body === 'string' ? body : '' } : {}),
      });
      return { data, text };
    },
    pathOf: (slug) => (folder ? `${folder}/${slug ?? 'new'}.${collection.extension}` : file!),
  };
}
