/** A post as its page will show it, under the problems the build would stop on. */
import type { CustomPreviewTemplateProps } from '@sveltia/cms';
import { Body } from './Body';
import { Checks } from './Checks';
import { entryOf, usePageLanguage, useReport } from './useReport';

export function PostPreview({ entry, document }: CustomPreviewTemplateProps) {
  usePageLanguage(document);
  const { collection, data, slug } = entryOf(entry);
  const report = useReport(collection, data, slug);
  return (
    <article className="ed-preview" lang="en-GB">
      <Checks report={report} />
      <p className="ed-eyebrow">{[data.category, data.date, data.readTime].filter((v) => typeof v === 'string' && v).join(' · ')}</p>
      <h1>{String(data.title ?? 'New post')}</h1>
      <p className="ed-lead">{String(data.summary ?? '')}</p>
      <div className="ed-body">
        <Body source={typeof data.body === 'string' ? data.body : ''} />
      </div>
    </article>
  );
}
