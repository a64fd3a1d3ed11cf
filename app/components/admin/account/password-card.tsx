import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { inputClass } from "~/components/ui/input";
import { type OwnPasswordForm, OwnPasswordFormSchema } from "~/schemas/admin/account";
import { useAdminMutation } from "../use-mutation";

/** Change one's own password; the other signed-in browsers of this staff member are signed out. */
export function PasswordCard() {
  const id = useId();
  const { run, pending } = useAdminMutation();
  const form = useForm<OwnPasswordForm>({
    resolver: zodResolver(OwnPasswordFormSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    const result = await run<{ endedSessions: number }>(
      "POST",
      "/api/admin/account/password",
      { currentPassword, newPassword },
      { success: { title: "Password changed", description: "Your other sessions have been signed out." } },
    );
    if (result.ok) form.reset();
    else {
      const field = (result.payload as { field?: string } | null)?.field;
      form.setError(field === "newPassword" ? "newPassword" : "currentPassword", { message: result.error });
    }
  });
  return (
    <Card>
      <h2 className="text-lg font-semibold">Password</h2>
      <p className="text-sm text-muted">
        Changing it signs you out everywhere else; this browser stays signed in.
      </p>
      <form onSubmit={submit} noValidate className="mt-4 grid gap-3 sm:max-w-md">
        <Field
          variant="admin"
          label="Current password"
          id={`${id}-current`}
          error={errors.currentPassword?.message}
        >
          <input
            id={`${id}-current`}
            type="password"
            autoComplete="current-password"
            className={inputClass("admin")}
            aria-invalid={Boolean(errors.currentPassword)}
            {...form.register("currentPassword")}
          />
        </Field>
        <Field
          variant="admin"
          label="New password"
          id={`${id}-new`}
          error={errors.newPassword?.message}
          hint="At least 8 characters."
        >
          <input
            id={`${id}-new`}
            type="password"
            autoComplete="new-password"
            className={inputClass("admin")}
            aria-invalid={Boolean(errors.newPassword)}
            {...form.register("newPassword")}
          />
        </Field>
        <Field
          variant="admin"
          label="Confirm new password"
          id={`${id}-confirm`}
          error={errors.confirmPassword?.message}
        >
          <input
            id={`${id}-confirm`}
            type="password"
            autoComplete="new-password"
            className={inputClass("admin")}
            aria-invalid={Boolean(errors.confirmPassword)}
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
