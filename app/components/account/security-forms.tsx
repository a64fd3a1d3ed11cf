import { useEffect, useRef } from "react";
import { type FieldValues, type Path, useForm } from "react-hook-form";
import { useFetcher } from "react-router";
import type { z } from "zod";
import { fieldErrorOf, schemaResolver } from "~/components/forms/schema-form";
import { buttonClass } from "~/components/ui/button";
import { FormAlert, TextField } from "~/components/ui/field";
import { toast } from "~/lib/toast";
import { useHydrated } from "~/lib/use-hydrated";
import { ChangeEmailSchema, ChangePasswordSchema } from "~/schemas/account";
import { PasswordField } from "./password-field";

export interface ProfileActionData {
  ok: boolean;
  intent?: string;
  message?: string;
  error?: string;
  fieldErrors?: Partial<Record<string, string>>;
}

/** A profile form: checked by the shared schema, posted by a fetcher, answered with a toast. */
function useProfileForm<Values extends FieldValues>(
  schema: z.ZodType,
  intent: string,
  onSuccess: (reset: () => void) => void,
) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<Values>({ resolver: schemaResolver<Values>(schema) });
  const fetcher = useFetcher<ProfileActionData>({ key: `profile-${intent}` });
  const result = fetcher.state === "idle" && fetcher.data?.intent === intent ? fetcher.data : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: run once per answer, not per render of onSuccess
  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      toast({ title: result.message ?? "Saved" });
      onSuccess(() => form.reset());
    } else if (!result.fieldErrors) {
      toast({ title: "Error", description: result.error, variant: "destructive" });
    }
  }, [result]);
  const server = result && !result.ok ? result : undefined;
  const error = (name: Path<Values>) => fieldErrorOf(form.formState.errors, name, server?.fieldErrors);
  return {
    formRef,
    fetcher,
    result,
    server,
    error,
    register: form.register,
    onSubmit: form.handleSubmit(() => fetcher.submit(formRef.current, { method: "post" })),
  };
}

/** Tells the action a fetcher is waiting for data; a plain post (JavaScript off) gets a redirect. */
function EnhancedMarker() {
  return useHydrated() ? <input type="hidden" name="enhanced" value="1" /> : null;
}

const cardClass = "rounded-card border border-line bg-white p-5 shadow-card sm:p-6";

export function ChangePasswordForm() {
  const { formRef, fetcher, result, server, error, register, onSubmit } = useProfileForm<
    z.input<typeof ChangePasswordSchema>
  >(ChangePasswordSchema, "change-password", (reset) => reset());
  return (
    <section aria-labelledby="change-password-title" className={cardClass}>
      <h2 id="change-password-title" className="text-lg font-bold">
        Change Password
      </h2>
      <p className="mt-1 text-sm text-muted">Other devices are signed out when your password changes.</p>
      <fetcher.Form
        method="post"
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        className="mt-5 flex flex-col gap-4"
        aria-label="Change password"
      >
        <input type="hidden" name="intent" value="change-password" />
        <EnhancedMarker />
        {server && !server.fieldErrors && <FormAlert message={server.error} />}
        {result?.ok && (
          <p role="status" className="rounded-control bg-success-50 p-3 text-sm text-success-700">
            {result.message}
          </p>
        )}
        <PasswordField
          label="Current Password"
          autoComplete="current-password"
          error={error("currentPassword")}
          {...register("currentPassword")}
        />
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          error={error("newPassword")}
          {...register("newPassword")}
        />
        <PasswordField
          label="Confirm New Password"
          autoComplete="new-password"
          error={error("confirmPassword")}
          {...register("confirmPassword")}
        />
        <button
          type="submit"
          className={buttonClass("primary", "md", "self-start")}
          disabled={fetcher.state !== "idle"}
        >
          {fetcher.state !== "idle" ? "Updating..." : "Update Password"}
        </button>
      </fetcher.Form>
    </section>
  );
}

export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  // Success redirects to /auth/login, so only failures come back here.
  const { formRef, fetcher, server, error, register, onSubmit } = useProfileForm<
    z.input<typeof ChangeEmailSchema>
  >(ChangeEmailSchema, "change-email", () => {});
  return (
    <section aria-labelledby="change-email-title" className={cardClass}>
      <h2 id="change-email-title" className="text-lg font-bold">
        Change Email
      </h2>
      <p className="mt-1 text-sm text-muted">
        Currently <span className="font-medium text-ink">{currentEmail}</span>. You will sign in again
        afterwards.
      </p>
      <fetcher.Form
        method="post"
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        className="mt-5 flex flex-col gap-4"
        aria-label="Change email"
      >
        <input type="hidden" name="intent" value="change-email" />
        <EnhancedMarker />
        {server && !server.fieldErrors && <FormAlert message={server.error} />}
        <TextField
          variant="account"
          label="New Email"
          type="email"
          autoComplete="email"
          error={error("newEmail")}
          {...register("newEmail")}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={error("password")}
          {...register("password")}
        />
        <button
          type="submit"
          className={buttonClass("primary", "md", "self-start")}
          disabled={fetcher.state !== "idle"}
        >
          {fetcher.state !== "idle" ? "Updating..." : "Update Email"}
        </button>
      </fetcher.Form>
    </section>
  );
}
