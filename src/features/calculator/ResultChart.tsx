/**
 * The result's bar chart. chart.js is fetched the first time a result needs drawing; the canvas is
 * decoration for sighted readers, and the same figures are in a table for screen readers.
 */
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { barLabels, DATASET_LABEL } from '../../lib/calculatorVariants';
import { formatPounds } from '../../lib/format';
import type { InflationResult } from '../../lib/inflation';
import type { BarChart } from './chart';

interface Props {
  result: InflationResult;
  colours: readonly [string, string];
  /** The canvas once the chart is drawn on it, null while it is not. */
  onReady: (canvas: HTMLCanvasElement | null) => void;
}

export function ResultChart({ result, colours, onReady }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<BarChart | null>(null);
  const [broken, setBroken] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const labels = barLabels(result);
  // Told from the effects, with whatever callback the parent passes at the time.
  const ready = useEffectEvent((drawn: HTMLCanvasElement | null) => onReady(drawn));

  useEffect(() => {
    let cancelled = false;
    const spec = {
      labels: barLabels(result),
      values: [result.originalValue, result.todayValue] as [number, number],
      colours,
    };
    import('./chart')
      .then(({ drawBarChart, updateBarChart }) => {
        if (cancelled || !canvas.current) return;
        if (chart.current) updateBarChart(chart.current, spec);
        else chart.current = drawBarChart(canvas.current, spec);
        setBroken(false);
        ready(canvas.current);
      })
      .catch((error) => {
        console.error('The chart could not be loaded', (error as Error).message);
        if (!cancelled) setBroken(true);
      });
    return () => {
      cancelled = true;
    };
  }, [result, colours, attempt]);

  useEffect(
    () => () => {
      chart.current?.destroy();
      chart.current = null;
      ready(null);
    },
    [],
  );

  return (
    <figure className="calc-chart">
      <div className="calc-chart__box">
        <canvas ref={canvas} aria-hidden="true" />
      </div>
      <table className="visually-hidden">
        <caption>Chart: {DATASET_LABEL}</caption>
        <tbody>
          {[0, 1].map((i) => (
            <tr key={i}>
              <th scope="row">{labels[i]}</th>
              <td>{formatPounds(i === 0 ? result.originalValue : result.todayValue, { pence: true })}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {broken && (
        <figcaption className="calc-chart__broken">
          The chart could not be loaded.{' '}
          <button type="button" className="link-button" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </figcaption>
      )}
    </figure>
  );
}
