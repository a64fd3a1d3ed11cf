import type { z } from "zod";
import type { FormSchema } from "~/components/forms/schema-form";
import { useRouteForm } from "~/components/forms/use-route-form";
import type { AuthFailure } from "~/lib/auth-messages";
import type { FormResult } from "~/lib/form-errors";

interface AuthFormOptions<S extends FormSchema> {
  schema: S;
  empty: z.input<S>;
  actionData: FormResult | undefined;
  failureMessage: (failure: AuthFailure) => string;
}

/**
 * Sign-in and sign-up, on the one form protocol (useRouteForm). A failure the server explains
 * without naming a field shows above the form (its toast comes from the action, like every form's);
 * field errors show under their fields.
 */
export function useAuthForm<S extends FormSchema>({
  schema,
  empty,
  actionData,
  failureMessage,
}: AuthFormOptions<S>) {
  const form = useRouteForm({ schema, empty, actionData });
  const { failure } = form;
  const message = failure && !failure.fieldErrors ? failureMessage(failure) : null;
  return { ...form, message };
}

/** The link between sign-in and sign-up keeps where the visitor was going. */
export function authSwitchHref(path: string, redirectTo: string): string {
  return redirectTo === "/" ? path : `${path}?${new URLSearchParams({ redirectTo })}`;
}
