/**
 * The calculator's submissions: every calculation stored as a lead, and one report e-mail per
 * calculation, stored first and then sent through the outbox (its chart drawn from the stored figures
 * when it is sent), within the per-inbox limit.
 */
import { createHash } from 'node:crypto';
import type { ReportStatus } from '../../lib/calculatorVariants';
import type { InflationResult } from '../../lib/inflation';
import { normaliseEmail } from '../../lib/forms/fields';
import type { Calculation } from '../../lib/forms/calculator';
import { storedAttribution } from '../../lib/forms/attributionSchema';
import { sendAfterAnswer, sendNow, type DeliveryStatus } from '../outbox/delivery';
import type { RunContext } from '../env';
import { owed } from '../outbox/templates';
import { insertWithMail, outboxIds, oweMail, oweWebhook } from '../outbox/owed';
import { inboxKey } from '../inbox';
import { grantMail } from '../outbox/recipients';
import type { ReportRecord } from '../storage/records';
import { queryOne } from '../storage/database';

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
const report = owed('calculator-report', 'report');

/** The identity of a calculation: normalised address, amount to the penny, start month and data month. */
export function reportKey(
  email: string,
  amount: number,
  result: Pick<InflationResult, 'fromMonth' | 'toMonth'>,
): string {
  // The key's salt keeps the calculator's former name: stored keys were made with it, and each is one report.
  return sha256(
    ['inflation-report:v1', normaliseEmail(email), amount.toFixed(2), result.fromMonth, result.toMonth].join('\n'),
  );
}

/**
 * Stores a calculation as a lead (it owes no e-mail of its own: the report is a record of its own),
 * and delivers it to the webhook, if one is set, after the answer.
 */
export async function recordCalculation(
  data: Calculation,
  result: InflationResult,
  context?: RunContext,
): Promise<void> {
  const { name, email, amount, year, month, source } = data;
  const { outbox } = await insertWithMail(
    'calculator-lead',
    {
      name,
      email,
      amount,
      year,
      month,
      source: source ?? null,
      result: JSON.stringify(result),
      attribution: storedAttribution(data.attribution),
    },
    { company: [] },
    context,
  );
  await sendAfterAnswer('calculator-lead', outbox, context);
}

/**
 * The visitor's answer: what became of the report's e-mail. A report the limit withheld (no mail owed)
 * reads as sent, as the rule says: the visitor sees success, the address gets nothing more today.
 */
function outcomeOf(status: DeliveryStatus | 'withheld', before: boolean): ReportStatus {
  if (status === 'sent' || status === 'withheld') return before ? 'already-sent' : 'sent';
  return status === 'failed' ? 'undeliverable' : 'queued';
}

/**
 * Sends the report for a calculation unless one was already stored for it: the unique calculation
 * key makes the first request the only one stored, with its owed e-mail (if the limit grants it), in
 * one statement; a repeat answers with the first one's state. Nothing the browser sent is stored.
 */
export async function requestReport(
  data: ReportRecord['data'] & { attribution?: unknown },
  result: InflationResult,
  context?: RunContext,
): Promise<ReportStatus> {
  const key = reportKey(data.email, data.amount, result);
  const { name, email, amount, year, month, variant, attribution } = data;
  const row = await queryOne<{
    id: string | null;
    outbox: (string | number)[] | null;
    webhook: (string | number)[] | null;
  }>(
    `WITH s AS (
       INSERT INTO calculator_reports (calculation_key, name, email, amount, year, month, result, variant, attribution)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $12)
       ON CONFLICT (calculation_key) DO NOTHING RETURNING id),
     g AS ${grantMail('$11', 'EXISTS (SELECT 1 FROM s)')},
     o AS ${oweMail('$9', 'SELECT id FROM s', 'ARRAY[$10::text]', 'EXISTS (SELECT 1 FROM g)')},
     w AS ${oweWebhook('calculator-report', 'SELECT id FROM s', 'lead', context)}
     SELECT (SELECT id FROM s) AS id, (SELECT array_agg(id) FROM o) AS outbox, (SELECT array_agg(id) FROM w) AS webhook`,
    [
      key,
      name,
      email,
      amount,
      year,
      month,
      JSON.stringify(result),
      variant,
      ...report,
      inboxKey(email, context),
      storedAttribution(attribution),
    ],
  );
  if (!row?.id) {
    const first = await queryOne<{ status: DeliveryStatus }>(
      `SELECT o.status FROM calculator_reports r JOIN outbox o ON o.submission_kind = $2 AND o.submission_id = r.id AND o.mail = $3
       WHERE r.calculation_key = $1 ORDER BY o.id LIMIT 1`,
      [key, ...report],
    );
    return outcomeOf(first?.status ?? 'withheld', true);
  }
  // The webhook is not the visitor's business: it goes after the answer, whatever became of the mail.
  await sendAfterAnswer('calculator-report', outboxIds({ outbox: row.webhook }), context);
  const owedIds = outboxIds(row);
  if (owedIds.length === 0) return outcomeOf('withheld', false);
  const outcomes = await sendNow('calculator-report', owedIds, context);
  return outcomeOf(outcomes.report ?? 'pending', false);
}
