/**
 * What an amount from a chosen year is worth today, from the ONS CPI index (D7BT). The factors are
 * worked out when the site is built, from content/data/ons-cpi-d7bt.csv.
 */
import { useId, useState } from 'react';
import { formatPercent, formatPounds } from '../../../lib/format';
import type { Widget } from '../hubTypes';
import { WidgetFrame, WidgetResult } from './WidgetFrame';
import { buyingPower, parseMoney } from './maths';
import { MoneyField } from './MoneyField';

type Props = { widget: Extract<Widget, { kind: 'inflation-buying-power' }> };

export default function InflationBuyingPower({ widget }: Props) {
  const id = useId();
  const { cpi } = widget;
  const [year, setYear] = useState(widget.fromYear);
  const [text, setText] = useState(String(widget.amount));
  const amount = parseMoney(text);
  const valid = amount >= 1 && amount <= 10_000_000;
  const years = cpi.factors.map((_, i) => cpi.firstYear + i);
  const result = valid ? buyingPower(cpi, year, amount) : null;

  return (
    <WidgetFrame title="Inflation calculator">
      <div className="widget__controls widget__controls--two">
        <MoneyField
          label="Amount"
          value={text}
          onChange={setText}
          error={valid ? undefined : 'Enter an amount between £1 and £10,000,000'}
        />
        <div className="widget__field">
          <label htmlFor={`${id}-year`}>In January of</label>
          <select id={`${id}-year`} value={year} onChange={(e) => setYear(Number(e.target.value))}>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </div>
      </div>
      <WidgetResult>
        {result && (
          <>
            <p>
              {formatPounds(amount, { pence: true })} in January {year} is worth{' '}
              <strong className="widget__figure">{formatPounds(result.worthToday, { pence: true })}</strong> in{' '}
              {cpi.latest} prices.
            </p>
            <p className="small">
              Prices have risen {formatPercent(result.risePercent, 1)} since then, so{' '}
              {formatPounds(amount, { pence: true })} kept as cash now buys what{' '}
              {formatPounds(result.buysToday, { pence: true })} bought in January {year}.
            </p>
          </>
        )}
      </WidgetResult>
      <p className="widget__source small">
        Source: ONS Consumer Prices Index (CPI, series D7BT), January of each year to {cpi.latest}.
      </p>
    </WidgetFrame>
  );
}
