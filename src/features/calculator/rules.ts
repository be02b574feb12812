/**
 * The calculator's validation (the shared zod schemas), in a chunk of its own: the island fetches
 * it when the visitor first reaches into the form, not with the page.
 */
import { check } from '../../lib/forms/fields';
import { calculationSchemas, type Variant } from '../../lib/forms/calculator';

export const validate = (variant: Variant, values: Record<string, string>) =>
  check(calculationSchemas[variant], values);
