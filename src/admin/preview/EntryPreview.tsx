/**
 * Any other entry (lessons, questions, facts, settings): the problems the build would stop on, and
 * the file as a save will write it, so a reviewer sees exactly what changes.
 */
import type { CustomPreviewTemplateProps } from '@sveltia/cms';
import { Checks } from './Checks';
import { entryOf, usePageLanguage, useReport } from './useReport';

export function entryPreview(label: string) {
  return function EntryPreview({ entry, document }: CustomPreviewTemplateProps) {
    usePageLanguage(document);
    const { collection, data, slug } = entryOf(entry);
    const report = useReport(collection, data, slug);
    return (
      <article className="ed-preview" lang="en-GB">
        <Checks report={report} />
        <h1>{typeof data.title === 'string' ? data.title : label}</h1>
        {report?.text !== undefined && (
          <>
            <h2>The file a save writes: {report.path}</h2>
            <pre className="ed-file">{report.text}</pre>
          </>
        )}
      </article>
    );
  };
}
