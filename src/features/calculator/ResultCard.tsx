/** The results card: the figures as text, the chart, the report's failure and retry, and the calls to action. */
import { forwardRef, type ReactNode } from 'react';
import { figures, indexNote, lossNote, summary, variants } from '../../lib/calculatorVariants';
import type { ResultCta } from '../../lib/calculatorCtas';
import type { InflationResult } from '../../lib/inflation';
import type { Variant } from '../../lib/forms/calculatorSchema';
import { ResultChart } from './ResultChart';
import type { ReportState } from './useReport';

interface Props {
  id: string;
  variant: Variant;
  result: InflationResult;
  report: ReportState;
  /** What became of the report, for the polite status line. */
  status: string;
  onRetry: () => void;
  onChart: (canvas: HTMLCanvasElement | null) => void;
  /** Landing: a way back to the form. */
  onAgain?: () => void;
  /** The calls to action under the result, the first the main one (calculatorCtas.ts, resultCtas). */
  ctas: readonly ResultCta[];
  children?: ReactNode;
}

const NewTab = ({ href, label, primary }: { href: string; label: string; primary?: boolean }) => (
  <a
    className={`btn ${primary ? 'btn--primary' : 'btn--secondary'}`}
    href={href}
    target="_blank"
    rel="noopener noreferrer"
  >
    {label}
    <span className="visually-hidden"> (opens in a new tab)</span>
  </a>
);

export const ResultCard = forwardRef<HTMLHeadingElement, Props>(function ResultCard(p, heading) {
  const { id, variant, result, report } = p;
  return (
    <section className={`card calc-result calc-result--${variant}`} aria-labelledby={`${id}-result-heading`}>
      <h3 id={`${id}-result-heading`} ref={heading} tabIndex={-1} className="calc-result__heading">
        {variant === 'landing' ? 'Your inflation report' : 'Your results'}
      </h3>
      <p className="calc-result__summary">{summary(result)}</p>
      <dl className="calc-figures">
        {figures(result, variant).map(([label, value], i) => (
          <div key={label} className={`calc-figure calc-figure--${i}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="calc-result__explain">{lossNote(result)}</p>
      <ResultChart result={result} colours={variants[variant].colours} onReady={p.onChart} />
      <p className="small muted calc-result__note">{indexNote(result)}</p>
      <p className="calc-status" role="status">
        {p.status}
      </p>
      {report.status === 'failed' && (
        <div className="form-alert calc-result__alert" role="alert">
          <p>We could not e-mail your report: {report.message}</p>
          <button type="button" className="btn btn--outline" onClick={p.onRetry}>
            Send the report again
          </button>
        </div>
      )}
      <div className="cluster calc-result__ctas">
        {p.ctas.map((c, i) => (
          <NewTab key={c.href} href={c.href} label={c.label} primary={i === 0} />
        ))}
      </div>
      {p.onAgain && (
        <button type="button" className="btn btn--outline calc-result__again" onClick={p.onAgain}>
          Calculate again
        </button>
      )}
      {p.children}
    </section>
  );
});
