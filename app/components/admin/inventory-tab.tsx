import { useId, useState } from "react";
import { Badge } from "~/components/ui/badge";
import { DataTable } from "~/components/ui/data-table";
import { Dialog, DialogFormActions } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { inputClass } from "~/components/ui/input";
import { formatMalaysiaShort } from "~/lib/dates";
import type { ListPage } from "~/schemas/admin/common";
import type { InventoryRow } from "~/schemas/admin/inventory";
import { HiddenFields, useCloseOnSuccess } from "./intent-actions";
import { useAdminIntent } from "./use-admin-intent";

export function InventoryTab({ data }: { data: ListPage<InventoryRow> }) {
  const [adjusting, setAdjusting] = useState<InventoryRow | null>(null);
  const [threshold, setThreshold] = useState<InventoryRow | null>(null);
  // Each opening gets a fresh dialog (and fetcher), so an earlier refusal is not shown again.
  const [opened, setOpened] = useState(0);
  const open = (set: (row: InventoryRow) => void) => (row: InventoryRow) => {
    setOpened((n) => n + 1);
    set(row);
  };
  return (
    <div>
      <div className="mb-4">
        <h2 className="text-lg font-semibold">Inventory</h2>
        <p className="text-sm text-muted">
          Rows at or below their low-stock threshold are highlighted and listed first.
        </p>
      </div>
      <DataTable
        caption="Inventory"
        searchable
        searchLabel="Search products"
        page={data}
        rows={data.items}
        rowKey={(r) => r.productId}
        empty="No inventory records"
        rowClassName={(r) => (r.low ? "!bg-warning-50" : undefined)}
        columns={[
          {
            key: "name",
            label: "Product",
            sort: "name",
            render: (r) => (
              <span>
                <span className="font-medium">{r.name}</span>
                <span className="block text-xs text-muted">
                  {r.region}
                  {r.active ? "" : " · inactive"}
                </span>
              </span>
            ),
          },
          { key: "stock", label: "Stock", sort: "stock", align: "right", render: (r) => r.stockQuantity },
          {
            key: "reserved",
            label: "Reserved",
            sort: "reserved",
            align: "right",
            render: (r) => r.reservedQuantity,
          },
          {
            key: "available",
            label: "Available",
            sort: "available",
            align: "right",
            render: (r) => <span className="font-semibold">{r.available}</span>,
          },
          { key: "threshold", label: "Low at", align: "right", render: (r) => r.lowStockThreshold },
          {
            key: "status",
            label: "Status",
            sort: "lowFirst",
            render: (r) =>
              r.low ? <Badge tone="warning">Low stock</Badge> : <Badge tone="success">In stock</Badge>,
          },
          { key: "updated", label: "Updated", render: (r) => formatMalaysiaShort(r.lastUpdated) },
          {
            key: "actions",
            actions: true,
            label: "Actions",
            render: (r) => (
              <span className="flex gap-1">
                <button
                  type="button"
                  className="rounded-control px-2 py-1 text-xs font-medium text-primary-800 hover:bg-primary-50"
                  onClick={() => open(setAdjusting)(r)}
                  aria-label={`Adjust stock of ${r.name}`}
                >
                  Adjust
                </button>
                <button
                  type="button"
                  className="rounded-control px-2 py-1 text-xs font-medium text-primary-800 hover:bg-primary-50"
                  onClick={() => open(setThreshold)(r)}
                  aria-label={`Set low-stock threshold of ${r.name}`}
                >
                  Threshold
                </button>
              </span>
            ),
          },
        ]}
      />
      <AdjustDialog key={`a${opened}`} row={adjusting} onClose={() => setAdjusting(null)} />
      <ThresholdDialog key={`t${opened}`} row={threshold} onClose={() => setThreshold(null)} />
    </div>
  );
}

/** A form-wide refusal (a conflict, a permission) under the fields; field errors sit on their fields. */
function FormError({ failure }: { failure: ReturnType<typeof useAdminIntent>["failure"] }) {
  if (!failure || failure.fieldErrors) return null;
  return (
    <p role="alert" className="text-sm text-danger-700">
      {failure.error}
    </p>
  );
}

function AdjustDialog({ row, onClose }: { row: InventoryRow | null; onClose: () => void }) {
  const id = useId();
  const action = useAdminIntent();
  useCloseOnSuccess(action, onClose);
  const errors = action.failure?.fieldErrors ?? {};
  return (
    <Dialog
      open={row !== null}
      onClose={onClose}
      title="Adjust stock"
      description={
        row ? `${row.name}: ${row.stockQuantity} in stock, ${row.available} available.` : undefined
      }
    >
      <action.fetcher.Form method="post" noValidate className="space-y-3">
        <HiddenFields intent="adjust" fields={{ productId: row?.productId ?? "" }} />
        <Field
          variant="admin"
          label="Change (use a minus sign to remove)"
          id={`${id}-delta`}
          error={errors.delta}
        >
          <input
            id={`${id}-delta`}
            name="delta"
            type="number"
            step={1}
            className={inputClass("admin")}
            placeholder="e.g. 50 or -5"
          />
        </Field>
        <Field variant="admin" label="Reason" id={`${id}-reason`} error={errors.reason}>
          <input
            id={`${id}-reason`}
            name="reason"
            className={inputClass("admin")}
            placeholder="Restock from supplier"
          />
        </Field>
        <FormError failure={action.failure} />
        <DialogFormActions onCancel={onClose} pending={action.pending} label="Save adjustment" />
      </action.fetcher.Form>
    </Dialog>
  );
}

function ThresholdDialog({ row, onClose }: { row: InventoryRow | null; onClose: () => void }) {
  const id = useId();
  const action = useAdminIntent();
  useCloseOnSuccess(action, onClose);
  return (
    <Dialog
      open={row !== null}
      onClose={onClose}
      title="Low-stock threshold"
      description={row ? `${row.name}: currently ${row.lowStockThreshold}.` : undefined}
    >
      <action.fetcher.Form method="post" noValidate className="space-y-3">
        <HiddenFields intent="threshold" fields={{ productId: row?.productId ?? "" }} />
        <Field
          variant="admin"
          label="Threshold"
          id={`${id}-value`}
          error={action.failure?.fieldErrors?.lowStockThreshold}
        >
          <input
            id={`${id}-value`}
            name="lowStockThreshold"
            type="number"
            min={0}
            step={1}
            className={inputClass("admin")}
            placeholder={String(row?.lowStockThreshold ?? 10)}
          />
        </Field>
        <FormError failure={action.failure} />
        <DialogFormActions onCancel={onClose} pending={action.pending} label="Save" />
      </action.fetcher.Form>
    </Dialog>
  );
}
