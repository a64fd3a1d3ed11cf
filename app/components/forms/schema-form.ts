import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldErrors, FieldValues, Path, Resolver } from "react-hook-form";
import type { z } from "zod";

/**
 * react-hook-form's resolver for a shared contract schema. The hooks take the schema as a plain
 * `z.ZodType` and their form values as a type parameter, which zodResolver's overloads cannot relate.
 */
export function schemaResolver<Values extends FieldValues, Output = Values>(
  schema: z.ZodType,
): Resolver<Values, unknown, Output> {
  return zodResolver(schema as never) as unknown as Resolver<Values, unknown, Output>;
}

/** A field's message: the browser's own check first, else what the server said about that field. */
export function fieldErrorOf<Values extends FieldValues>(
  errors: FieldErrors<Values>,
  name: Path<Values>,
  server: Partial<Record<string, string>> | undefined,
): string | undefined {
  const own = errors[name]?.message;
  return typeof own === "string" ? own : server?.[name];
}
