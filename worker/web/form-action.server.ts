import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { type FormFailure, fieldErrorsOf, formValues } from "../../app/lib/form-errors";
import type { SubmissionResult } from "../services/enquiries/contact";
import { rateLimitMessage } from "../services/shared/rate-limit";
import { formSuccess, invalidForm } from "./action-result.server";
import { clientAddress } from "./client-address.server";
import { queueToast } from "./flash.server";

interface PublicFormMessages {
  success: { title: string; text: string };
  failureTitle: string;
}

/**
 * A public form's post (contact, partnership), with or without JavaScript: validate with the shared
 * schema, then let the service rate-limit and store. Errors go back with the values so the page
 * shows them again; the outcome's toast is queued for the root loader.
 */
export async function handleFormPost<S extends z.ZodType<Record<string, unknown>>, K extends string>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  form: { schema: S; fields: readonly K[]; messages: PublicFormMessages },
  submit: (input: z.output<S>, client: string) => Promise<SubmissionResult>,
) {
  const values = formValues(await request.formData(), form.fields);
  const parsed = form.schema.safeParse(values);
  if (!parsed.success) return invalidForm(fieldErrorsOf(parsed.error), { values });
  const result = await submit(parsed.data, clientAddress(request));
  if (!result.ok) {
    const error = rateLimitMessage(result.retryAfterSeconds);
    queueToast(context, { title: form.messages.failureTitle, description: error, variant: "destructive" });
    const body: FormFailure = { ok: false, status: 429, error, values };
    return data(body, { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } });
  }
  const { title, text } = form.messages.success;
  return formSuccess(context, { title, description: text });
}
