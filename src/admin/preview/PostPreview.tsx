/** A post as its page will show it, under the problems the build would stop on. */
import type { CustomPreviewTemplateProps } from '@sveltia/cms';
import { Body } from './Body';
import { Preview } from './Checks';
import { fieldText, usePreview } from './usePreview';

export function PostPreview(props: CustomPreviewTemplateProps) {
  const { data, report } = usePreview(props);
  return (
    <Preview report={report}>
      <p className="ed-eyebrow">
        {[data.category, data.date, data.readTime].filter((v) => typeof v === 'string' && v).join(' · ')}
      </p>
      <h1>{fieldText(data.title, 'New post')}</h1>
      <p className="ed-lead">{fieldText(data.summary)}</p>
      <div className="ed-body">
        <Body source={typeof data.body === 'string' ? data.body : ''} />
      </div>
    </Preview>
  );
}
