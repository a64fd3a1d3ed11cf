import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { buttonClass } from "~/components/ui/button";
import { Dialog, DialogFormActions } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { inputClass } from "~/components/ui/input";
import { type StaffPasswordReset, StaffPasswordResetSchema } from "~/schemas/admin/account";
import { useAdminMutation } from "../use-mutation";

/** Super admin: set another staff member's password (their sessions end). */
export function ResetStaffPassword({ staffId, username }: { staffId: number; username: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const { run, pending } = useAdminMutation();
  const form = useForm<StaffPasswordReset>({
    resolver: zodResolver(StaffPasswordResetSchema),
    defaultValues: { newPassword: "" },
  });
  const close = () => {
    setOpen(false);
    form.reset();
  };
  const submit = form.handleSubmit(async (values) => {
    const result = await run("POST", `/api/admin/staff/${staffId}/password`, values, {
      success: { title: "Password reset", description: `${username} has been signed out everywhere.` },
    });
    if (result.ok) close();
    else form.setError("newPassword", { message: result.error });
  });
  return (
    <>
      <button
        type="button"
        className={buttonClass("secondary", "sm")}
        aria-label={`Reset password of ${username}`}
        onClick={() => setOpen(true)}
      >
        <KeyRound aria-hidden="true" className="size-4" /> Reset password
      </button>
      <Dialog
        open={open}
        onClose={close}
        title="Reset staff password"
        description={`Set a new password for ${username}. Their sessions end now; tell them the new password in person.`}
      >
        <form onSubmit={submit} noValidate className="space-y-4">
          <Field
            variant="admin"
            label="New password"
            id={`${id}-pw`}
            error={form.formState.errors.newPassword?.message}
          >
            <input
              id={`${id}-pw`}
              type="password"
              autoComplete="new-password"
              className={inputClass("admin")}
              {...form.register("newPassword")}
            />
          </Field>
          <DialogFormActions onCancel={close} pending={pending} label="Reset password" />
        </form>
      </Dialog>
    </>
  );
}
