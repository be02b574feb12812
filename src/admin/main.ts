/**
 * The content editor (/admin): Sveltia CMS, its forms made from the content schemas, its files
 * read and written so a save changes only what was edited, a preview that shows what the page will
 * show, and a save refused, with the reasons, when the build would refuse the entry.
 */
import { checkEntry, codecFor, refusal } from './checks';
import { cmsConfig, formatName } from './config';
import { editorCollections } from './collections';
import { offerWorkingTree } from './local';
import { remember } from './snapshot';
import { CaseStudyPreview } from './preview/CaseStudyPreview';
import { PostPreview } from './preview/PostPreview';
import { entryPreview } from './preview/EntryPreview';
import { previewComponent } from './react';
import siteStyles from '../styles/global.css?inline';
import previewStyles from './preview/preview.css?inline';

/** Sveltia sets `maximum-scale=1`, which stops people zooming: the page keeps the usual viewport. */
function allowZoom() {
  const fix = () => {
    for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="viewport"]')) {
      if (/maximum-scale|user-scalable/.test(meta.content)) meta.content = 'width=device-width, initial-scale=1';
    }
  };
  new MutationObserver(fix).observe(document.head, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['content'],
  });
  fix();
}

await offerWorkingTree();
const { default: CMS } = await import('@sveltia/cms');
allowZoom();

for (const c of editorCollections) {
  const codec = codecFor(c.name)!;
  CMS.registerCustomFormat(formatName(c), c.extension, {
    fromFile: (text) => {
      if (c.file) remember(c.file, text);
      return codec.read(text);
    },
    toFile: (value) => {
      const { text } = codec.write(value as Record<string, unknown>);
      if (c.file) remember(c.file, text);
      return text;
    },
  });
  CMS.registerPreviewTemplate(
    c.name,
    previewComponent(
      c.name === 'caseStudies' ? CaseStudyPreview : c.name === 'posts' ? PostPreview : entryPreview(c.name),
    ),
  );
}
CMS.registerPreviewStyle(siteStyles, { raw: true });
CMS.registerPreviewStyle(previewStyles, { raw: true });

// A save the build would refuse is refused here, with its reasons: Sveltia shows the `cause` of a
// "saving_failed" error in its dialog.
CMS.registerEventListener({
  name: 'preSave',
  handler: async ({ entry }) => {
    const collection = entry.get('collection');
    const data = (entry.get('data') as unknown as { toJS(): Record<string, unknown> }).toJS();
    const slug = (entry.get('slug') as string | undefined) || undefined;
    const report = await checkEntry(collection, data, { slug });
    if (report.errors.length) throw new Error('saving_failed', { cause: new Error(refusal(report)) });
  },
});

// A configuration Sveltia refuses would leave a blank page: the page says so, and the console has the error.
CMS.init({
  config: cmsConfig({ repo: import.meta.env.EDITOR_REPOSITORY, branch: import.meta.env.EDITOR_BRANCH }),
}).catch((error: unknown) => {
  document.body.textContent = `The editor could not start: ${error instanceof Error ? error.message : 'unknown error'}`;
  throw error;
});
