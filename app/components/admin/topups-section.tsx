import { useId } from "react";
import { Badge } from "~/components/ui/badge";
import { DataTable } from "~/components/ui/data-table";
import { Dialog, DialogFormActions } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { inputClass } from "~/components/ui/input";
import { formatAmount } from "~/lib/money";
import { formatData, formatDuration } from "~/lib/plan-format";
import type { AdminTopup } from "~/schemas/admin/catalogue-lists";
import { EditButton, TabHeader } from "./crud";
import { HiddenFields, IntentButton, useCloseOnSuccess } from "./intent-actions";
import { useAdminIntent } from "./use-admin-intent";
import { useTabDialog } from "./use-tab-dialog";

// The Products screen's Top-ups section: what staff charge for each top-up package the supplier
// offers. A top-up is never a plan of the shop; customers see it only for an eSIM that can take it.

type Mode = { kind: "create" } | { kind: "edit"; topup: AdminTopup };

/** The row's fields as the form posts them, so "Switch off" sends the same top-up with active false. */
const postedFields = (t: AdminTopup, active: boolean) => ({
  id: t.id,
  kind: "topup",
  name: t.name,
  supplierPackage: t.supplierPackage,
  dataMb: t.dataMb ?? "",
  unlimited: String(t.unlimited),
  days: t.days,
  price: t.price,
  active: String(active),
});

export function TopupsSection({ topups }: { topups: AdminTopup[] }) {
  const { mode, opened, show, close } = useTabDialog<Mode>();
  return (
    <section aria-labelledby="topups-title" className="mt-10" data-testid="topups-section">
      <span id="topups-title" className="sr-only">
        Top-ups
      </span>
      <TabHeader title="Top-ups" addLabel="Add Top-up" onAdd={() => show({ kind: "create" })} />
      <p className="-mt-2 mb-4 text-sm text-muted">
        Priced here, offered to a customer only for an eSIM the supplier says can take that package. Never
        listed in the shop.
      </p>
      <DataTable
        caption="Top-ups"
        rows={topups}
        rowKey={(t) => t.id}
        empty="No top-ups priced yet"
        columns={[
          {
            key: "name",
            label: "Name",
            render: (t) => (
              <span>
                <span className="font-medium">{t.name}</span>
                <span className="block text-xs text-muted">
                  {formatData(t.unlimited ? null : t.dataMb)} · {formatDuration(t.days)}
                </span>
              </span>
            ),
          },
          {
            key: "package",
            label: "Supplier package",
            render: (t) => <code className="text-xs">{t.supplierPackage}</code>,
          },
          {
            key: "price",
            label: "Price (RM)",
            align: "right",
            render: (t) => formatAmount(t.priceSen),
          },
          {
            key: "status",
            label: "Status",
            render: (t) => (
              <Badge tone={t.active ? "success" : "neutral"}>{t.active ? "Active" : "Off"}</Badge>
            ),
          },
          {
            key: "actions",
            actions: true,
            label: "Actions",
            render: (t) => (
              <span className="flex gap-1">
                <EditButton label={`Edit ${t.name}`} onClick={() => show({ kind: "edit", topup: t })} />
                <IntentButton intent="updateTopup" fields={postedFields(t, !t.active)}>
                  {t.active ? "Switch off" : "Switch on"}
                </IntentButton>
              </span>
            ),
          },
        ]}
      />
      <TopupFormDialog key={opened} mode={mode ?? null} onClose={close} />
    </section>
  );
}

function TopupFormDialog({ mode, onClose }: { mode: Mode | null; onClose: () => void }) {
  const id = useId();
  const action = useAdminIntent();
  useCloseOnSuccess(action, onClose);
  const errors = action.failure?.fieldErrors ?? {};
  const topup = mode?.kind === "edit" ? mode.topup : null;
  // The field's current value travels in props.defaultValue.
  const text = (
    name: string,
    label: string,
    props: React.InputHTMLAttributes<HTMLInputElement> = {},
    hint?: string,
  ) => (
    <Field variant="admin" label={label} id={`${id}-${name}`} error={errors[name]} hint={hint}>
      <input id={`${id}-${name}`} name={name} className={inputClass("admin")} {...props} />
    </Field>
  );
  return (
    <Dialog open={mode !== null} onClose={onClose} title={topup ? "Edit Top-up" : "Create Top-up"}>
      <action.fetcher.Form method="post" noValidate className="grid gap-3 sm:grid-cols-2">
        <HiddenFields
          intent={topup ? "updateTopup" : "createTopup"}
          fields={topup ? { id: topup.id, kind: "topup" } : { kind: "topup" }}
        />
        <div className="sm:col-span-2">
          {text("name", "Name", { defaultValue: topup?.name ?? "", placeholder: "1 GB - 7 Days" })}
        </div>
        <div className="sm:col-span-2">
          {text(
            "supplierPackage",
            "Supplier package",
            {
              defaultValue: topup?.supplierPackage ?? "",
              placeholder: "e.g. demo-japan-5gb-7-days-topup-1gb-7d",
            },
            "The supplier's top-up package id this price applies to",
          )}
        </div>
        {text(
          "dataMb",
          "Data (MB)",
          { defaultValue: topup?.dataMb ?? "", type: "number", min: "1", inputMode: "numeric" },
          "1 GB = 1024 MB",
        )}
        {text("days", "Days", {
          defaultValue: topup?.days ?? "",
          type: "number",
          min: "1",
          max: "365",
          inputMode: "numeric",
        })}
        {text("price", "Price (RM)", {
          defaultValue: topup?.price ?? "",
          type: "number",
          step: "0.01",
          min: "0",
          inputMode: "decimal",
        })}
        <div className="flex flex-col justify-end gap-2 pb-1">
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="unlimited"
              className="size-4 accent-primary-700"
              defaultChecked={topup?.unlimited ?? false}
            />{" "}
            Unlimited data
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="active"
              className="size-4 accent-primary-700"
              defaultChecked={topup?.active ?? true}
            />{" "}
            Active
          </label>
        </div>
        {action.failure && !action.failure.fieldErrors && (
          <p role="alert" className="text-sm text-danger-700 sm:col-span-2">
            {action.failure.error}
          </p>
        )}
        <DialogFormActions
          className="sm:col-span-2"
          onCancel={onClose}
          pending={action.pending}
          label={topup ? "Update Top-up" : "Create Top-up"}
        />
      </action.fetcher.Form>
    </Dialog>
  );
}
