import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { type FieldErrors, fieldErrorsOf, formObject, formValues } from "../../../app/lib/form-errors";
import type { Submission } from "../../services/enquiries/contact";
import { RateLimitedError } from "../../services/errors";
import { clientAddress } from "../http/client-address.server";
import { actionFailure, formSuccess, invalidForm } from "./action-result.server";

/**
 * A form as posted: its string fields, the intent it named (absent on a page with one form) and
 * the raw FormData (for a file). Read once, here: no route action calls `request.formData()`.
 */
export interface Posted {
  intent: string | undefined;
  fields: Record<string, string>;
  form: FormData;
}

/** A refusal's answer: a FormFailure with its status, or a response (a redirect back with a toast). */
type Refused = ReturnType<typeof invalidForm> | Response;

/** One intent of a route action: the form's own zod schema and the work it starts. */
export interface FormIntent<S extends z.ZodType = z.ZodType, Answer = unknown> {
  /** The schema the form checks in the browser (app/schemas): one per contract. */
  schema: S;
  /** What the schema reads (a checkbox's "on" as a boolean …); by default the posted fields. */
  read?: (posted: Posted) => unknown;
  run: (input: z.output<S>, posted: Posted) => Answer | Promise<Answer>;
  /** This intent's own answer to the schema's refusal (its words, its values); else the table's. */
  invalid?: (fieldErrors: FieldErrors, posted: Posted, read: unknown) => Refused;
  /** This intent's own answer to a domain error (its toast's title); else the table's. */
  failure?: (error: unknown, posted: Posted) => Refused;
}

/** Declares an intent, typing `run`'s input by its schema. */
export function formIntent<S extends z.ZodType, Answer>(
  spec: FormIntent<S, Answer>,
): FormIntent<z.ZodType, Answer> {
  return spec as unknown as FormIntent<z.ZodType, Answer>;
}

/** A route action: its intent table, and how the page answers each way a post can go wrong. */
/** What an action answers (`Answer`): a FormResult (`data(...)`), a redirect or a page's own data. */
export interface FormActionSpec<Answer> {
  intents: Record<string, FormIntent<z.ZodType, Answer>>;
  /** The intent of a post that names none (a page with one form, or one default form). */
  only?: string;
  /** Checks before the fields are read against the schema (access): an answer stops the post. */
  before?: (posted: Posted) => Refused | undefined | Promise<Refused | undefined>;
  /** A post naming no known intent; by default 400 "Unknown action". */
  unknown?: (posted: Posted) => Refused;
  /** The schema's refusal; by default 400 with the first message under each field. */
  invalid?: (fieldErrors: FieldErrors, posted: Posted, read: unknown) => Refused;
  /** A domain error from the work (or `before`); by default its status and message (actionFailure). */
  failure?: (error: unknown, posted: Posted) => Refused;
}

/** The answer's `intent`, where the form posted one (a page with several forms tells them apart). */
export function intentOf(posted: Posted): { intent?: string } {
  return posted.intent === undefined ? {} : { intent: posted.intent };
}

/** The one reader of a posted form: its string fields and the raw FormData. */
export async function readPosted(request: Request): Promise<Posted> {
  const form = await request.formData();
  const fields = formObject(form);
  return { intent: fields.intent, fields, form };
}

/**
 * Every route action — storefront, account and back office — in one order: read the form once,
 * find its intent (400), run the page's checks, parse the intent's schema (400 under the fields),
 * run the work; a domain error from the checks or the work answers with its honest status.
 */
export async function formAction<Answer>(
  request: Request,
  spec: FormActionSpec<Answer>,
): Promise<Answer | Refused> {
  const posted = await readPosted(request);
  const name = posted.intent ?? spec.only;
  const declared = name !== undefined && Object.hasOwn(spec.intents, name) ? spec.intents[name] : undefined;
  try {
    if (!declared) {
      if (spec.unknown) return spec.unknown(posted);
      return invalidForm({ form: "Unknown action" }, intentOf(posted));
    }
    const stopped = await spec.before?.(posted);
    if (stopped !== undefined) return stopped;
    const read = declared.read ? declared.read(posted) : posted.fields;
    const parsed = declared.schema.safeParse(read);
    if (!parsed.success) {
      const errors = fieldErrorsOf(parsed.error);
      const invalid = declared.invalid ?? spec.invalid;
      return invalid ? invalid(errors, posted, read) : invalidForm(errors, intentOf(posted));
    }
    return await declared.run(parsed.data, posted);
  } catch (error) {
    const failure = declared?.failure ?? spec.failure;
    if (failure) return failure(error, posted);
    return actionFailure(error, intentOf(posted));
  }
}

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
export function handleFormPost<S extends z.ZodType<Record<string, unknown>>, K extends string>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  form: { schema: S; fields: readonly K[]; messages: PublicFormMessages },
  submit: (input: z.output<S>, client: string) => Promise<Submission>,
) {
  const valuesOf = (posted: Posted) => formValues(posted.form, form.fields);
  return formAction(request, {
    only: "send",
    intents: {
      send: formIntent({
        schema: form.schema,
        read: valuesOf,
        run: async (input) => {
          await submit(input, clientAddress(request));
          const { title, text } = form.messages.success;
          return formSuccess(context, { title, description: text });
        },
      }),
    },
    invalid: (errors, _posted, values) => invalidForm(errors, { values }),
    failure: (error, posted) => {
      // A client over its limit: 429 with Retry-After, from the one map of errors.server.ts.
      if (!(error instanceof RateLimitedError)) throw error;
      const { failureTitle: title, failureText } = form.messages;
      const values = valuesOf(posted);
      return actionFailure(error, { values }, { context, title, message: (body) => failureText(body.error) });
    },
  });
}
