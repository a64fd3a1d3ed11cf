import type { z } from "zod";
import { useRouteForm } from "~/components/forms/use-route-form";
import { buttonClass } from "~/components/ui/button";
import { FormAlert, TextField } from "~/components/ui/field";
import type { FormResult } from "~/lib/form-errors";
import { ChangeEmailSchema, ChangePasswordSchema } from "~/schemas/account";
import { PasswordField } from "./password-field";

type PasswordValues = z.input<typeof ChangePasswordSchema>;
const EMPTY_PASSWORD: PasswordValues = { currentPassword: "", newPassword: "", confirmPassword: "" };
type EmailValues = z.input<typeof ChangeEmailSchema>;
const EMPTY_EMAIL: EmailValues = { newEmail: "", password: "" };

const cardClass = "rounded-card border border-line bg-white p-5 shadow-card sm:p-6";

export function ChangePasswordForm({ actionData }: { actionData: FormResult | undefined }) {
  const { formRef, result, failure, errorFor, register, onSubmit, busy } = useRouteForm({
    schema: ChangePasswordSchema,
    empty: EMPTY_PASSWORD,
    actionData,
    intent: "change-password",
  });
  return (
    <section aria-labelledby="change-password-title" className={cardClass}>
      <h2 id="change-password-title" className="text-lg font-bold">
        Change Password
      </h2>
      <p className="mt-1 text-sm text-muted">Other devices are signed out when your password changes.</p>
      <form
        method="post"
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        className="mt-5 flex flex-col gap-4"
        aria-label="Change password"
      >
        <input type="hidden" name="intent" value="change-password" />
        {failure && !failure.fieldErrors && <FormAlert message={failure.error} />}
        {result?.ok && (
          <p role="status" className="rounded-control bg-success-50 p-3 text-sm text-success-700">
            Password changed successfully
          </p>
        )}
        <PasswordField
          label="Current Password"
          autoComplete="current-password"
          error={errorFor("currentPassword")}
          {...register("currentPassword")}
        />
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          error={errorFor("newPassword")}
          {...register("newPassword")}
        />
        <PasswordField
          label="Confirm New Password"
          autoComplete="new-password"
          error={errorFor("confirmPassword")}
          {...register("confirmPassword")}
        />
        <button type="submit" className={buttonClass("primary", "md", "self-start")} disabled={busy}>
          {busy ? "Updating..." : "Update Password"}
        </button>
      </form>
    </section>
  );
}

export function ChangeEmailForm({
  currentEmail,
  actionData,
}: {
  currentEmail: string;
  actionData: FormResult | undefined;
}) {
  // Success redirects to /auth/login, so only failures come back here.
  const { formRef, failure, errorFor, register, onSubmit, busy } = useRouteForm({
    schema: ChangeEmailSchema,
    empty: EMPTY_EMAIL,
    actionData,
    intent: "change-email",
  });
  return (
    <section aria-labelledby="change-email-title" className={cardClass}>
      <h2 id="change-email-title" className="text-lg font-bold">
        Change Email
      </h2>
      <p className="mt-1 text-sm text-muted">
        Currently <span className="font-medium text-ink">{currentEmail}</span>. You will sign in again
        afterwards.
      </p>
      <form
        method="post"
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        className="mt-5 flex flex-col gap-4"
        aria-label="Change email"
      >
        <input type="hidden" name="intent" value="change-email" />
        {failure && !failure.fieldErrors && <FormAlert message={failure.error} />}
        <TextField
          variant="account"
          label="New Email"
          type="email"
          autoComplete="email"
          error={errorFor("newEmail")}
          {...register("newEmail")}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errorFor("password")}
          {...register("password")}
        />
        <button type="submit" className={buttonClass("primary", "md", "self-start")} disabled={busy}>
          {busy ? "Updating..." : "Update Email"}
        </button>
      </form>
    </section>
  );
}
