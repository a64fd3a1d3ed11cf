import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldErrors, FieldValues, Path, Resolver } from "react-hook-form";
import type { z } from "zod";

/** A shared contract schema a form can be checked by: it reads and yields an object of fields. */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

/** react-hook-form's resolver for a shared contract schema: the form holds its input, submits its output. */
export function schemaResolver<S extends FormSchema>(schema: S): Resolver<z.input<S>, unknown, z.output<S>> {
  return zodResolver(schema);
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
