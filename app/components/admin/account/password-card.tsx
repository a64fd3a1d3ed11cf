import { useEffect, useId, useRef } from "react";
import { useFetcherForm } from "~/components/forms/use-route-form";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { inputClass } from "~/components/ui/input";
import { type OwnPasswordForm, OwnPasswordFormSchema } from "~/schemas/admin/account";
import { HiddenFields } from "../intent-actions";
import { useAdminIntent } from "../use-admin-intent";

const INTENT = "change-password";

/** Change one's own password; the other signed-in browsers of this staff member are signed out. */
export function PasswordCard({ answer, asked = false }: { answer: unknown; asked?: boolean }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const {
    fetcher,
    pending,
    failure,
    answer: result,
  } = useAdminIntent({ intent: INTENT, actionData: answer });
  const { form, onSubmit: submit } = useFetcherForm({
    schema: OwnPasswordFormSchema,
    defaults: { currentPassword: "", newPassword: "", confirmPassword: "" },
    fetcher: fetcher,
    formRef,
  });
  const { errors } = form.formState;
  // The server's word: under its field, and a failure with none (too many tries) under the first.
  const server = failure?.fieldErrors ?? (failure ? { currentPassword: failure.error } : {});
  const errorOf = (name: keyof OwnPasswordForm) => errors[name]?.message ?? server[name];

  const succeeded = !pending && result?.ok === true;
  const { reset } = form;
  useEffect(() => {
    if (succeeded) reset();
  }, [succeeded, reset]);

  // Checked in the browser first, then posted to the route's action (its toast comes from the root).
  return (
    <Card>
      <h2 className="text-lg font-semibold">Password</h2>
      <p className="text-sm text-muted">
        Changing it signs you out everywhere else; this browser stays signed in.
      </p>
      {asked && !succeeded && (
        <p role="alert" className="mt-2 rounded-control bg-warning-50 px-3 py-2 text-sm text-warning-800">
          Your password is shorter than 8 characters or is one of the most common passwords. Choose a new one.
        </p>
      )}
      <form ref={formRef} method="post" onSubmit={submit} noValidate className="mt-4 grid gap-3 sm:max-w-md">
        <HiddenFields intent={INTENT} />
        <Field
          variant="admin"
          label="Current password"
          id={`${id}-current`}
          error={errorOf("currentPassword")}
        >
          <input
            id={`${id}-current`}
            type="password"
            autoComplete="current-password"
            className={inputClass("admin")}
            aria-invalid={Boolean(errorOf("currentPassword"))}
            {...form.register("currentPassword")}
          />
        </Field>
        <Field
          variant="admin"
          label="New password"
          id={`${id}-new`}
          error={errorOf("newPassword")}
          hint="At least 8 characters, and not a common password."
        >
          <input
            id={`${id}-new`}
            type="password"
            autoComplete="new-password"
            className={inputClass("admin")}
            aria-invalid={Boolean(errorOf("newPassword"))}
            {...form.register("newPassword")}
          />
        </Field>
        <Field
          variant="admin"
          label="Confirm new password"
          id={`${id}-confirm`}
          error={errorOf("confirmPassword")}
        >
          <input
            id={`${id}-confirm`}
            type="password"
            autoComplete="new-password"
            className={inputClass("admin")}
            aria-invalid={Boolean(errorOf("confirmPassword"))}
            {...form.register("confirmPassword")}
          />
        </Field>
        <div>
          <button type="submit" className={buttonClass("primary", "sm")} disabled={pending}>
            {pending ? "Saving..." : "Change password"}
          </button>
        </div>
      </form>
    </Card>
  );
}
