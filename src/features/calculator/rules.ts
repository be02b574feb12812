/**
 * The calculator's validation (the shared zod schemas), in a chunk of its own: the island fetches
 * it when the visitor first reaches into the form, not with the page.
 */
import { check } from '../../lib/forms/fields';
import { calculationFieldSchemas, type Variant } from '../../lib/forms/calculatorSchema';

export const validate = (variant: Variant, values: Record<string, string>) =>
  check(calculationFieldSchemas[variant], values);
