/**
 * Compound growth with sliders for amount, rate and years: the value, what simple growth would give,
 * and a bar for each year split into the original amount and the growth on it.
 */
import { useId, useState } from 'react';
import { formatPounds } from '../../../lib/format';
import type { Widget } from '../hubTypes';
import { WidgetFrame, WidgetResult } from './WidgetFrame';
import { compoundValue, simpleValue } from './maths';

type Props = { widget: Extract<Widget, { kind: 'compound-growth' }> };

export default function CompoundGrowth({ widget }: Props) {
  const id = useId();
  const [amount, setAmount] = useState(widget.amount);
  const [rate, setRate] = useState(widget.rate);
  const [years, setYears] = useState(widget.years);
  const value = compoundValue(amount, rate, years);
  const simple = simpleValue(amount, rate, years);
  const values = Array.from({ length: years }, (_, i) => compoundValue(amount, rate, i + 1));
  const top = values[values.length - 1] ?? amount;
  const barWidth = 300 / years;

  return (
    <WidgetFrame title="Compound growth calculator">
      <div className="widget__controls">
        <div className="widget__field">
          <label htmlFor={`${id}-amount`}>
            Starting amount <output htmlFor={`${id}-amount`}>{formatPounds(amount)}</output>
          </label>
          <input
            id={`${id}-amount`}
            type="range"
            min={10_000}
            max={500_000}
            step={10_000}
            value={amount}
            aria-valuetext={formatPounds(amount)}
            onChange={(e) => setAmount(Number(e.target.value))}
          />
        </div>
        <div className="widget__field">
          <label htmlFor={`${id}-rate`}>
            Growth a year <output htmlFor={`${id}-rate`}>{rate}%</output>
          </label>
          <input
            id={`${id}-rate`}
            type="range"
            min={0.5}
            max={12}
            step={0.5}
            value={rate}
            aria-valuetext={`${rate}%`}
            onChange={(e) => setRate(Number(e.target.value))}
          />
        </div>
        <div className="widget__field">
          <label htmlFor={`${id}-years`}>
            Years <output htmlFor={`${id}-years`}>{years}</output>
          </label>
          <input
            id={`${id}-years`}
            type="range"
            min={1}
            max={widget.maxYears}
            step={1}
            value={years}
            aria-valuetext={`${years} ${years === 1 ? 'year' : 'years'}`}
            onChange={(e) => setYears(Number(e.target.value))}
          />
        </div>
      </div>
      <WidgetResult>
        <p>
          After {years} {years === 1 ? 'year' : 'years'}:{' '}
          <strong className="widget__figure">{formatPounds(value)}</strong>
        </p>
        <p className="small">
          Simple growth would give {formatPounds(simple)}; compounding adds {formatPounds(value - simple)} more.
        </p>
      </WidgetResult>
      <svg
        className="widget__chart"
        viewBox="0 0 300 120"
        role="img"
        aria-label={`Bars for each year, rising from ${formatPounds(amount)} to ${formatPounds(value)}`}
      >
        {values.map((v, i) => {
          const h = (v / top) * 110;
          const base = (amount / top) * 110;
          const x = i * barWidth + barWidth * 0.12;
          const w = barWidth * 0.76;
          return (
            <g key={i}>
              <rect x={x} y={120 - base} width={w} height={base} className="widget__bar-base" />
              <rect x={x} y={120 - h} width={w} height={h - base} className="widget__bar-growth" />
            </g>
          );
        })}
      </svg>
      <p className="widget__legend small" aria-hidden="true">
        <span className="widget__key widget__key--base" /> Original amount{' '}
        <span className="widget__key widget__key--growth" /> Growth
      </p>
    </WidgetFrame>
  );
}
