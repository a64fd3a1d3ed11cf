import { z } from "zod";

// Fields the tabs' intent forms post that the JSON API receives as JSON instead.

/** A row's id, posted as a hidden field. */
export const recordId = (label: string) =>
  z.coerce
    .number({ error: `${label} is required` })
    .int(`${label} is required`)
    .positive(`${label} is required`);

/** A checkbox ("on" when ticked, absent when not) or a hidden "true"/"false". */
export const formFlag = z
  .enum(["on", "true", "false"], { error: "Must be yes or no" })
  .optional()
  .transform((value) => value === "on" || value === "true");

/**
 * adminIntentAction leaves empty fields out; this reads a missing one as "" again, so that the
 * API schema's own "… is required" message applies rather than a type error.
 */
export const asPosted = <T extends z.ZodType>(field: T) => z.preprocess((value) => value ?? "", field);
