import { useEffect, useId, useRef } from "react";
import { useFetcherForm } from "~/components/forms/use-route-form";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { inputClass } from "~/components/ui/input";
import { formatMalaysiaDay } from "~/lib/dates";
import { PERMISSION_NAMES } from "~/schemas/admin/permission-names";
import { PERMISSION_LABELS } from "~/schemas/admin/permissions";
import { StaffCreateSchema, type StaffMember } from "~/schemas/admin/settings";
import { ResetStaffPassword } from "./account/reset-password-dialog";
import { HiddenFields, IntentButton } from "./intent-actions";
import { useAdminIntent, useOptimisticValue } from "./use-admin-intent";

// The super admin's staff list in Settings: each change posts to the tab's action (an intent per
// JSON API route of /api/admin/staff).

export function StaffAccounts({ staff }: { staff: StaffMember[] }) {
  return (
    <Card>
      <h2 className="text-lg font-semibold">Staff accounts</h2>
      <p className="text-sm text-muted">
        Only a super admin sees this. Each change takes effect on the staff member's next request.
      </p>
      <CreateStaffForm />
      <ul className="mt-6 space-y-4">
        {staff.map((member) => (
          <li key={member.id} className="rounded-control p-3 ring-1 ring-line">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div>
                <p className="font-medium">
                  {member.username} <span className="text-sm text-muted">· {member.email}</span>
                </p>
                <p className="mt-1 flex flex-wrap gap-1">
                  <Badge tone="info">{member.role}</Badge>
                  {member.isSuperAdmin && <Badge tone="primary">Super admin</Badge>}
                  <Badge tone={member.active ? "success" : "neutral"}>
                    {member.active ? "Active" : "Deactivated"}
                  </Badge>
                  <span className="text-xs text-subtle">since {formatMalaysiaDay(member.createdAt)}</span>
                </p>
              </div>
              {!member.isSuperAdmin && (
                <div className="flex flex-wrap gap-2">
                  <ResetStaffPassword staffId={member.id} username={member.username} />
                  <IntentButton
                    intent={member.active ? "deactivate-staff" : "activate-staff"}
                    fields={{ id: member.id }}
                    variant={member.active ? "secondary" : "primary"}
                  >
                    {member.active ? "Deactivate" : "Activate"}
                  </IntentButton>
                </div>
              )}
            </div>
            {!member.isSuperAdmin && <StaffPermissions member={member} />}
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** A member's permissions: every box posts the whole set, so the saved set is what is shown. */
function StaffPermissions({ member }: { member: StaffMember }) {
  const { fetcher, pending } = useAdminIntent();
  // The boxes follow the click at once and go back if the server refuses.
  const [shown, setShown] = useOptimisticValue(member.permissions, pending);
  return (
    <fetcher.Form method="post" className="mt-3">
      <HiddenFields intent="staff-permissions" fields={{ id: member.id }} />
      <fieldset>
        <legend className="sr-only">Permissions of {member.username}</legend>
        <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
          {PERMISSION_NAMES.map((name) => (
            <label key={name} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name={name}
                className="size-4 accent-primary-700"
                checked={Boolean(shown[name])}
                disabled={pending}
                onChange={(event) => {
                  setShown({ ...shown, [name]: event.currentTarget.checked });
                  fetcher.submit(event.currentTarget.form, { method: "post" });
                }}
              />
              {PERMISSION_LABELS[name]}
            </label>
          ))}
        </div>
      </fieldset>
      <noscript>
        <button type="submit" className={buttonClass("secondary", "sm", "mt-2")}>
          Save permissions
        </button>
      </noscript>
    </fetcher.Form>
  );
}

interface NewStaff {
  username: string;
  email: string;
  password: string;
}

function CreateStaffForm() {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { fetcher, pending, failure, answer } = useAdminIntent();
  const { form, onSubmit: submit } = useFetcherForm({
    schema: StaffCreateSchema.pick({ username: true, email: true, password: true }),
    defaults: { username: "", email: "", password: "" },
    fetcher: fetcher,
    formRef,
  });
  const { errors } = form.formState;
  const server = failure?.fieldErrors ?? {};
  const errorOf = (name: keyof NewStaff) => errors[name]?.message ?? server[name];
  // A refusal that is not about one field (the name or address is taken) shows under the form.
  const formError = failure && !failure.fieldErrors ? failure.error : null;
  const created = !pending && answer?.ok === true;
  const { reset } = form;
  useEffect(() => {
    if (created) reset();
  }, [created, reset]);
  return (
    <form
      ref={formRef}
      method="post"
      onSubmit={submit}
      noValidate
      className="mt-4 grid gap-3 rounded-control bg-canvas p-3 ring-1 ring-line sm:grid-cols-4 sm:items-end"
    >
      <HiddenFields intent="create-staff" />
      <Field variant="admin" label="Username" id={`${id}-u`} error={errorOf("username")}>
        <input
          id={`${id}-u`}
          className={inputClass("admin")}
          autoComplete="off"
          {...form.register("username")}
        />
      </Field>
      <Field variant="admin" label="E-mail" id={`${id}-e`} error={errorOf("email")}>
        <input
          id={`${id}-e`}
          type="email"
          className={inputClass("admin")}
          autoComplete="off"
          {...form.register("email")}
        />
      </Field>
      <Field variant="admin" label="Password" id={`${id}-p`} error={errorOf("password")}>
        <input
          id={`${id}-p`}
          type="password"
          className={inputClass("admin")}
          autoComplete="new-password"
          {...form.register("password")}
        />
      </Field>
      <button type="submit" className={buttonClass("primary", "md")} disabled={pending}>
        Create staff
      </button>
      {formError && (
        <p role="alert" className="text-sm text-danger-700 sm:col-span-4">
          {formError}
        </p>
      )}
    </form>
  );
}
