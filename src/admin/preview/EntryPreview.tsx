/**
 * Any other entry (lessons, questions, facts, settings): the problems the build would stop on, and
 * the file as a save will write it, so a reviewer sees exactly what changes.
 */
import type { CustomPreviewTemplateProps } from '@sveltia/cms';
import { Preview } from './Checks';
import { usePreview } from './usePreview';

export function entryPreview(label: string) {
  return function EntryPreview(props: CustomPreviewTemplateProps) {
    const { data, report } = usePreview(props);
    return (
      <Preview report={report}>
        <h1>{typeof data.title === 'string' ? data.title : label}</h1>
        {report?.text !== undefined && (
          <>
            <h2>The file a save writes: {report.path}</h2>
            <pre className="ed-file">{report.text}</pre>
          </>
        )}
      </Preview>
    );
  };
}
