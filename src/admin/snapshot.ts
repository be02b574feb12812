/**
 * The content files a check needs besides the entry being edited (the facts and settings the
 * claims rules read, the other case studies, the learning catalog), as they were when the editor
 * was built, that is at the last deploy. A file the editor loads or saves since replaces its copy.
 */
const built = import.meta.glob<string>(
  [
    '../../content/facts.yaml',
    '../../content/site.json',
    '../../content/testimonials.yaml',
    '../../content/case-studies/*.mdx',
    '../../content/learning/*.yaml',
    '../../content/learning/lessons/*.yaml',
    '../../content/literacy/questions.yaml',
  ],
  { query: '?raw', import: 'default', eager: true },
);

const files = new Map(Object.entries(built).map(([path, text]) => [path.replace(/^(\.\.\/)+/, ''), text]));

/** The text of a content file (path from the project root), if the editor knows it. */
export const fileText = (path: string): string | undefined => files.get(path);

/** Every known file under a folder, by path. */
export const filesIn = (folder: string): [string, string][] =>
  [...files].filter(([path]) => path.startsWith(`${folder}/`));

/** The file as the editor last read or wrote it. */
export function remember(path: string, text: string): void {
  files.set(path, text);
}
