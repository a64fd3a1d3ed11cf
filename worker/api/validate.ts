import type { z } from "zod";
import { validationError } from "./errors";

/** Parse or throw a 400 with the schema's own message. */
export function parseOr400<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
