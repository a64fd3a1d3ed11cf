import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Dialog, DialogFormActions } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { inputClass } from "~/components/ui/input";
import type { AdminUserDto } from "~/schemas/admin/users";
import {
  AdminUserCreateSchema,
  AdminUserUpdateSchema,
  BAN_DURATION_LABELS,
  BAN_DURATIONS,
  type BanInput,
  BanSchema,
} from "~/schemas/admin/users";
import { USER_ROLES } from "~/schemas/roles";
import { useAdminMutation } from "./use-mutation";

/** The form holds the looser edit shape (the password may be left empty); both schemas accept it. */
type UserFormValues = z.input<typeof AdminUserUpdateSchema>;
type UserFormSchema = z.ZodType<z.output<typeof AdminUserUpdateSchema>, UserFormValues>;

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
  const { run, pending } = useAdminMutation();
  const schema: UserFormSchema = editing ? AdminUserUpdateSchema : AdminUserCreateSchema;
  const form = useForm({
    resolver: zodResolver(schema),
  });
  const { errors } = form.formState;
  useEffect(() => {
    if (!open) return;
    form.reset({
      username: user?.username ?? "",
      email: user?.email ?? "",
      password: "",
      firstName: user?.firstName ?? "",
      lastName: user?.lastName ?? "",
      phone: user?.phone ?? "",
      role: user?.role ?? "bronze",
    });
  }, [open, user, form]);

  const submit = form.handleSubmit(async (values) => {
    const result = editing
      ? await run("PUT", `/api/admin/users/${user.id}`, values, {
          success: { title: "User updated", description: "User information has been successfully updated." },
          failure: "Error",
        })
      : await run("POST", "/api/admin/users", values, {
          success: { title: "User created", description: "The user has been successfully created." },
          failure: "Error",
        });
    if (result.ok) onClose();
  });

  const text = (name: keyof UserFormValues, label: string, type = "text", hint?: string) => (
    <Field variant="admin" label={label} id={`${id}-${name}`} error={errors[name]?.message} hint={hint}>
      <input
        id={`${id}-${name}`}
        type={type}
        className={inputClass("admin")}
        aria-invalid={Boolean(errors[name])}
        autoComplete={type === "password" ? "new-password" : "off"}
        {...form.register(name)}
      />
    </Field>
  );

  return (
    <Dialog open={open} onClose={onClose} title={editing ? "Edit User" : "Add User"}>
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2">
        {text("username", "Username")}
        {text("email", "Email", "email")}
        {text("firstName", "First name")}
        {text("lastName", "Last name")}
        {text("phone", "Phone", "tel")}
        <Field variant="admin" label="Role" id={`${id}-role`} error={errors.role?.message}>
          <select id={`${id}-role`} className={inputClass("admin")} {...form.register("role")}>
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
            editing ? "Leave empty to keep the current password" : "At least 6 characters",
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
      </form>
    </Dialog>
  );
}

export function BanDialog({ user, onClose }: { user: AdminUserDto | null; onClose: () => void }) {
  const id = useId();
  const { run, pending } = useAdminMutation();
  const form = useForm<BanInput>({
    resolver: zodResolver(BanSchema),
    defaultValues: { reason: "", banDuration: "1_day", customHours: 24 },
  });
  const { errors } = form.formState;
  const duration = form.watch("banDuration");
  const submit = form.handleSubmit(async (values) => {
    if (!user) return;
    const result = await run("POST", `/api/admin/users/${user.id}/ban`, values, {
      success: { title: "User banned successfully", description: "The user has been banned and logged." },
      failure: "Failed to ban user",
    });
    if (result.ok) {
      form.reset();
      onClose();
    }
  });
  return (
    <Dialog
      open={user !== null}
      onClose={onClose}
      title="Ban User"
      description={user ? `Ban ${user.username} (${user.email}).` : undefined}
    >
      <form onSubmit={submit} noValidate className="space-y-3">
        <Field variant="admin" label="Reason" id={`${id}-reason`} error={errors.reason?.message}>
          <textarea
            id={`${id}-reason`}
            rows={3}
            className={inputClass("admin")}
            aria-invalid={Boolean(errors.reason)}
            {...form.register("reason")}
          />
        </Field>
        <Field variant="admin" label="Duration" id={`${id}-duration`}>
          <select id={`${id}-duration`} className={inputClass("admin")} {...form.register("banDuration")}>
            {BAN_DURATIONS.map((d) => (
              <option key={d} value={d}>
                {BAN_DURATION_LABELS[d]}
              </option>
            ))}
          </select>
        </Field>
        {duration === "custom" && (
          <Field variant="admin" label="Custom hours" id={`${id}-hours`} error={errors.customHours?.message}>
            <input
              id={`${id}-hours`}
              type="number"
              min={1}
              step={1}
              className={inputClass("admin")}
              aria-invalid={Boolean(errors.customHours)}
              {...form.register("customHours")}
            />
          </Field>
        )}
        <DialogFormActions className="pt-2" onCancel={onClose} pending={pending} label="Ban user" />
      </form>
    </Dialog>
  );
}

export function PasswordDialog({ user, onClose }: { user: AdminUserDto | null; onClose: () => void }) {
  const id = useId();
  const [password, setPassword] = useState("");
  const { run, pending } = useAdminMutation();
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!user || password.length < 6) return;
    const result = await run(
      "POST",
      `/api/admin/users/${user.id}/change-password`,
      { newPassword: password },
      {
        success: { title: "Password changed", description: "The password has been successfully updated." },
        failure: "Password change failed",
      },
    );
    if (result.ok) {
      setPassword("");
      onClose();
    }
  }
  return (
    <Dialog
      open={user !== null}
      onClose={() => {
        setPassword("");
        onClose();
      }}
      title="Change Password"
      description={user ? `Set a new password for ${user.username}. Their sessions end at once.` : undefined}
    >
      <form onSubmit={submit} noValidate className="space-y-3">
        <Field variant="admin" label="New password" id={`${id}-password`} hint="At least 6 characters">
          <input
            id={`${id}-password`}
            type="password"
            autoComplete="new-password"
            className={inputClass("admin")}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        <DialogFormActions
          className="pt-2"
          onCancel={onClose}
          pending={pending}
          label="Change password"
          disabled={password.length < 6}
        />
      </form>
    </Dialog>
  );
}

export function RoleDialog({ user, onClose }: { user: AdminUserDto | null; onClose: () => void }) {
  const id = useId();
  const [role, setRole] = useState("");
  const { run, pending } = useAdminMutation();
  useEffect(() => setRole(user?.role ?? ""), [user]);
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!user) return;
    const result = await run(
      "PUT",
      `/api/admin/users/${user.id}/role`,
      { role },
      {
        success: { title: "Success", description: "User role updated successfully" },
        failure: "Error",
      },
    );
    if (result.ok) onClose();
  }
  return (
    <Dialog
      open={user !== null}
      onClose={onClose}
      title="Change Role"
      description={user ? `Choose the role of ${user.username}.` : undefined}
    >
      <form onSubmit={submit} className="space-y-3">
        <Field variant="admin" label="Role" id={`${id}-role`}>
          <select
            id={`${id}-role`}
            className={inputClass("admin")}
            value={role}
            onChange={(e) => setRole(e.target.value)}
          >
            {USER_ROLES.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </Field>
        <DialogFormActions className="pt-2" onCancel={onClose} pending={pending} label="Save role" />
      </form>
    </Dialog>
  );
}
