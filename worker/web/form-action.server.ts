import { data } from "react-router";
import type { z } from "zod";
import { type FormActionData, fieldErrorsOf, formValues } from "../../app/lib/form-errors";
import type { SubmissionResult } from "../services/contact";
import { rateLimitMessage } from "../services/rate-limit";
import { clientAddress } from "./client-address.server";

/**
 * The JavaScript-off path of a public form: validate with the shared schema, then let the
 * service rate-limit and store. Errors go back with the values so the page re-renders them.
 */
export async function handleFormPost<S extends z.ZodType<Record<string, unknown>>, K extends string>(
  request: Request,
  schema: S,
  fields: readonly K[],
  submit: (input: z.output<S>, client: string) => Promise<SubmissionResult>,
) {
  const values = formValues(await request.formData(), fields);
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    const body = { ok: false, values, errors: fieldErrorsOf(parsed.error) };
    return data(body as FormActionData<z.output<S>>, { status: 400 });
  }
  const result = await submit(parsed.data, clientAddress(request));
  if (!result.ok) {
    const body = { ok: false, values, errors: {}, formError: rateLimitMessage(result.retryAfterSeconds) };
    return data(body as FormActionData<z.output<S>>, {
      status: 429,
      headers: { "Retry-After": String(result.retryAfterSeconds) },
    });
  }
  return data({ ok: true } as FormActionData<z.output<S>>, { status: 200 });
}
