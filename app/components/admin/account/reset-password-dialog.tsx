import { useId, useRef, useState } from "react";
import { useFetcherForm } from "~/components/forms/use-route-form";
import { buttonClass } from "~/components/ui/button";
import { Dialog, DialogFormActions } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { KeyRound } from "~/components/ui/icons";
import { inputClass } from "~/components/ui/input";
import { StaffPasswordResetSchema } from "~/schemas/admin/account";
import { HiddenFields, useCloseOnSuccess } from "../intent-actions";
import { useAdminIntent } from "../use-admin-intent";

/** Super admin: set another staff member's password (their sessions end), from the Settings tab. */
export function ResetStaffPassword({ staffId, username }: { staffId: number; username: string }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
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
        {/* The dialog's body mounts on each opening: an earlier refusal is not shown again. */}
        <ResetForm staffId={staffId} onClose={close} />
      </Dialog>
    </>
  );
}

function ResetForm({ staffId, onClose }: { staffId: number; onClose: () => void }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const action = useAdminIntent();
  useCloseOnSuccess(action, onClose);
  const { form, onSubmit: submit } = useFetcherForm({
    schema: StaffPasswordResetSchema,
    defaults: { newPassword: "" },
    fetcher: action.fetcher,
    formRef,
  });
  const failure = action.failure;
  const error =
    form.formState.errors.newPassword?.message ?? failure?.fieldErrors?.newPassword ?? failure?.error;
  // Checked in the browser first, then posted to the tab's action (its toast comes from the root).
  return (
    <form ref={formRef} method="post" onSubmit={submit} noValidate className="space-y-4">
      <HiddenFields intent="reset-staff-password" fields={{ id: staffId }} />
      <Field variant="admin" label="New password" id={`${id}-pw`} error={error}>
        <input
          id={`${id}-pw`}
          type="password"
          autoComplete="new-password"
          className={inputClass("admin")}
          {...form.register("newPassword")}
        />
      </Field>
      <DialogFormActions onCancel={onClose} pending={action.pending} label="Reset password" />
    </form>
  );
}
