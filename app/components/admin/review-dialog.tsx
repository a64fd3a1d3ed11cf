import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId } from "react";
import { useForm } from "react-hook-form";
import { Dialog, DialogFormActions } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { inputClass } from "~/components/ui/input";
import { type ReviewInput, ReviewSchema } from "~/schemas/admin/catalogue";
import type { AdminReview } from "~/schemas/admin/catalogue-lists";
import { useAdminMutation } from "./use-mutation";

/** A review as the Reviews tab lists it (the service's own type). */
export type ReviewRow = AdminReview;

export const toInput = (r: ReviewRow): ReviewInput => ({
  productId: r.productId,
  customerName: r.customerName,
  customerAvatar: r.customerAvatar ?? "",
  rating: r.rating,
  comment: r.comment,
  location: r.location ?? "",
  verified: r.verified,
  featured: r.featured,
});

/** Create or edit a review (the form shares ReviewSchema with the API). */
export function ReviewDialog({
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
  const form = useForm<ReviewInput>({ resolver: zodResolver(ReviewSchema) });
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
          <Field variant="admin" label="Product" id={`${id}-product`} error={errors.productId?.message}>
            <select
              id={`${id}-product`}
              className={inputClass("admin")}
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
        <Field variant="admin" label="Customer name" id={`${id}-name`} error={errors.customerName?.message}>
          <input
            id={`${id}-name`}
            className={inputClass("admin")}
            aria-invalid={Boolean(errors.customerName)}
            {...form.register("customerName")}
          />
        </Field>
        <Field variant="admin" label="Location (optional)" id={`${id}-location`}>
          <input id={`${id}-location`} className={inputClass("admin")} {...form.register("location")} />
        </Field>
        <Field
          variant="admin"
          label="Avatar URL (optional)"
          id={`${id}-avatar`}
          error={errors.customerAvatar?.message}
        >
          <input
            id={`${id}-avatar`}
            className={inputClass("admin")}
            aria-invalid={Boolean(errors.customerAvatar)}
            {...form.register("customerAvatar")}
          />
        </Field>
        <Field variant="admin" label="Rating" id={`${id}-rating`} error={errors.rating?.message}>
          <input
            id={`${id}-rating`}
            type="number"
            min={1}
            max={5}
            step={1}
            className={inputClass("admin")}
            aria-invalid={Boolean(errors.rating)}
            {...form.register("rating")}
          />
        </Field>
        <div className="sm:col-span-2">
          <Field variant="admin" label="Comment" id={`${id}-comment`} error={errors.comment?.message}>
            <textarea
              id={`${id}-comment`}
              rows={4}
              className={inputClass("admin")}
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
        <DialogFormActions
          className="sm:col-span-2"
          onCancel={onClose}
          pending={pending}
          label={"Save review"}
        />
      </form>
    </Dialog>
  );
}
