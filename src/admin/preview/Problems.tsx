/** What the build would refuse in the entry (errors: the save is refused too), and notices about other files. */
import type { Report } from '../checks';

export function Problems({ report }: { report: Report | undefined }) {
  if (!report) return <p className="ed-status">Checking…</p>;
  if (!report.errors.length && !report.notices.length) {
    return (
      <p className="ed-status ed-status--ok" data-editor-check="ok">
        Ready to publish: the build’s checks (schema, claims rules{report.path.endsWith('.mdx') ? ', MDX body' : ''}) pass.
      </p>
    );
  }
  return (
    <section className="ed-problems" aria-label="Problems" data-editor-check={report.errors.length ? 'errors' : 'notices'}>
      {report.errors.length > 0 && (
        <>
          <h2>Not ready: the build would refuse this ({report.errors.length})</h2>
          <ul>
            {report.errors.map((p, i) => (
              <li key={`e${i}`} className="ed-problems__error">
                <strong>{p.where}</strong>: {p.message}
              </li>
            ))}
          </ul>
        </>
      )}
      {report.notices.length > 0 && (
        <>
          <h2>Also worth knowing</h2>
          <ul>
            {report.notices.map((p, i) => (
              <li key={`n${i}`}>
                <strong>{p.where}</strong>: {p.message}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
