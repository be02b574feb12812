import type { ReactNode } from 'react';
import type { Report } from '../checks';

/** What the build would say about the entry: the problems that stop a save, then notices. */
function Checks({ report }: { report: Report | undefined }) {
  if (!report)
    return (
      <p className="checks checks--pending" role="status">
        Checking…
      </p>
    );
  const { errors, notices } = report;
  return (
    <section
      className={`checks ${errors.length ? 'checks--errors' : 'checks--ok'}`}
      aria-labelledby="checks-heading"
      data-checks={errors.length ? 'errors' : 'ok'}
    >
      <h2 id="checks-heading">
        {errors.length
          ? `${errors.length} ${errors.length === 1 ? 'problem' : 'problems'}: the build would refuse this, so it cannot be saved`
          : 'No problems: the build will accept this'}
      </h2>
      {errors.length > 0 && (
        <ul>
          {errors.map((p, i) => (
            <li key={i}>
              <strong>{p.where}</strong>: {p.message}
            </li>
          ))}
        </ul>
      )}
      {notices.length > 0 && (
        <>
          <h3>Also</h3>
          <ul className="checks__notices">
            {notices.map((p, i) => (
              <li key={i}>
                <strong>{p.where}</strong>: {p.message}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** A preview: the checks first, then what the entry will look like. */
export function Preview({ report, children }: { report: Report | undefined; children?: ReactNode }) {
  return (
    <article className="ed-preview" lang="en-GB">
      <Checks report={report} />
      {children}
    </article>
  );
}
