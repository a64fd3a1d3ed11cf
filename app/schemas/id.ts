import { z } from "zod";

// The one parse of a database id, wherever it arrives as text or a number: a route parameter, a
// form field, a query string, Stripe's metadata. A positive safe integer, else refused.

export const PositiveIdSchema = z.coerce.number().int().positive();

/** The id, or null when `value` is not one (for callers that answer 404 or ignore it). */
export function positiveIdOrNull(value: unknown): number | null {
  const parsed = PositiveIdSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
