/**
 * The check of the entry being edited (../checks.ts), run again whenever the form changes: what the
 * build would say, and for a case study the figures its page will show.
 */
import type { CustomPreviewTemplateProps } from '@sveltia/cms';
import { useEffect, useState } from '../react';
import { checkEntry, type Report } from '../checks';

type Data = Record<string, unknown>;

/** The form's data and the entry's slug (none while a new entry is unsaved). */
function entryOf(entry: CustomPreviewTemplateProps['entry']): { collection: string; data: Data; slug?: string } {
  const data = entry.get('data') as unknown as { toJS?: () => Data } | Data | undefined;
  const js =
    data && typeof (data as { toJS?: unknown }).toJS === 'function'
      ? (data as { toJS: () => Data }).toJS()
      : (data ?? {});
  const slug = entry.get('slug') as unknown as string | undefined;
  return { collection: entry.get('collection'), data: js, ...(slug ? { slug } : {}) };
}

function useReport(collection: string, data: Data, slug: string | undefined): Report | undefined {
  const [report, setReport] = useState<Report | undefined>(undefined);
  const key = JSON.stringify([collection, data, slug]);
  useEffect(() => {
    let current = true;
    checkEntry(collection, data, { ...(slug ? { slug } : {}) }).then(
      (r) => current && setReport(r),
      (e: Error) => current && setReport({ errors: [{ where: 'editor', message: e.message }], notices: [], path: '' }),
    );
    return () => {
      current = false;
    };
    // The form's content, not its object identity, decides when to check again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return report;
}

/**
 * The preview frame's document says its language (Sveltia CMS leaves it without a valid one): the
 * page it stands for is in British English, and screen readers read it so.
 */
function usePageLanguage(doc: Document | undefined) {
  useEffect(() => {
    const root = doc?.documentElement;
    if (root && root.lang !== 'en-GB') root.setAttribute('lang', 'en-GB');
  });
}

/** A field of the form as text: what was typed, or `otherwise` while the field is empty or not text. */
export const fieldText = (value: unknown, otherwise = ''): string => (typeof value === 'string' ? value : otherwise);

/** What every preview starts from: the form's data, its check, and the frame's language set. */
export function usePreview({ entry, document }: Pick<CustomPreviewTemplateProps, 'entry' | 'document'>): {
  data: Data;
  report: Report | undefined;
} {
  usePageLanguage(document);
  const { collection, data, slug } = entryOf(entry);
  return { data, report: useReport(collection, data, slug) };
}
