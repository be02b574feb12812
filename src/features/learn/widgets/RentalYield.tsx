/** Gross and net rental yield from price, monthly rent and yearly costs, against the typical 3–6%. */
import { useState } from 'react';
import { formatPercent, formatPounds } from '../../../lib/format';
import type { Widget } from '../hubTypes';
import { WidgetFrame, WidgetResult } from './WidgetFrame';
import { parseMoney, rentalYield, TYPICAL_YIELD } from './maths';
import { MoneyField } from './MoneyField';

type Props = { widget: Extract<Widget, { kind: 'rental-yield' }> };

function band(gross: number): string {
  if (gross < TYPICAL_YIELD.low)
    return `below the typical UK range of about ${TYPICAL_YIELD.low}% to ${TYPICAL_YIELD.high}%`;
  if (gross > TYPICAL_YIELD.high)
    return `above the typical UK range of about ${TYPICAL_YIELD.low}% to ${TYPICAL_YIELD.high}%: check the rent is realistic and ask why`;
  return `within the typical UK range of about ${TYPICAL_YIELD.low}% to ${TYPICAL_YIELD.high}%`;
}

export default function RentalYield({ widget }: Props) {
  const [price, setPrice] = useState(String(widget.price));
  const [rent, setRent] = useState(String(widget.monthlyRent));
  const [costs, setCosts] = useState(String(widget.annualCosts));
  const p = parseMoney(price);
  const r = parseMoney(rent);
  const c = parseMoney(costs);
  const errors = {
    price: p >= 1000 ? undefined : 'Enter a price of at least £1,000',
    rent: r > 0 ? undefined : 'Enter the rent a month in pounds',
    costs: c >= 0 ? undefined : 'Enter the running costs a year in pounds (0 if none)',
  };
  const result = errors.price || errors.rent || errors.costs ? null : rentalYield(p, r, c);

  return (
    <WidgetFrame title="Rental yield calculator">
      <div className="widget__controls">
        <MoneyField label="Purchase price" value={price} onChange={setPrice} error={errors.price} />
        <MoneyField label="Rent a month" value={rent} onChange={setRent} error={errors.rent} />
        <MoneyField label="Running costs a year" value={costs} onChange={setCosts} error={errors.costs} />
      </div>
      <WidgetResult>
        {result && (
          <>
            <p>
              Gross yield <strong className="widget__figure">{formatPercent(result.gross, 1)}</strong> · Net yield{' '}
              <strong className="widget__figure">{formatPercent(result.net, 1)}</strong>
            </p>
            <p className="small">
              {formatPounds(result.annualRent)} of rent a year on a {formatPounds(p)} price. The gross yield is{' '}
              {band(result.gross)}.
            </p>
          </>
        )}
      </WidgetResult>
    </WidgetFrame>
  );
}
