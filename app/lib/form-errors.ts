import type { z } from "zod";

/** The first message per field of a form with fields `T` (issues not tied to a field: "form"). */
export type FieldErrors<T = Record<string, unknown>> = Partial<Record<(keyof T & string) | "form", string>>;

/** The first message per field, as the forms show one message under each input. */
export function fieldErrorsOf<T = Record<string, unknown>>(error: z.ZodError): FieldErrors<T> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "form";
    out[key] ??= issue.message;
  }
  return out as FieldErrors<T>;
}

/** A form post as a plain object of its string fields (files are not used by these forms). */
export function formObject(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") out[key] = value;
  return out;
}

/** The named text fields of a posted form, missing ones as "". */
export function formValues<K extends string>(form: FormData, names: readonly K[]): Record<K, string> {
  const values = {} as Record<K, string>;
  for (const name of names) {
    const value = form.get(name);
    values[name] = typeof value === "string" ? value : "";
  }
  return values;
}

/**
 * What every route action answers a form: success, or the status, a message for the
 * whole form, the first message per field and the values to show again. The outcome's toast does
 * not travel here: the action queues it for the root loader (worker/web/cookies/flash.server.ts).
 */
export type FormResult<T = Record<string, unknown>> =
  | { ok: true; intent?: string }
  | {
      ok: false;
      status: number;
      error: string;
      fieldErrors?: FieldErrors<T>;
      values?: Partial<Record<keyof T & string, string>>;
      intent?: string;
      [extra: string]: unknown;
    };

export type FormFailure<T = Record<string, unknown>> = Extract<FormResult<T>, { ok: false }>;
