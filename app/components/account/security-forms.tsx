import type { z } from "zod";
import { useRouteForm } from "~/components/forms/use-route-form";
import { buttonClass } from "~/components/ui/button";
import { FormAlert, TextField } from "~/components/ui/field";
import type { FormResult } from "~/lib/form-errors";
import { richText, useT } from "~/lib/i18n";
import { ChangeEmailSchema, ChangePasswordSchema } from "~/schemas/account";
import { errorText } from "./error-text";
import { PasswordField } from "./password-field";

type PasswordValues = z.input<typeof ChangePasswordSchema>;
const EMPTY_PASSWORD: PasswordValues = { currentPassword: "", newPassword: "", confirmPassword: "" };
type EmailValues = z.input<typeof ChangeEmailSchema>;
const EMPTY_EMAIL: EmailValues = { newEmail: "", password: "" };

const cardClass = "rounded-card border border-line bg-white p-5 shadow-card sm:p-6";

/** `asked`: sign-in sent the customer here, as their password fails today's rule (decision 0064). */
export function ChangePasswordForm({
  actionData,
  asked = false,
}: {
  actionData: FormResult | undefined;
  asked?: boolean;
}) {
  const { formRef, result, failure, errorFor, register, onSubmit, busy } = useRouteForm({
    schema: ChangePasswordSchema,
    empty: EMPTY_PASSWORD,
    actionData,
    intent: "change-password",
  });
  const t = useT();
  const errorOf = (name: keyof PasswordValues) => errorText(t, errorFor(name));
  return (
    <section aria-labelledby="change-password-title" className={cardClass}>
      <h2 id="change-password-title" className="text-lg font-bold">
        {t("profile.password.title")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("profile.password.text")}</p>
      <form
        method="post"
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        className="mt-5 flex flex-col gap-4"
        aria-label={t("profile.password.title")}
      >
        <input type="hidden" name="intent" value="change-password" />
        {asked && !result?.ok && (
          <p
            role="status"
            className="rounded-control bg-warning-50 p-3 text-sm text-warning-800 ring-1 ring-warning-800/20"
          >
            {t("profile.password.asked")}
          </p>
        )}
        {failure && !failure.fieldErrors && <FormAlert message={failure.error} />}
        {result?.ok && (
          <p role="status" className="rounded-control bg-success-50 p-3 text-sm text-success-700">
            {t("profile.password.done")}
          </p>
        )}
        <PasswordField
          label={t("profile.password.current")}
          autoComplete="current-password"
          error={errorOf("currentPassword")}
          {...register("currentPassword")}
        />
        <PasswordField
          label={t("profile.password.new")}
          autoComplete="new-password"
          error={errorOf("newPassword")}
          {...register("newPassword")}
        />
        <PasswordField
          label={t("profile.password.confirm")}
          autoComplete="new-password"
          error={errorOf("confirmPassword")}
          {...register("confirmPassword")}
        />
        <button type="submit" className={buttonClass("primary", "md", "self-start")} disabled={busy}>
          {t(busy ? "profile.updating" : "profile.password.submit")}
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
  const t = useT();
  const errorOf = (name: keyof EmailValues) => errorText(t, errorFor(name));
  return (
    <section aria-labelledby="change-email-title" className={cardClass}>
      <h2 id="change-email-title" className="text-lg font-bold">
        {t("profile.emailForm.title")}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {richText(t, "profile.emailForm.current", {
          email: <span className="font-medium text-ink">{currentEmail}</span>,
        })}
      </p>
      <form
        method="post"
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        className="mt-5 flex flex-col gap-4"
        aria-label={t("profile.emailForm.title")}
      >
        <input type="hidden" name="intent" value="change-email" />
        {failure && !failure.fieldErrors && <FormAlert message={failure.error} />}
        <TextField
          variant="account"
          label={t("profile.emailForm.new")}
          type="email"
          autoComplete="email"
          error={errorOf("newEmail")}
          {...register("newEmail")}
        />
        <PasswordField
          label={t("profile.emailForm.password")}
          autoComplete="current-password"
          error={errorOf("password")}
          {...register("password")}
        />
        <button type="submit" className={buttonClass("primary", "md", "self-start")} disabled={busy}>
          {t(busy ? "profile.updating" : "profile.emailForm.submit")}
        </button>
      </form>
    </section>
  );
}
