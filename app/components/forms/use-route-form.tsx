import { type RefObject, useEffect, useRef } from "react";
import { type DefaultValues, type FieldErrors, type Path, useForm } from "react-hook-form";
import { type FetcherWithComponents, useFetcher, useFormAction } from "react-router";
import type { z } from "zod";
import { buttonClass } from "~/components/ui/button";
import { type IconComponent, Loader2 } from "~/components/ui/icons";
import { inputClass } from "~/components/ui/input";
import type { FormResult } from "~/lib/form-errors";
import { useFormMessage } from "~/lib/form-messages";
import { type FormSchema, fieldErrorOf, schemaResolver } from "./schema-form";

interface RouteFormOptions<S extends FormSchema> {
  schema: S;
  /** The values of an empty form, restored after a success. */
  empty: z.input<S>;
  /** What the route action answered a plain POST (JavaScript off); undefined otherwise. */
  actionData: FormResult | undefined;
  /** Another route's action; by default the form posts to its own route. */
  action?: string;
  /** On a page with several forms, the `intent` this form posts: only its own answers count. */
  intent?: string;
}

/**
 * The one form protocol: checked in the browser by the shared schema, then posted to a
 * route action through a fetcher; without JavaScript the same form is a plain POST to that action.
 * Either way the answer is a FormResult (shown by the form) and the toast comes from the root loader.
 */
export function useRouteForm<S extends FormSchema>({
  schema,
  empty,
  actionData,
  action,
  intent,
}: RouteFormOptions<S>) {
  type Values = z.input<S>;
  const fetcher = useFetcher<FormResult>();
  const ownAction = useFormAction();
  const formRef = useRef<HTMLFormElement>(null);
  const answer = fetcher.data ?? actionData;
  const result = intent === undefined || answer?.intent === intent ? answer : undefined;
  const failure = result && !result.ok ? result : undefined;
  // register() sets values on the client only; the server render needs them for the no-JS path.
  const initial = { ...empty, ...failure?.values } as Values;
  // Selects start empty (""), which the schema rejects with its own message.
  const { form, onSubmit } = useFetcherForm({
    schema,
    defaults: initial,
    fetcher,
    formRef,
    action: action ?? ownAction,
    mode: "onTouched",
  });

  const succeeded = fetcher.state === "idle" && result?.ok === true;
  const { reset } = form;
  useEffect(() => {
    if (succeeded) reset(empty);
  }, [succeeded, reset, empty]);

  // The schema's English words, in the page's language (the browser's check and the server's alike).
  const say = useFormMessage();
  const errorFor = (name: Path<Values>) =>
    say(fieldErrorOf(form.formState.errors as FieldErrors<Values>, name, failure?.fieldErrors));

  /** A control's registration, its value for the no-JS render, and its error-aware styling. */
  const control = (name: Path<Values> & keyof Values & string, className: string) => ({
    ...form.register(name),
    defaultValue: initial[name],
    className: inputClass("storefront", className),
  });

  return {
    formRef,
    register: form.register,
    control,
    onSubmit,
    errorFor,
    busy: fetcher.state !== "idle",
    result,
    failure,
    form,
  };
}

/**
 * Under every form of the shop: react-hook-form checked by the shared zod schema (the browser's
 * check; the server parses the same schema in the form's intent). Only this module calls useForm.
 * A form talking to the JSON API (live chat) uses it directly.
 */
export function useSchemaForm<S extends FormSchema>(
  schema: S,
  defaults: z.input<S>,
  mode: "onSubmit" | "onTouched" = "onSubmit",
) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: schemaResolver(schema),
    defaultValues: defaults as DefaultValues<z.input<S>>,
    mode,
  });
}

interface FetcherFormOptions<S extends FormSchema> {
  schema: S;
  defaults: z.input<S>;
  /** The fetcher that posts it: useRouteForm's own, or a back-office screen's (useAdminIntent). */
  fetcher: { submit: FetcherWithComponents<unknown>["submit"] };
  formRef: RefObject<HTMLFormElement | null>;
  action?: string;
  mode?: "onSubmit" | "onTouched";
}

/**
 * A schema-checked form posted, once the browser's check passes, as the `<form>` itself through a
 * fetcher to a route action's intent (worker/web/forms/form-action.server.ts); useRouteForm is this plus
 * the answer's field errors. Back-office forms read their answer through useAdminIntent.
 */
export function useFetcherForm<S extends FormSchema>({
  schema,
  defaults,
  fetcher,
  formRef,
  action,
  mode,
}: FetcherFormOptions<S>) {
  const form = useSchemaForm(schema, defaults, mode);
  const onSubmit = form.handleSubmit(() =>
    fetcher.submit(formRef.current, { method: "post", ...(action ? { action } : {}) }),
  );
  return { form, onSubmit };
}

export function SubmitButton({
  busy,
  icon: Icon,
  label,
}: {
  busy: boolean;
  icon: IconComponent;
  label: string;
}) {
  return (
    <button
      type="submit"
      disabled={busy}
      className={buttonClass("primary", "md", "w-full sm:h-12 sm:w-auto sm:px-6")}
    >
      {busy ? (
        <Loader2 aria-hidden="true" className="size-4 animate-spin" />
      ) : (
        <Icon aria-hidden="true" className="size-4" />
      )}
      {label}
    </button>
  );
}
