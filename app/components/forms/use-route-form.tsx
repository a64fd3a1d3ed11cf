import { useEffect, useRef } from "react";
import { type DefaultValues, type Path, useForm } from "react-hook-form";
import { useFetcher, useFormAction } from "react-router";
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
  const form = useForm<Values, unknown, z.output<S>>({
    // Selects start empty (""), which the schema rejects with its own message.
    resolver: schemaResolver(schema),
    defaultValues: initial as DefaultValues<Values>,
    mode: "onTouched",
  });

  const succeeded = fetcher.state === "idle" && result?.ok === true;
  const { reset } = form;
  useEffect(() => {
    if (succeeded) reset(empty);
  }, [succeeded, reset, empty]);

  const onSubmit = form.handleSubmit(() =>
    fetcher.submit(formRef.current, { method: "post", action: action ?? ownAction }),
  );

  // The schema's English words, in the page's language (the browser's check and the server's alike).
  const say = useFormMessage();
  const errorFor = (name: Path<Values>) =>
    say(fieldErrorOf(form.formState.errors, name, failure?.fieldErrors));

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
  };
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
