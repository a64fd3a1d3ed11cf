import { useId, useState } from "react";
import { Badge } from "~/components/ui/badge";
import { DataTable } from "~/components/ui/data-table";
import { Dialog, DialogFormActions } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { inputClass } from "~/components/ui/input";
import { formatUtcDateTime } from "~/lib/dates";
import type { ListPage } from "~/schemas/admin/common";
import type { InventoryRow } from "~/schemas/admin/inventory";
import { useAdminMutation } from "./use-mutation";

export function InventoryTab({ data }: { data: ListPage<InventoryRow> }) {
  const [adjusting, setAdjusting] = useState<InventoryRow | null>(null);
  const [threshold, setThreshold] = useState<InventoryRow | null>(null);
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
          { key: "updated", label: "Updated", render: (r) => formatUtcDateTime(r.lastUpdated) },
          {
            key: "actions",
            actions: true,
            label: "Actions",
            render: (r) => (
              <span className="flex gap-1">
                <button
                  type="button"
                  className="rounded-control px-2 py-1 text-xs font-medium text-primary-800 hover:bg-primary-50"
                  onClick={() => setAdjusting(r)}
                  aria-label={`Adjust stock of ${r.name}`}
                >
                  Adjust
                </button>
                <button
                  type="button"
                  className="rounded-control px-2 py-1 text-xs font-medium text-primary-800 hover:bg-primary-50"
                  onClick={() => setThreshold(r)}
                  aria-label={`Set low-stock threshold of ${r.name}`}
                >
                  Threshold
                </button>
              </span>
            ),
          },
        ]}
      />
      <AdjustDialog row={adjusting} onClose={() => setAdjusting(null)} />
      <ThresholdDialog row={threshold} onClose={() => setThreshold(null)} />
    </div>
  );
}

function AdjustDialog({ row, onClose }: { row: InventoryRow | null; onClose: () => void }) {
  const id = useId();
  const [delta, setDelta] = useState("");
  const [reason, setReason] = useState("");
  const [error, setError] = useState("");
  const { run, pending } = useAdminMutation();
  const reset = () => {
    setDelta("");
    setReason("");
    setError("");
    onClose();
  };
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!row) return;
    const result = await run(
      "POST",
      `/api/admin/inventory/${row.productId}/adjust`,
      { delta, reason },
      {
        success: {
          title: "Stock updated",
          description: `${row.name}: ${Number(delta) > 0 ? "+" : ""}${delta}`,
        },
      },
    );
    if (result.ok) reset();
    else setError(result.error);
  }
  return (
    <Dialog
      open={row !== null}
      onClose={reset}
      title="Adjust stock"
      description={
        row ? `${row.name}: ${row.stockQuantity} in stock, ${row.available} available.` : undefined
      }
    >
      <form onSubmit={submit} noValidate className="space-y-3">
        <Field variant="admin" label="Change (use a minus sign to remove)" id={`${id}-delta`}>
          <input
            id={`${id}-delta`}
            type="number"
            step={1}
            className={inputClass("admin")}
            value={delta}
            onChange={(e) => setDelta(e.target.value)}
            placeholder="e.g. 50 or -5"
          />
        </Field>
        <Field variant="admin" label="Reason" id={`${id}-reason`}>
          <input
            id={`${id}-reason`}
            className={inputClass("admin")}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            placeholder="Restock from supplier"
          />
        </Field>
        {error && (
          <p role="alert" className="text-sm text-danger-700">
            {error}
          </p>
        )}
        <DialogFormActions onCancel={reset} pending={pending} label="Save adjustment" />
      </form>
    </Dialog>
  );
}

function ThresholdDialog({ row, onClose }: { row: InventoryRow | null; onClose: () => void }) {
  const id = useId();
  const [value, setValue] = useState("");
  const [error, setError] = useState("");
  const { run, pending } = useAdminMutation();
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!row) return;
    const result = await run(
      "PUT",
      `/api/admin/inventory/${row.productId}/threshold`,
      { lowStockThreshold: value },
      { success: { title: "Threshold updated" } },
    );
    if (result.ok) {
      setValue("");
      onClose();
    } else setError(result.error);
  }
  return (
    <Dialog
      open={row !== null}
      onClose={() => {
        setValue("");
        setError("");
        onClose();
      }}
      title="Low-stock threshold"
      description={row ? `${row.name}: currently ${row.lowStockThreshold}.` : undefined}
    >
      <form onSubmit={submit} noValidate className="space-y-3">
        <Field variant="admin" label="Threshold" id={`${id}-value`}>
          <input
            id={`${id}-value`}
            type="number"
            min={0}
            step={1}
            className={inputClass("admin")}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            placeholder={String(row?.lowStockThreshold ?? 10)}
          />
        </Field>
        {error && (
          <p role="alert" className="text-sm text-danger-700">
            {error}
          </p>
        )}
        <DialogFormActions onCancel={onClose} pending={pending} label="Save" />
      </form>
    </Dialog>
  );
}
