/** The cash reserve to aim for: 3 to 6 months of a property's mortgage and running costs. */
import { useState } from 'react';
import { formatPounds } from '../../../lib/format';
import type { Widget } from '../hubTypes';
import { WidgetFrame, WidgetResult } from './WidgetFrame';
import { cashReserve, parseMoney, RESERVE_MONTHS } from './maths';
import { MoneyField } from './MoneyField';

type Props = { widget: Extract<Widget, { kind: 'cash-reserve' }> };

export default function CashReserve({ widget }: Props) {
  const [mortgage, setMortgage] = useState(String(widget.monthlyMortgage));
  const [costs, setCosts] = useState(String(widget.monthlyCosts));
  const m = parseMoney(mortgage);
  const c = parseMoney(costs);
  const errors = {
    mortgage: m >= 0 ? undefined : 'Enter the mortgage payment a month in pounds (0 if none)',
    costs: c >= 0 ? undefined : 'Enter the other costs a month in pounds (0 if none)',
  };
  const result = errors.mortgage || errors.costs ? null : cashReserve(m, c);

  return (
    <WidgetFrame title="Cash reserve calculator">
      <div className="widget__controls widget__controls--two">
        <MoneyField label="Mortgage a month" value={mortgage} onChange={setMortgage} error={errors.mortgage} />
        <MoneyField label="Other costs a month" value={costs} onChange={setCosts} error={errors.costs} />
      </div>
      <WidgetResult>
        {result && (
          <>
            <p>
              Aim to keep <strong className="widget__figure">{formatPounds(result.low)}</strong> to{' '}
              <strong className="widget__figure">{formatPounds(result.high)}</strong> in reserve.
            </p>
            <p className="small">
              That is {RESERVE_MONTHS.low} to {RESERVE_MONTHS.high} months of costs at {formatPounds(result.monthly)} a
              month: insurance, repairs, service charges and letting fees as well as the mortgage.
            </p>
          </>
        )}
      </WidgetResult>
    </WidgetFrame>
  );
}
