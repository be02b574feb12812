/**
 * The calculator's submissions: every calculation stored as a lead, and one report e-mail per
 * calculation, stored first and then sent through the outbox after the answer (its chart drawn from the
 * stored figures when it is sent), within the per-inbox limit and the sending caps.
 */
import { createHash } from 'node:crypto';
import { REPORT_ANSWER, type ReportStatus } from '../../lib/calculatorVariants';
import type { InflationResult } from '../../lib/inflation';
import { normaliseEmail } from '../../lib/forms/fields';
import type { Calculation } from '../../lib/forms/calculatorSchema';
import { storedAttribution } from '../../lib/forms/attributionSchema';
import { sendAfterAnswer } from '../outbox/delivery';
import type { RunContext } from '../env';
import { owed } from '../outbox/templates';
import { insertWithMail, outboxIds, oweWebhook } from '../outbox/owed';
import type { ReportRecord } from '../storage/records';
import { queryOne } from '../storage/database';

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
const report = owed('calculator-report', 'report');

/** The identity of a calculation: normalised address, amount to the penny, start month and data month. */
function reportKey(email: string, amount: number, result: Pick<InflationResult, 'fromMonth' | 'toMonth'>): string {
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
 * Stores the report request for a calculation, with its e-mail and its delivery to the webhook, and has them
 * sent after the answer. One answer, one time: the same statement runs whatever the address's state (the
 * unique calculation key stores only the first request for a calculation; a repeat stores and owes nothing),
 * and whether the e-mail goes (the per-inbox limit, suppression, the sending caps) is decided after the
 * answer (outbox/mailGate.ts), so the answer says nothing about the address. Nothing the browser sent is stored.
 */
export async function requestReport(
  data: ReportRecord['data'] & { attribution?: unknown },
  result: InflationResult,
  context?: RunContext,
): Promise<ReportStatus> {
  const key = reportKey(data.email, data.amount, result);
  const { name, email, amount, year, month, variant, attribution } = data;
  const row = await queryOne<{ outbox: (string | number)[] | null }>(
    `WITH s AS (
       INSERT INTO calculator_reports (calculation_key, name, email, amount, year, month, result, variant, attribution)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $11)
       ON CONFLICT (calculation_key) DO NOTHING RETURNING id),
     o AS (INSERT INTO outbox (submission_kind, submission_id, mail, status) SELECT $9, id, $10, 'new' FROM s RETURNING id),
     w AS ${oweWebhook('calculator-report', 'SELECT id FROM s', 'lead', context)}
     SELECT (SELECT array_agg(id) FROM (SELECT id FROM o UNION ALL SELECT id FROM w) AS d) AS outbox`,
    [key, name, email, amount, year, month, JSON.stringify(result), variant, ...report, storedAttribution(attribution)],
  );
  await sendAfterAnswer('calculator-report', outboxIds(row), context);
  return REPORT_ANSWER;
}
