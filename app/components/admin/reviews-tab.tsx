import { zodResolver } from "@hookform/resolvers/zod";
import { Pencil, Plus, Star, Trash2 } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { buttonClass } from "~/components/ui/button";
import { type ReviewInput, ReviewSchema } from "~/schemas/admin/catalogue";
import type { ListPage } from "~/schemas/admin/common";
import { DataTable } from "./data-table";
import { Badge, Dialog, Field, formatDate, inputClass } from "./ui";
import { useAdminMutation } from "./use-mutation";

export interface ReviewRow {
  id: number;
  productId: number;
  productName: string | null;
  customerName: string;
  customerAvatar: string | null;
  rating: number;
  comment: string;
  location: string | null;
  verified: boolean;
  featured: boolean;
  createdAt: string;
}

type Mode =
  | { kind: "create" }
  | { kind: "edit"; review: ReviewRow }
  | { kind: "delete"; review: ReviewRow }
  | null;

const toInput = (r: ReviewRow): ReviewInput => ({
  productId: r.productId,
  customerName: r.customerName,
  customerAvatar: r.customerAvatar ?? "",
  rating: r.rating,
  comment: r.comment,
  location: r.location ?? "",
  verified: r.verified,
  featured: r.featured,
});

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
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">Reviews</h2>
        <button
          type="button"
          className={buttonClass("primary", "sm")}
          onClick={() => setMode({ kind: "create" })}
        >
          <Plus aria-hidden="true" className="size-4" /> Add Review
        </button>
      </div>
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
          { key: "date", label: "Date", sort: "createdAt", render: (r) => formatDate(r.createdAt) },
          {
            key: "actions",
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
                <button
                  type="button"
                  aria-label={`Edit review by ${r.customerName}`}
                  className="rounded-control p-1.5 text-primary-800 hover:bg-primary-50"
                  onClick={() => setMode({ kind: "edit", review: r })}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                </button>
                <button
                  type="button"
                  aria-label={`Delete review by ${r.customerName}`}
                  className="rounded-control p-1.5 text-danger-700 hover:bg-danger-50"
                  onClick={() => setMode({ kind: "delete", review: r })}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
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
      <Dialog
        open={mode?.kind === "delete"}
        onClose={close}
        title="Delete review"
        description={
          mode?.kind === "delete" ? `Delete the review by ${mode.review.customerName}?` : undefined
        }
      >
        <div className="flex justify-end gap-2">
          <button type="button" className={buttonClass("secondary", "sm")} onClick={close}>
            Cancel
          </button>
          <button
            type="button"
            className={buttonClass("accent", "sm")}
            disabled={pending}
            onClick={() => mode?.kind === "delete" && remove(mode.review)}
          >
            Delete
          </button>
        </div>
      </Dialog>
    </div>
  );
}

function ReviewDialog({
  mode,
  products,
  onClose,
}: {
  mode: { kind: "create" } | { kind: "edit"; review: ReviewRow } | null;
  products: { id: number; name: string; region: string }[];
  onClose: () => void;
}) {
  const id = useId();
  const { run, pending } = useAdminMutation();
  const form = useForm<ReviewInput>({ resolver: zodResolver(ReviewSchema) as never });
  const { errors } = form.formState;
  useEffect(() => {
    if (!mode) return;
    form.reset(
      mode.kind === "edit"
        ? toInput(mode.review)
        : {
            productId: 0,
            customerName: "",
            customerAvatar: "",
            rating: 5,
            comment: "",
            location: "",
            verified: true,
            featured: false,
          },
    );
  }, [mode, form]);
  const submit = form.handleSubmit(async (values) => {
    if (!mode) return;
    const result =
      mode.kind === "edit"
        ? await run("PUT", `/api/admin/reviews/${mode.review.id}`, values, {
            success: { title: "Review updated successfully" },
            failure: "Error",
          })
        : await run("POST", "/api/admin/reviews", values, {
            success: { title: "Review created successfully" },
            failure: "Error",
          });
    if (result.ok) onClose();
  });
  return (
    <Dialog
      open={mode !== null}
      onClose={onClose}
      title={mode?.kind === "edit" ? "Edit Review" : "Add Review"}
      wide
    >
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <Field label="Product" htmlFor={`${id}-product`} error={errors.productId?.message}>
            <select
              id={`${id}-product`}
              className={inputClass}
              aria-invalid={Boolean(errors.productId)}
              {...form.register("productId")}
            >
              <option value={0}>Choose a product…</option>
              {products.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name} ({p.region})
                </option>
              ))}
            </select>
          </Field>
        </div>
        <Field label="Customer name" htmlFor={`${id}-name`} error={errors.customerName?.message}>
          <input
            id={`${id}-name`}
            className={inputClass}
            aria-invalid={Boolean(errors.customerName)}
            {...form.register("customerName")}
          />
        </Field>
        <Field label="Location (optional)" htmlFor={`${id}-location`}>
          <input id={`${id}-location`} className={inputClass} {...form.register("location")} />
        </Field>
        <Field label="Avatar URL (optional)" htmlFor={`${id}-avatar`} error={errors.customerAvatar?.message}>
          <input
            id={`${id}-avatar`}
            className={inputClass}
            aria-invalid={Boolean(errors.customerAvatar)}
            {...form.register("customerAvatar")}
          />
        </Field>
        <Field label="Rating" htmlFor={`${id}-rating`} error={errors.rating?.message}>
          <input
            id={`${id}-rating`}
            type="number"
            min={1}
            max={5}
            step={1}
            className={inputClass}
            aria-invalid={Boolean(errors.rating)}
            {...form.register("rating")}
          />
        </Field>
        <div className="sm:col-span-2">
          <Field label="Comment" htmlFor={`${id}-comment`} error={errors.comment?.message}>
            <textarea
              id={`${id}-comment`}
              rows={4}
              className={inputClass}
              aria-invalid={Boolean(errors.comment)}
              {...form.register("comment")}
            />
          </Field>
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-primary-700" {...form.register("verified")} />{" "}
          Verified
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-primary-700" {...form.register("featured")} />{" "}
          Featured
        </label>
        <div className="flex justify-end gap-2 sm:col-span-2">
          <button type="button" className={buttonClass("secondary", "sm")} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={buttonClass("primary", "sm")} disabled={pending}>
            {pending ? "Saving..." : "Save review"}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
