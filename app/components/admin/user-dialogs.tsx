import { useId, useState } from "react";
import { Dialog, DialogFormActions } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { inputClass } from "~/components/ui/input";
import { type AdminUserDto, BAN_DURATION_LABELS, BAN_DURATIONS } from "~/schemas/admin/users";
import { PASSWORD_MIN } from "~/schemas/auth";
import { USER_ROLES } from "~/schemas/roles";
import { HiddenFields, useCloseOnSuccess } from "./intent-actions";
import { useAdminIntent } from "./use-admin-intent";

// The Users tab's dialogs: fetcher forms to the tab's action, checked there by the API's schemas.

/** A dialog's fetcher, closing the dialog once its post went through. */
function useDialogIntent(onClose: () => void) {
  const action = useAdminIntent();
  useCloseOnSuccess(action, onClose);
  return { ...action, errors: action.failure?.fieldErrors ?? {} };
}

export function UserFormDialog({
  open,
  user,
  onClose,
}: {
  open: boolean;
  user: AdminUserDto | null;
  onClose: () => void;
}) {
  const id = useId();
  const editing = user !== null;
  const { fetcher, pending, errors } = useDialogIntent(onClose);
  const text = (
    name: "username" | "email" | "firstName" | "lastName" | "phone" | "password",
    label: string,
    type = "text",
    hint?: string,
  ) => (
    <Field variant="admin" label={label} id={`${id}-${name}`} error={errors[name]} hint={hint}>
      <input
        id={`${id}-${name}`}
        name={name}
        type={type}
        className={inputClass("admin")}
        autoComplete={type === "password" ? "new-password" : "off"}
        defaultValue={name === "password" ? "" : (user?.[name] ?? "")}
      />
    </Field>
  );

  return (
    <Dialog open={open} onClose={onClose} title={editing ? "Edit User" : "Add User"}>
      <fetcher.Form method="post" noValidate className="grid gap-3 sm:grid-cols-2">
        {user ? <HiddenFields intent="update" fields={{ id: user.id }} /> : <HiddenFields intent="create" />}
        {text("username", "Username")}
        {text("email", "Email", "email")}
        {text("firstName", "First name")}
        {text("lastName", "Last name")}
        {text("phone", "Phone", "tel")}
        <Field variant="admin" label="Role" id={`${id}-role`} error={errors.role}>
          <select
            id={`${id}-role`}
            name="role"
            className={inputClass("admin")}
            defaultValue={user?.role ?? "bronze"}
          >
            {USER_ROLES.map((role) => (
              <option key={role} value={role}>
                {role}
              </option>
            ))}
          </select>
        </Field>
        <div className="sm:col-span-2">
          {text(
            "password",
            editing ? "New password (optional)" : "Password",
            "password",
            editing ? "Leave empty to keep the current password" : `At least ${PASSWORD_MIN} characters`,
          )}
        </div>
        <div className="sm:col-span-2">
          <DialogFormActions
            className="pt-2"
            onCancel={onClose}
            pending={pending}
            label={editing ? "Save changes" : "Create user"}
          />
        </div>
      </fetcher.Form>
    </Dialog>
  );
}

export function BanDialog({ user, onClose }: { user: AdminUserDto | null; onClose: () => void }) {
  const id = useId();
  const { fetcher, pending, errors } = useDialogIntent(onClose);
  const [duration, setDuration] = useState("1_day");
  return (
    <Dialog
      open={user !== null}
      onClose={onClose}
      title="Ban User"
      description={user ? `Ban ${user.username} (${user.email}).` : undefined}
    >
      <fetcher.Form method="post" noValidate className="space-y-3">
        <HiddenFields intent="ban" fields={{ id: user?.id ?? "" }} />
        <Field variant="admin" label="Reason" id={`${id}-reason`} error={errors.reason}>
          <textarea id={`${id}-reason`} name="reason" rows={3} className={inputClass("admin")} />
        </Field>
        <Field variant="admin" label="Duration" id={`${id}-duration`} error={errors.banDuration}>
          <select
            id={`${id}-duration`}
            name="banDuration"
            className={inputClass("admin")}
            value={duration}
            onChange={(e) => setDuration(e.target.value)}
          >
            {BAN_DURATIONS.map((d) => (
              <option key={d} value={d}>
                {BAN_DURATION_LABELS[d]}
              </option>
            ))}
          </select>
        </Field>
        {duration === "custom" && (
          <Field variant="admin" label="Custom hours" id={`${id}-hours`} error={errors.customHours}>
            <input
              id={`${id}-hours`}
              name="customHours"
              type="number"
              min={1}
              step={1}
              className={inputClass("admin")}
              defaultValue={24}
            />
          </Field>
        )}
        <DialogFormActions className="pt-2" onCancel={onClose} pending={pending} label="Ban user" />
      </fetcher.Form>
    </Dialog>
  );
}

export function PasswordDialog({ user, onClose }: { user: AdminUserDto | null; onClose: () => void }) {
  const id = useId();
  const { fetcher, pending, errors } = useDialogIntent(onClose);
  const [length, setLength] = useState(0);
  return (
    <Dialog
      open={user !== null}
      onClose={onClose}
      title="Change Password"
      description={user ? `Set a new password for ${user.username}. Their sessions end at once.` : undefined}
    >
      <fetcher.Form method="post" noValidate className="space-y-3">
        <HiddenFields intent="password" fields={{ id: user?.id ?? "" }} />
        <Field
          variant="admin"
          label="New password"
          id={`${id}-password`}
          hint={`At least ${PASSWORD_MIN} characters`}
          error={errors.newPassword}
        >
          <input
            id={`${id}-password`}
            name="newPassword"
            type="password"
            autoComplete="new-password"
            className={inputClass("admin")}
            onChange={(e) => setLength(e.target.value.length)}
          />
        </Field>
        <DialogFormActions
          className="pt-2"
          onCancel={onClose}
          pending={pending}
          label="Change password"
          disabled={length < PASSWORD_MIN}
        />
      </fetcher.Form>
    </Dialog>
  );
}

export function RoleDialog({ user, onClose }: { user: AdminUserDto | null; onClose: () => void }) {
  const id = useId();
  const { fetcher, pending, errors } = useDialogIntent(onClose);
  return (
    <Dialog
      open={user !== null}
      onClose={onClose}
      title="Change Role"
      description={user ? `Choose the role of ${user.username}.` : undefined}
    >
      <fetcher.Form method="post" className="space-y-3">
        <HiddenFields intent="role" fields={{ id: user?.id ?? "" }} />
        <Field variant="admin" label="Role" id={`${id}-role`} error={errors.role}>
          <select id={`${id}-role`} name="role" className={inputClass("admin")} defaultValue={user?.role}>
            {USER_ROLES.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </Field>
        <DialogFormActions className="pt-2" onCancel={onClose} pending={pending} label="Save role" />
      </fetcher.Form>
    </Dialog>
  );
}
