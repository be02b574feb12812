/**
 * What the editor offers: each collection an editor changes, with the schema the build checks it
 * against (the same module src/content.config.ts uses: collections.test.ts holds them equal),
 * where its files are, and the few things about its fields a schema cannot say.
 */
import { z } from 'astro/zod';
import { caseStudySchema } from '../collections/caseStudy';
import { factSchema } from '../collections/fact';
import { learningModuleSchema } from '../collections/learningModule';
import { lessonSchema } from '../collections/lesson';
import { literacyQuestionSchema } from '../collections/literacyQuestion';
import { postSchema } from '../collections/post';
import { landingSchema } from '../collections/landing';
import { shareImageSchema } from '../collections/shareImage';
import { siteSchema } from '../lib/site';
import { checklistSources } from '../lib/forms/checklists';
import { mdxComponents } from '../lib/contentCode';
import { figureKeys } from './figureKeys';
import type { FieldOptionsByPath } from './editorFields';
import type { Format } from './formats';
import { editorContext } from './schema';

export interface EditorCollection {
  name: string;
  label: string;
  labelSingular: string;
  /** Shown under the collection's name. */
  description: string;
  /** One entry (a file, or an item of a file that is a list), as the build checks it. */
  schema: z.ZodType;
  format: Format;
  /** A folder of files, one entry each (the file name is the slug), or one file. */
  folder?: string;
  file?: string;
  /** The file is a list of entries: the form shows them under this name. */
  list?: string;
  extension: 'mdx' | 'yaml' | 'json';
  /** MDX bodies: the components a body may use (the page's own). */
  components?: readonly string[];
  /** Where uploaded images go, from the project root. */
  images?: string;
  fields: FieldOptionsByPath;
  /** The page an entry becomes, as a path template (`{{slug}}`). */
  page?: string;
  /** Template of the line that lists an entry or an item. */
  summary?: string;
}

const figure = {
  options: figureKeys.map(({ key, label }) => ({ label: `${label} (${key})`, value: key })),
  hint: 'A figure worked out from the deal’s numbers: its label and value are shown',
};

const photo = {
  hint: 'Upload a photo (Browse → Upload) or choose one already there: it is kept in src/assets/case-studies/ and the page shows it resized',
};

export const editorCollections: EditorCollection[] = [
  {
    name: 'caseStudies',
    label: 'Case studies',
    labelSingular: 'Case study',
    description:
      'One page per deal, at /case-studies/ followed by the file name. Type the deal’s numbers under Figures: every amount and return the page shows is worked out from them, and the preview shows each with its working.',
    schema: caseStudySchema(editorContext),
    format: 'frontmatter',
    folder: 'content/case-studies',
    extension: 'mdx',
    components: mdxComponents['content/case-studies'],
    images: 'src/assets/case-studies',
    page: '/case-studies/{{slug}}',
    summary: '{{title}}',
    fields: {
      eyebrow: { hint: 'Small label above the heading, e.g. "Case study · Social housing"' },
      figures: {
        label: 'Figures (the deal’s numbers)',
        variants: {
          refinance: 'Refinanced let (bought, improved, refinanced, let)',
          let: 'Let with known running costs',
          mortgaged: 'Mortgaged let (no refinance)',
          flip: 'Flip (bought, refurbished, sold)',
        },
      },
      'investors[]': {
        variants: { loan: 'Lenders', 'joint-venture': 'Joint-venture partners' },
        summary: '{{fields.kind}}',
      },
      investors: {
        label: 'What investors got',
        hint: 'Each way investors put money in, and what they got; leave out what the company has not confirmed (the page says "to be confirmed")',
      },
      address: {
        hint: 'As HM Land Registry has it; never shown, only compared so that no property has two case studies',
      },
      card: { label: 'Card on /case-studies' },
      'highlights[]': {
        variants: { figure: 'A figure', value: 'Words (e.g. “5 years”)' },
        summary: '{{fields.figure}}{{fields.value}}',
      },
      'highlights[].figure': figure,
      tables: { label: 'Tables', summary: '{{fields.key}}: {{fields.caption}}' },
      'tables[].key': { label: 'Table id', hint: 'Placed in the body with <FinancialTable id="…" />' },
      'tables[].rows[]': {
        variants: { figure: 'A figure', label: 'Words' },
        summary: '{{fields.figure}}{{fields.label}}',
      },
      'tables[].rows[].figure': figure,
      'timeline[]': { summary: '{{fields.date}}: {{fields.title}}' },
      'gallery.before[]': { summary: '{{fields.alt}}' },
      'gallery.after[]': { summary: '{{fields.alt}}' },
      testimonial: { hint: 'Id of a quote in content/testimonials.yaml, shown where the body places <Quote />' },
      checklist: {
        hint: `The free checklist sign-up at the end of the page. Its source must be one the sign-up already accepts (${checklistSources.join(', ')}): a new one needs a developer`,
      },
      'checklist.source': { options: checklistSources },
      cta: { label: 'Closing call to action' },
      ...Object.fromEntries(
        ['hero.src', 'floorplan.src', 'gallery.before[].src', 'gallery.after[].src'].map((path) => [path, photo]),
      ),
    },
  },
  {
    name: 'posts',
    label: 'Posts',
    labelSingular: 'Post',
    description: 'Updates, newest first, each at /updates/ followed by the file name.',
    schema: postSchema,
    format: 'frontmatter',
    folder: 'content/posts',
    extension: 'mdx',
    components: mdxComponents['content/posts'],
    page: '/updates/{{slug}}',
    summary: '{{date}}: {{title}}',
    fields: {},
  },
  {
    name: 'landing',
    label: 'Landing pages',
    labelSingular: 'Landing page',
    description:
      'Campaign pages, each at /landing/ followed by the file name (index is /landing itself): a hero, the company’s figures, the calculator or the contact form, the risk section and a call to action. Give a page variants to test other headlines: each visitor sees one, and each lead records which. How to run a campaign: docs/campaigns.md.',
    schema: landingSchema(editorContext),
    format: 'yaml',
    folder: 'content/landing',
    extension: 'yaml',
    images: 'src/assets/landing',
    page: '/landing/{{slug}}',
    summary: '{{title}}',
    fields: {
      'card.image': {
        hint: 'Upload a photo (Browse → Upload) or choose one already there: it is kept in src/assets/landing/ and drawn beside the card’s words',
      },
      'proof.facts': { hint: 'Ids of facts in Facts and figures, e.g. deals, years-operating, raised-private' },
      tool: { variants: { calculator: 'The inflation calculator', 'contact-form': 'The contact form' } },
      'variants[]': { summary: 'Variant {{fields.id}}: {{fields.headline}}' },
    },
  },
  {
    name: 'lessons',
    label: 'Learning lessons',
    labelSingular: 'Lesson',
    description:
      'Lessons of the Financial Learning Hub (/learn). The file name is the lesson’s id, saved in visitors’ browsers: never rename a published one. A module’s minutes must equal the sum of its lessons’.',
    schema: lessonSchema(editorContext),
    format: 'yaml',
    folder: 'content/learning/lessons',
    extension: 'yaml',
    images: 'src/assets/learning',
    summary: '{{module}} {{order}}: {{title}}',
    fields: {
      'content[]': {
        summary: '{{fields.title}}',
        variants: { text: 'Text', image: 'Image', interactive: 'Text and a widget' },
      },
      'content[].widget': {
        variants: {
          'compound-growth': 'Compound growth',
          'inflation-buying-power': 'Inflation and buying power',
          'rental-yield': 'Rental yield',
          'cash-reserve': 'Cash reserve',
        },
      },
      'quiz.questions[]': { summary: '{{fields.id}}. {{fields.question}}' },
      'quiz.questions[].question': { multiline: true },
    },
  },
  {
    name: 'learningModules',
    label: 'Learning modules',
    labelSingular: 'Module',
    description:
      'The modules of the Financial Learning Hub. Module ids are saved in visitors’ browsers: never rename a published one.',
    schema: learningModuleSchema,
    format: 'yaml',
    file: 'content/learning/modules.yaml',
    list: 'modules',
    extension: 'yaml',
    fields: { 'modules[]': { summary: '{{fields.order}}. {{fields.title}} ({{fields.estimatedTime}} min)' } },
  },
  {
    name: 'literacyQuestions',
    label: 'Literacy quiz questions',
    labelSingular: 'Question',
    description:
      'The Financial Literacy Quiz (/financial-literacy): numbered 1, 2, 3… with no gaps, four options each.',
    schema: literacyQuestionSchema,
    format: 'yaml',
    file: 'content/literacy/questions.yaml',
    list: 'questions',
    extension: 'yaml',
    fields: {
      'questions[]': { summary: '{{fields.id}}. {{fields.question}}' },
      'questions[].question': { multiline: true },
    },
  },
  {
    name: 'facts',
    label: 'Facts and figures',
    labelSingular: 'Fact',
    description:
      'Every figure or claim the site makes about the company. Correct one here and every page that shows it changes; text names it as {{id}}. A return must say its basis; a past return its period and source.',
    schema: factSchema,
    format: 'yaml',
    file: 'content/facts.yaml',
    list: 'facts',
    extension: 'yaml',
    fields: {
      'facts[]': { summary: '{{fields.id}}: {{fields.value}} {{fields.wording}}' },
      'facts[].wording': { multiline: false },
    },
  },
  {
    name: 'shareImages',
    label: 'Share pictures',
    labelSingular: 'Share picture',
    description:
      'The photo beside the words on a page’s share card (the picture a social site shows with a shared link), by the page’s address. Case studies and landing pages name their own; list any other page here.',
    schema: shareImageSchema(editorContext),
    format: 'yaml',
    file: 'content/share-images.yaml',
    list: 'pictures',
    extension: 'yaml',
    images: 'src/assets/share-cards',
    fields: {
      'pictures[]': { summary: '{{fields.id}}' },
      'pictures[].id': { label: 'Page address', hint: 'e.g. /about, /invest-with-us or /updates/a-post' },
      'pictures[].image': { hint: 'Upload a photo (Browse → Upload) or choose one already there' },
    },
  },
  {
    name: 'site',
    label: 'Site settings',
    labelSingular: 'Site settings',
    description: 'Company identity, contact details, links and the regulatory statement, shown on every page.',
    schema: siteSchema,
    format: 'json',
    file: 'content/site.json',
    extension: 'json',
    fields: { _note: { label: 'Note for editors' }, 'social[]': { summary: '{{fields.name}}' } },
  },
];
