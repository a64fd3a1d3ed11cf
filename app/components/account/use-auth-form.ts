import { useEffect, useRef } from "react";
import { type FieldValues, type Path, useForm } from "react-hook-form";
import { useNavigation, useSubmit } from "react-router";
import type { z } from "zod";
import { fieldErrorOf, schemaResolver } from "~/components/forms/schema-form";
import type { AuthFailure } from "~/lib/auth-messages";
import { toast } from "~/lib/toast";

interface AuthActionData extends AuthFailure {
  ok: boolean;
  fieldErrors?: Partial<Record<string, string>>;
}

interface AuthFormOptions {
  schema: z.ZodType;
  /** The route's path, to tell its own submission from any other navigation. */
  action: string;
  actionData: AuthActionData | undefined;
  failureTitle: string;
  failureMessage: (failure: AuthFailure) => string;
  toastDuration?: number;
}

/**
 * Sign-in and sign-up: checked in the browser by the shared schema, then posted to the route's own
 * action (a plain POST when JavaScript is off). A failure the server explains without naming a field
 * shows above the form and as a toast; field errors show under their fields.
 */
export function useAuthForm<Values extends FieldValues>({
  schema,
  action,
  actionData,
  failureTitle,
  failureMessage,
  toastDuration,
}: AuthFormOptions) {
  const navigation = useNavigation();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith(action) === true;
  const form = useForm<Values>({ resolver: schemaResolver<Values>(schema) });

  const failure = actionData && !actionData.ok ? actionData : null;
  const message = failure && !failure.fieldErrors ? failureMessage(failure) : null;
  // Keyed on the answer object itself, so the same failure twice toasts twice.
  useEffect(() => {
    if (!failure || failure.fieldErrors) return;
    toast({
      title: failureTitle,
      description: failureMessage(failure),
      variant: "destructive",
      duration: toastDuration,
    });
  }, [failure, failureTitle, failureMessage, toastDuration]);

  const errorFor = (name: Path<Values>) => fieldErrorOf(form.formState.errors, name, failure?.fieldErrors);

  return {
    formRef,
    busy,
    message,
    register: form.register,
    errorFor,
    onSubmit: form.handleSubmit(() => submit(formRef.current, { method: "post" })),
  };
}

/** The link between sign-in and sign-up keeps where the visitor was going. */
export function authSwitchHref(path: string, redirectTo: string): string {
  return redirectTo === "/" ? path : `${path}?${new URLSearchParams({ redirectTo })}`;
}
