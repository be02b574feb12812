/**
 * The e-mailed report: once a result and its chart both exist, a timer (1 s on the
 * calculator page, 1.5 s on /landing) exports the chart and sends the report, once. A flag stops a
 * second send; a failure clears it so the visitor can try again; a new result clears both. When the
 * chart is not ready the send is skipped and stays possible.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { InflationResult } from '../../lib/inflation';
import type { Calculation } from '../../lib/forms/calculatorSchema';
import { api } from '../../lib/api';
import { readAttribution } from '../../lib/readAttribution';
import { postJson } from '../forms/request';
import { failureText } from './failure';
import { chartJpeg } from './chartJpeg';

/** A result and the request that produced it: one report belongs to each. */
export interface Outcome {
  request: Calculation;
  result: InflationResult;
}

export type ReportState =
  { status: 'idle' } | { status: 'sending' } | { status: 'done' } | { status: 'failed'; message: string };

export function useReport(outcome: Outcome | null, canvas: HTMLCanvasElement | null, delayMs: number) {
  const [state, setState] = useState<ReportState>({ status: 'idle' });
  const sending = useRef(false);
  const sent = useRef(false);
  const current = useRef(outcome);
  const [shown, setShown] = useState(outcome);

  // Resubmitting resets the e-mail's state at once, in the render that shows the new result.
  if (shown !== outcome) {
    setShown(outcome);
    setState({ status: 'idle' });
  }
  useEffect(() => {
    current.current = outcome;
    sending.current = false;
    sent.current = false;
  }, [outcome]);

  const send = useCallback(async () => {
    if (!outcome || sending.current || sent.current) return;
    if (!canvas?.isConnected || canvas.width === 0) {
      console.error('Inflation report not sent: the chart is not ready');
      return;
    }
    sending.current = true;
    setState({ status: 'sending' });
    const { name, email, amount, month, year, source } = outcome.request;
    try {
      await postJson(api.calculatorReport, {
        name,
        email,
        amount,
        month,
        year,
        source,
        attribution: readAttribution(),
        chartImage: chartJpeg(canvas),
        calculationData: outcome.result,
      });
      if (current.current !== outcome) return;
      sent.current = true;
      setState({ status: 'done' });
    } catch (error) {
      if (current.current !== outcome) return;
      console.error('Failed to send inflation report', (error as Error).message);
      sending.current = false;
      setState({ status: 'failed', message: failureText(error) });
    }
  }, [outcome, canvas]);

  useEffect(() => {
    if (!outcome || !canvas) return;
    const timer = setTimeout(() => void send(), delayMs);
    return () => clearTimeout(timer);
  }, [outcome, canvas, send, delayMs]);

  // `send` never rejects: a failure is shown as the report's state.
  const retry = useCallback(() => void send(), [send]);
  return { state, retry };
}
