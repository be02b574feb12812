/**
 * The calculator's report request: POST /api/inflation-email. Its own module so the
 * island, which only sends it, does not carry it; the fields follow the calculator page's rules.
 */
import * as z from 'zod/mini';
import { attributionSchema } from './attributionSchema';
import {
  addressOf,
  amountField,
  calculatorMessages,
  calculatorSources,
  inflationMessages,
  monthField,
  nameOf,
  sourceField,
  yearField,
} from './calculatorSchema';

/** POST /api/inflation-email: the report request. `calculationData` is accepted and never used. */
export const calculatorReportSchema = z.object({
  name: nameOf(calculatorMessages.name, 1),
  email: addressOf(calculatorMessages.email),
  amount: amountField(calculatorMessages.amount),
  month: monthField(calculatorMessages.month),
  year: yearField(calculatorMessages.year, { minLength: 1, bounds: false }),
  chartImage: z
    .string({ error: inflationMessages.chartImage })
    .check(z.minLength(1, inflationMessages.chartImage), z.describe('The chart as a data:image/jpeg;base64 URL')),
  source: sourceField(Object.values(calculatorSources)),
  attribution: attributionSchema,
  calculationData: z.optional(
    z.unknown().check(z.describe('The browser’s copy of the result: ignored, the server recomputes')),
  ),
});
