import { Star } from "lucide-react";
import { useState } from "react";
import { Badge } from "~/components/ui/badge";
import { DataTable } from "~/components/ui/data-table";
import { formatUtcDate } from "~/lib/dates";
import type { ListPage } from "~/schemas/admin/common";
import { ConfirmDelete, DeleteButton, EditButton, TabHeader } from "./crud";
import { ReviewDialog, type ReviewRow, toInput } from "./review-dialog";
import { useAdminMutation } from "./use-mutation";

type Mode =
  | { kind: "create" }
  | { kind: "edit"; review: ReviewRow }
  | { kind: "delete"; review: ReviewRow }
  | null;

export function ReviewsTab({
  data,
  products,
}: {
  data: ListPage<ReviewRow>;
  products: { id: number; name: string; region: string }[];
}) {
  const [mode, setMode] = useState<Mode>(null);
  const close = () => setMode(null);
  const { run, pending } = useAdminMutation();
  async function toggleFeatured(review: ReviewRow) {
    await run(
      "PUT",
      `/api/admin/reviews/${review.id}`,
      { ...toInput(review), featured: !review.featured },
      {
        success: { title: "Review updated successfully" },
        failure: "Error",
      },
    );
  }
  async function remove(review: ReviewRow) {
    const result = await run("DELETE", `/api/admin/reviews/${review.id}`, undefined, {
      success: { title: "Review deleted successfully" },
      failure: "Error",
    });
    if (result.ok) close();
  }
  return (
    <div>
      <TabHeader title="Reviews" addLabel="Add Review" onAdd={() => setMode({ kind: "create" })} />
      <DataTable
        caption="Reviews"
        searchable
        searchLabel="Search reviews"
        page={data}
        rows={data.items}
        rowKey={(r) => r.id}
        empty="No reviews found"
        columns={[
          {
            key: "customer",
            label: "Customer",
            sort: "customerName",
            render: (r) => (
              <span>
                <span className="font-medium">{r.customerName}</span>
                {r.location && <span className="block text-xs text-muted">{r.location}</span>}
              </span>
            ),
          },
          { key: "product", label: "Product", render: (r) => r.productName ?? `#${r.productId}` },
          {
            key: "rating",
            label: "Rating",
            sort: "rating",
            align: "right",
            render: (r) => (
              <span>
                <span className="sr-only">{r.rating} out of 5</span>
                <span aria-hidden="true">
                  {"★".repeat(r.rating)}
                  <span className="text-subtle/50">{"★".repeat(5 - r.rating)}</span>
                </span>
              </span>
            ),
          },
          { key: "comment", label: "Comment", className: "max-w-sm", render: (r) => r.comment },
          {
            key: "badges",
            label: "Status",
            sort: "featured",
            render: (r) => (
              <span className="flex flex-wrap gap-1">
                {r.featured && <Badge tone="primary">Featured</Badge>}
                {r.verified && <Badge tone="success">Verified</Badge>}
              </span>
            ),
          },
          { key: "date", label: "Date", sort: "createdAt", render: (r) => formatUtcDate(r.createdAt) },
          {
            key: "actions",
            actions: true,
            label: "Actions",
            render: (r) => (
              <span className="flex gap-1">
                <button
                  type="button"
                  aria-label={
                    r.featured
                      ? `Unfeature review by ${r.customerName}`
                      : `Feature review by ${r.customerName}`
                  }
                  aria-pressed={r.featured}
                  disabled={pending}
                  className="rounded-control p-1.5 text-accent-600 hover:bg-accent-50"
                  onClick={() => toggleFeatured(r)}
                >
                  <Star aria-hidden="true" className={`size-4 ${r.featured ? "fill-current" : ""}`} />
                </button>
                <EditButton
                  label={`Edit review by ${r.customerName}`}
                  onClick={() => setMode({ kind: "edit", review: r })}
                />
                <DeleteButton
                  label={`Delete review by ${r.customerName}`}
                  onClick={() => setMode({ kind: "delete", review: r })}
                />
              </span>
            ),
          },
        ]}
      />
      <ReviewDialog
        mode={mode?.kind === "create" || mode?.kind === "edit" ? mode : null}
        products={products}
        onClose={close}
      />
      <ConfirmDelete
        open={mode?.kind === "delete"}
        title="Delete review"
        description={
          mode?.kind === "delete" ? `Delete the review by ${mode.review.customerName}?` : undefined
        }
        pending={pending}
        onCancel={close}
        onConfirm={() => mode?.kind === "delete" && remove(mode.review)}
      />
    </div>
  );
}
