import { useId } from "react";
import { Dialog, DialogFormActions } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { inputClass } from "~/components/ui/input";
import type { AdminReview } from "~/schemas/admin/catalogue-lists";
import { HiddenFields, useCloseOnSuccess } from "./intent-actions";
import { useAdminIntent } from "./use-admin-intent";

/** A review as the Reviews tab lists it (the service's own type). */
export type ReviewRow = AdminReview;

/** A review's fields as the tab's action reads them (ReviewSchema, the flag as "true"/"false"). */
export const reviewFields = (r: ReviewRow) => ({
  id: r.id,
  productId: r.productId,
  customerName: r.customerName,
  customerAvatar: r.customerAvatar ?? "",
  rating: r.rating,
  comment: r.comment,
  location: r.location ?? "",
  featured: String(r.featured),
});

/** Create or edit a review: a fetcher form to the tab's action, checked there by ReviewSchema. */
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
  const action = useAdminIntent();
  useCloseOnSuccess(action, onClose);
  const errors = action.failure?.fieldErrors ?? {};
  const review = mode?.kind === "edit" ? mode.review : null;
  return (
    <Dialog
      open={mode !== null}
      onClose={onClose}
      title={mode?.kind === "edit" ? "Edit Review" : "Add Review"}
      wide
    >
      <action.fetcher.Form method="post" noValidate className="grid gap-3 sm:grid-cols-2">
        {review ? (
          <HiddenFields intent="update" fields={{ id: review.id }} />
        ) : (
          <HiddenFields intent="create" />
        )}
        <div className="sm:col-span-2">
          <Field variant="admin" label="Product" id={`${id}-product`} error={errors.productId}>
            <select
              id={`${id}-product`}
              name="productId"
              className={inputClass("admin")}
              defaultValue={review?.productId ?? ""}
            >
              <option value="">Choose a product…</option>
              {products.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name} ({p.region})
                </option>
              ))}
            </select>
          </Field>
        </div>
        <Field variant="admin" label="Customer name" id={`${id}-name`} error={errors.customerName}>
          <input
            id={`${id}-name`}
            name="customerName"
            className={inputClass("admin")}
            defaultValue={review?.customerName}
          />
        </Field>
        <Field variant="admin" label="Location (optional)" id={`${id}-location`} error={errors.location}>
          <input
            id={`${id}-location`}
            name="location"
            className={inputClass("admin")}
            defaultValue={review?.location ?? ""}
          />
        </Field>
        <Field
          variant="admin"
          label="Avatar URL (optional)"
          id={`${id}-avatar`}
          error={errors.customerAvatar}
        >
          <input
            id={`${id}-avatar`}
            name="customerAvatar"
            className={inputClass("admin")}
            defaultValue={review?.customerAvatar ?? ""}
          />
        </Field>
        <Field variant="admin" label="Rating" id={`${id}-rating`} error={errors.rating}>
          <input
            id={`${id}-rating`}
            name="rating"
            type="number"
            min={1}
            max={5}
            step={1}
            className={inputClass("admin")}
            defaultValue={review?.rating ?? 5}
          />
        </Field>
        <div className="sm:col-span-2">
          <Field variant="admin" label="Comment" id={`${id}-comment`} error={errors.comment}>
            <textarea
              id={`${id}-comment`}
              name="comment"
              rows={4}
              className={inputClass("admin")}
              defaultValue={review?.comment}
            />
          </Field>
        </div>
        {/* No "Verified": only a buyer's delivered order makes a verified purchase (decision 0068). */}
        <p className="text-sm text-muted sm:col-span-2">
          Shown on the plan page as “Added by staff”, never as a verified purchase.
        </p>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="featured"
            className="size-4 accent-primary-700"
            defaultChecked={review?.featured ?? false}
          />{" "}
          Featured
        </label>
        <DialogFormActions
          className="sm:col-span-2"
          onCancel={onClose}
          pending={action.pending}
          label={"Save review"}
        />
      </action.fetcher.Form>
    </Dialog>
  );
}
