/**
 * A case study as its page will show it: the problems the build would stop on, then the page's
 * heading, highlights and tables with every figure worked out by the deal model the page uses
 * (src/lib/deal/), the full list of figures with their working, and the body.
 */
import type { CustomPreviewTemplateProps } from '@sveltia/cms';
import type { Figure, Figures } from '../../lib/deal/figures';
import type { Study } from '../../lib/deal/study';
import { Body } from './Body';
import { Preview } from './Checks';
import { fieldText, usePreview } from './usePreview';

function FigureList({ figures }: { figures: Figures }) {
  return (
    <table className="ed-figures" data-editor-figures="">
      <caption>Every figure this study can show (worked out, not typed)</caption>
      <thead>
        <tr>
          <th scope="col">Figure</th>
          <th scope="col">Key</th>
          <th scope="col">Value</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(figures.all).map(([key, f]: [string, Figure]) => (
          <tr key={key} data-figure={key}>
            <th scope="row">
              {f.label}
              {f.how && <span className="ed-figures__how">{f.how}</span>}
            </th>
            <td>
              <code>{key}</code>
            </td>
            <td className="ed-figures__value">{f.text}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Page({ study }: { study: Study }) {
  const tables = Object.entries(study.data.tables ?? {});
  return (
    <>
      <p className="ed-eyebrow">{study.data.eyebrow}</p>
      <h1>{study.data.title}</h1>
      <p className="ed-lead">{study.lead}</p>
      <ul className="ed-highlights">
        {study.highlights.map((h, i) => (
          <li key={i}>
            <span className="ed-highlights__value">{h.value}</span> <span>{h.label}</span>
          </li>
        ))}
      </ul>
      <p className="ed-roi" data-editor-roi="">
        Headline return: <strong>{study.figures.roi.text}</strong> ({study.figures.roiDefinition}).{' '}
        {study.figures.leftOut}
      </p>
      {tables.map(([id, table]) => (
        <table key={id} className="ed-figures">
          <caption>
            {table.caption} <code>&lt;FinancialTable id="{id}" /&gt;</code>
          </caption>
          <tbody>
            {table.rows.map((row, i) => {
              if (!('figure' in row)) {
                return (
                  <tr key={i}>
                    <th scope="row">{row.label}</th>
                    <td className="ed-figures__value">{row.value}</td>
                  </tr>
                );
              }
              const f = study.figures.all[row.figure];
              return (
                <tr key={i}>
                  <th scope="row">
                    {f?.label ?? row.figure}
                    {f?.how && <span className="ed-figures__how">{f.how}</span>}
                  </th>
                  <td className="ed-figures__value">{f?.text ?? '?'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ))}
    </>
  );
}

export function CaseStudyPreview(props: CustomPreviewTemplateProps) {
  const { data, report } = usePreview(props);
  return (
    <Preview report={report}>
      {report?.study ? <Page study={report.study} /> : <h1>{fieldText(data.title, 'New case study')}</h1>}
      {report?.figures ? (
        <FigureList figures={report.figures} />
      ) : (
        <p className="ed-status">Type the deal’s numbers under Figures to see what the page will show.</p>
      )}
      <h2>The page’s body</h2>
      <div className="ed-body">
        <Body
          source={typeof data.body === 'string' ? data.body : ''}
          {...(report?.figures ? { figures: report.figures } : {})}
          {...(report?.study ? { study: report.study } : {})}
        />
      </div>
    </Preview>
  );
}
