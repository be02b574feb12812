/**
 * Sveltia CMS's configuration, made here rather than written in a config.yml: every collection's
 * fields from its schema (./editorFields.ts), its files read and written by this editor's own formats
 * (./codec.ts), and the repository it commits to. Tested against Sveltia's published JSON Schema
 * for its configuration (config.test.ts).
 */
import type { CmsConfig, Collection, Field } from '@sveltia/cms';
import { editorCollections, type EditorCollection } from './collections';
import { codecOf } from './codec';
import { fieldsOf, helpText } from './editorFields';
import settings from '../../content/site.json' with { type: 'json' };

/** The name each collection's file format is registered under (main.ts). */
export const formatName = (c: EditorCollection) =>
  c.format === 'frontmatter' ? `${c.name}-frontmatter` : `${c.name}-${c.format}`;

const slugPattern: [string, string] = [
  '^[a-z0-9]+(?:-[a-z0-9]+)*$',
  'Lower-case words joined by hyphens, e.g. 3-bed-house-grimsby',
];

function bodyField(c: EditorCollection): Field {
  const components = c.components ?? [];
  return {
    name: 'body',
    label: 'Body',
    widget: 'markdown',
    // A body with components is edited as MDX source: a rich-text editor around them can write MDX the build refuses.
    modes: components.length ? ['raw'] : ['rich_text', 'raw'],
    hint: helpText(
      components.length
        ? `MDX: Markdown in <Section> blocks, and the page's widgets: ${components.map((n) => `<${n}>`).join(', ')}. Write figures as <Fig k="roi" />; place a table with <FinancialTable id="upfront" />. The preview shows the page with the figures in place.`
        : 'Markdown: headings (##), lists, **bold**, links. No components.',
    ),
    ...(components.length
      ? {
          default:
            '<Section narrow id="background" heading="Project Background">\n\nWhat the property was and why we bought it for <Fig k="purchasePrice" />.\n\n</Section>\n',
        }
      : {}),
  } as Field;
}

function collectionOf(c: EditorCollection): Collection {
  const codec = codecOf(c);
  const fields = fieldsOf(codec.tree, c.fields);
  const media = c.images ? { media_folder: `/${c.images}`, public_folder: `/${c.images}` } : {};
  const common = {
    name: c.name,
    label: c.label,
    label_singular: c.labelSingular,
    description: c.description,
    format: formatName(c),
    ...media,
  };
  if (c.folder) {
    return {
      ...common,
      folder: c.folder,
      extension: c.extension,
      create: true,
      identifier_field: 'title',
      slug: {
        template: '{{title}}',
        editable: ['create'],
        hint: 'The file name, and the last part of the page’s address: it cannot change once saved',
        pattern: slugPattern,
      },
      ...(c.summary ? { summary: c.summary } : {}),
      ...(c.page ? { preview_path: c.page } : {}),
      fields: c.format === 'frontmatter' ? [...fields, bodyField(c)] : fields,
    };
  }
  return { ...common, files: [{ name: c.name, label: c.label, file: c.file!, fields }] };
}

export function cmsConfig({ repo, branch }: { repo: string; branch: string }): CmsConfig {
  return {
    load_config_file: false,
    app_title: `${settings.companyName}: content editor`,
    logo: { src: '/favicon.svg' },
    backend: { name: 'github', repo, branch },
    // Each change is a pull request with its deploy preview until it is published.
    publish_mode: 'editorial_workflow',
    media_folder: 'src/assets',
    public_folder: '/src/assets',
    output: { omit_empty_optional_fields: true },
    // Pictures are the company's own: no stock-photo libraries (a case study's photos are evidence).
    media_libraries: { stock_assets: false },
    collections: editorCollections.map(collectionOf),
  };
}
