import { Badge } from "~/components/ui/badge";
import { DataTable } from "~/components/ui/data-table";
import { formatAmount } from "~/lib/money";
import type { AdminProduct } from "~/schemas/admin/catalogue-lists";
import type { ListPage } from "~/schemas/admin/common";
import { DeleteButton, deleteConfirmation, EditButton, TabHeader } from "./crud";
import { ConfirmDialog } from "./intent-actions";
import { ProductFormDialog } from "./product-form-dialog";
import { useTabDialog } from "./use-tab-dialog";

type Mode =
  | { kind: "create" }
  | { kind: "edit"; product: AdminProduct }
  | { kind: "delete"; product: AdminProduct };

export function ProductsTab({ data }: { data: ListPage<AdminProduct> }) {
  const { mode, opened, show, close } = useTabDialog<Mode>();
  return (
    <div>
      <TabHeader title="Products" addLabel="Add Product" onAdd={() => show({ kind: "create" })} />
      <DataTable
        caption="Products"
        searchable
        searchLabel="Search products"
        page={data}
        rows={data.items}
        rowKey={(p) => p.id}
        empty="No products found"
        columns={[
          {
            key: "name",
            label: "Name",
            sort: "name",
            render: (p) => (
              <span>
                <span className="font-medium">{p.name}</span>
                <span className="block text-xs text-muted">
                  {p.data} · {p.duration}
                </span>
              </span>
            ),
          },
          { key: "region", label: "Region", sort: "region", render: (p) => p.region },
          {
            key: "price",
            label: "Price (RM)",
            sort: "price",
            align: "right",
            render: (p) => formatAmount(p.priceSen),
          },
          { key: "type", label: "Type", sort: "type", render: (p) => p.type },
          {
            key: "status",
            label: "Status",
            sort: "active",
            render: (p) => (
              <Badge tone={p.active ? "success" : "neutral"}>{p.active ? "Active" : "Inactive"}</Badge>
            ),
          },
          {
            key: "actions",
            actions: true,
            label: "Actions",
            render: (p) => (
              <span className="flex gap-1">
                <EditButton label={`Edit ${p.name}`} onClick={() => show({ kind: "edit", product: p })} />
                <DeleteButton
                  label={`Delete ${p.name}`}
                  onClick={() => show({ kind: "delete", product: p })}
                />
              </span>
            ),
          },
        ]}
      />
      <ProductFormDialog
        key={opened}
        mode={mode?.kind === "create" || mode?.kind === "edit" ? mode : null}
        onClose={close}
      />
      <ConfirmDialog
        key={`d${opened}`}
        {...deleteConfirmation(mode?.kind === "delete" ? mode.product.id : null)}
        title="Delete product"
        description={
          mode?.kind === "delete"
            ? `Delete ${mode.product.name} (${mode.product.data}, ${mode.product.duration})?`
            : undefined
        }
        onClose={close}
      />
    </div>
  );
}
