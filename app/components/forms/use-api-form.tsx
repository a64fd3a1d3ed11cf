import { Loader2, type LucideIcon } from "lucide-react";
import { type DefaultValues, type FieldValues, type Path, useForm } from "react-hook-form";
import type { z } from "zod";
import { buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/input";
import { apiFetch, failureMessage } from "~/lib/api";
import type { FormActionData } from "~/lib/form-errors";
import { toast } from "~/lib/toast";
import { fieldErrorOf, schemaResolver } from "./schema-form";

interface ApiFormOptions<Values extends FieldValues, Output> {
  schema: z.ZodType<Output>;
  empty: Values;
  endpoint: string;
  success: { title: string; text: string };
  failureTitle: string;
  actionData?: FormActionData<Output>;
}

/**
 * The storefront's public forms, one pattern: with JavaScript, checked by the shared schema, sent to
 * the API, the result as a toast; without, a plain POST to the page's action, whose errors and
 * values (`actionData`) are shown next to the fields.
 */
export function useApiForm<Values extends FieldValues, Output extends FieldValues>({
  schema,
  empty,
  endpoint,
  success,
  failureTitle,
  actionData,
}: ApiFormOptions<Values, Output>) {
  const failed = actionData && !actionData.ok ? actionData : undefined;
  // register() sets values on the client only; the server render needs them for the no-JS path.
  const initial = (failed?.values ?? empty) as Values;
  const form = useForm<Values, unknown, Output>({
    // Selects start empty (""), which the schema rejects with its own message.
    resolver: schemaResolver<Values, Output>(schema),
    defaultValues: initial as DefaultValues<Values>,
    mode: "onTouched",
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await apiFetch(endpoint, { method: "POST", body: values });
      toast({ title: success.title, description: success.text });
      form.reset(empty);
    } catch (error) {
      toast({ title: failureTitle, description: failureMessage(error), variant: "destructive" });
    }
  });

  const errorFor = (name: Path<Values> & keyof Output & string) =>
    fieldErrorOf(form.formState.errors, name, failed?.errors);

  /** A control's registration, its value for the no-JS render, and its error-aware styling. */
  const control = (name: Path<Values> & keyof Output & string, className: string) => ({
    ...form.register(name),
    defaultValue: initial[name],
    className: inputClass("storefront", className),
  });

  return {
    control,
    onSubmit,
    errorFor,
    isSubmitting: form.formState.isSubmitting,
    status: { success: actionData?.ok ? success : undefined, error: failed?.formError },
  };
}

export function SubmitButton({
  busy,
  icon: Icon,
  label,
}: {
  busy: boolean;
  icon: LucideIcon;
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
