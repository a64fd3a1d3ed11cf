import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { fieldErrorsOf, formValues } from "../../app/lib/form-errors";
import type { Submission } from "../services/enquiries/contact";
import { RateLimitedError } from "../services/errors";
import { actionFailure, formSuccess, invalidForm } from "./action-result.server";
import { clientAddress } from "./client-address.server";

interface PublicFormMessages {
  success: { title: string; text: string };
  failureTitle: string;
  /** The failure's message as the page's language says it (the rate limit's sentence). */
  failureText: (message: string) => string;
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
  submit: (input: z.output<S>, client: string) => Promise<Submission>,
) {
  const values = formValues(await request.formData(), form.fields);
  const parsed = form.schema.safeParse(values);
  if (!parsed.success) return invalidForm(fieldErrorsOf(parsed.error), { values });
  try {
    await submit(parsed.data, clientAddress(request));
  } catch (error) {
    // A client over its limit: 429 with Retry-After, from the one map of errors.server.ts.
    if (!(error instanceof RateLimitedError)) throw error;
    const { failureTitle: title, failureText } = form.messages;
    return actionFailure(error, { values }, { context, title, message: (body) => failureText(body.error) });
  }
  const { title, text } = form.messages.success;
  return formSuccess(context, { title, description: text });
}
