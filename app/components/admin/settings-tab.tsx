import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { inputClass } from "~/components/ui/input";
import { formatUtcDate } from "~/lib/dates";
import { PERMISSION_NAMES } from "~/schemas/admin/permission-names";
import { PERMISSION_LABELS, type Permission } from "~/schemas/admin/permissions";
import { type StaffMember, type StoreContactInput, StoreContactSchema } from "~/schemas/admin/settings";
import { ResetStaffPassword } from "./account/reset-password-dialog";
import { PaymentSettingsCard } from "./payments";
import { useAdminMutation } from "./use-mutation";

type StaffRow = StaffMember;

export function SettingsTab({
  contact,
  requireVerifiedEmail,
  staff,
}: {
  contact: StoreContactInput;
  requireVerifiedEmail: boolean;
  staff: StaffRow[] | null;
}) {
  return (
    <div className="space-y-6">
      <StoreContactForm contact={contact} />
      <CheckoutRulesCard requireVerifiedEmail={requireVerifiedEmail} />
      {staff && <PaymentSettingsCard />}
      {staff && <StaffAccounts staff={staff} />}
    </div>
  );
}

function StoreContactForm({ contact }: { contact: StoreContactInput }) {
  const id = useId();
  const { run, pending } = useAdminMutation();
  const form = useForm<StoreContactInput>({
    resolver: zodResolver(StoreContactSchema),
    defaultValues: contact,
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    await run("PUT", "/api/admin/settings/store", values, {
      success: { title: "Settings saved", description: "The Support page shows the new contact details." },
      failure: "Error",
    });
  });
  return (
    <Card>
      <h2 className="text-lg font-semibold">Store contact</h2>
      <p className="text-sm text-muted">Shown on the Support page and in the footer.</p>
      <form onSubmit={submit} noValidate className="mt-4 grid gap-3 sm:grid-cols-3">
        <Field variant="admin" label="Support e-mail" id={`${id}-email`} error={errors.supportEmail?.message}>
          <input
            id={`${id}-email`}
            type="email"
            className={inputClass("admin")}
            {...form.register("supportEmail")}
          />
        </Field>
        <Field variant="admin" label="Phone" id={`${id}-phone`} error={errors.supportPhone?.message}>
          <input
            id={`${id}-phone`}
            type="tel"
            className={inputClass("admin")}
            {...form.register("supportPhone")}
          />
        </Field>
        <Field
          variant="admin"
          label="Messaging (WhatsApp) number"
          id={`${id}-wa`}
          error={errors.supportWhatsapp?.message}
        >
          <input
            id={`${id}-wa`}
            type="tel"
            className={inputClass("admin")}
            {...form.register("supportWhatsapp")}
          />
        </Field>
        <div className="sm:col-span-3">
          <button type="submit" className={buttonClass("primary", "sm")} disabled={pending}>
            Save contact details
          </button>
        </div>
      </form>
    </Card>
  );
}

/** Store-wide checkout rules (issue 13): whether paying needs a verified e-mail address. */
function CheckoutRulesCard({ requireVerifiedEmail }: { requireVerifiedEmail: boolean }) {
  const id = useId();
  const { run, pending } = useAdminMutation();
  // The box follows the click at once and goes back if the server refuses.
  const [checked, setChecked] = useState(requireVerifiedEmail);
  useEffect(() => setChecked(requireVerifiedEmail), [requireVerifiedEmail]);
  async function toggle(next: boolean) {
    setChecked(next);
    const result = await run(
      "PUT",
      "/api/admin/settings/checkout",
      { requireVerifiedEmail: next },
      {
        success: {
          title: "Checkout setting saved",
          description: next
            ? "Customers must verify their e-mail before they can pay."
            : "Customers can pay without verifying their e-mail.",
        },
        failure: "Error",
      },
    );
    if (!result.ok) setChecked(!next);
  }
  return (
    <Card>
      <h2 className="text-lg font-semibold">Checkout</h2>
      <label htmlFor={`${id}-verified`} className="mt-3 flex items-start gap-3 text-sm">
        <input
          id={`${id}-verified`}
          type="checkbox"
          className="mt-0.5 size-4 accent-primary-700"
          checked={checked}
          disabled={pending}
          onChange={(event) => void toggle(event.target.checked)}
        />
        <span>
          <span className="font-medium">Require a verified e-mail at checkout</span>
          <span className="block text-muted">
            Off by default. When on, a customer whose address is not verified is asked to open the link we
            e-mailed before the Pay button appears.
          </span>
        </span>
      </label>
    </Card>
  );
}

function StaffAccounts({ staff }: { staff: StaffRow[] }) {
  const { run, pending } = useAdminMutation();
  async function toggle(member: StaffRow, permission: Permission) {
    await run(
      "PUT",
      `/api/admin/staff/${member.id}/permissions`,
      { permissions: { ...member.permissions, [permission]: !member.permissions[permission] } },
      {
        success: { title: "Permissions updated", description: `${member.username}'s access has changed.` },
        failure: "Error",
      },
    );
  }
  async function setActive(member: StaffRow, active: boolean) {
    await run("POST", `/api/admin/staff/${member.id}/${active ? "activate" : "deactivate"}`, undefined, {
      success: {
        title: active ? "Staff account activated" : "Staff account deactivated",
        description: active ? undefined : "Their sessions have ended.",
      },
      failure: "Error",
    });
  }
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
                  <span className="text-xs text-subtle">since {formatUtcDate(member.createdAt)}</span>
                </p>
              </div>
              {!member.isSuperAdmin && (
                <div className="flex flex-wrap gap-2">
                  <ResetStaffPassword staffId={member.id} username={member.username} />
                  <button
                    type="button"
                    className={buttonClass(member.active ? "secondary" : "primary", "sm")}
                    disabled={pending}
                    onClick={() => setActive(member, !member.active)}
                  >
                    {member.active ? "Deactivate" : "Activate"}
                  </button>
                </div>
              )}
            </div>
            {!member.isSuperAdmin && (
              <fieldset className="mt-3">
                <legend className="sr-only">Permissions of {member.username}</legend>
                <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
                  {PERMISSION_NAMES.map((name) => (
                    <label key={name} className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        className="size-4 accent-primary-700"
                        checked={Boolean(member.permissions[name])}
                        disabled={pending}
                        onChange={() => toggle(member, name)}
                      />
                      {PERMISSION_LABELS[name]}
                    </label>
                  ))}
                </div>
              </fieldset>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}

function CreateStaffForm() {
  const id = useId();
  const { run, pending } = useAdminMutation();
  const [values, setValues] = useState({ username: "", email: "", password: "" });
  const [error, setError] = useState("");
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setError("");
    const result = await run(
      "POST",
      "/api/admin/staff",
      { ...values, role: "controller", permissions: {} },
      {
        success: {
          title: "Staff account created",
          description: "Role controller, no permissions yet: tick what they may do.",
        },
      },
    );
    if (result.ok) setValues({ username: "", email: "", password: "" });
    else setError(result.error);
  }
  const set = (key: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));
  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-4 grid gap-3 rounded-control bg-canvas p-3 ring-1 ring-line sm:grid-cols-4 sm:items-end"
    >
      <Field variant="admin" label="Username" id={`${id}-u`}>
        <input
          id={`${id}-u`}
          className={inputClass("admin")}
          value={values.username}
          onChange={set("username")}
          autoComplete="off"
        />
      </Field>
      <Field variant="admin" label="E-mail" id={`${id}-e`}>
        <input
          id={`${id}-e`}
          type="email"
          className={inputClass("admin")}
          value={values.email}
          onChange={set("email")}
          autoComplete="off"
        />
      </Field>
      <Field variant="admin" label="Password" id={`${id}-p`}>
        <input
          id={`${id}-p`}
          type="password"
          className={inputClass("admin")}
          value={values.password}
          onChange={set("password")}
          autoComplete="new-password"
        />
      </Field>
      <button type="submit" className={buttonClass("primary", "md")} disabled={pending}>
        Create staff
      </button>
      {error && (
        <p role="alert" className="text-sm text-danger-700 sm:col-span-4">
          {error}
        </p>
      )}
    </form>
  );
}
