import { DataTable } from "~/components/ui/data-table";
import { Star } from "~/components/ui/icons";
import { formatMalaysiaDay } from "~/lib/dates";
import type { ListPage } from "~/schemas/admin/common";
import { DeleteButton, deleteConfirmation, EditButton, TabHeader } from "./crud";
import { CustomerLink } from "./customer-link";
import { ConfirmDialog, HiddenFields } from "./intent-actions";
import { ReviewDialog, type ReviewRow, reviewFields } from "./review-dialog";
import { ModerationDialog, PublishButton, ReviewBadges } from "./review-moderation";
import { useAdminIntent } from "./use-admin-intent";
import { useTabDialog } from "./use-tab-dialog";

type Mode = { kind: "create" } | { kind: "edit" | "delete" | "hide" | "reply"; review: ReviewRow };

export function ReviewsTab({
  data,
  products,
}: {
  data: ListPage<ReviewRow>;
  products: { id: number; name: string; region: string }[];
}) {
  const { mode, opened, show, close } = useTabDialog<Mode>();
  return (
    <div>
      <TabHeader title="Reviews" addLabel="Add Review" onAdd={() => show({ kind: "create" })} />
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
                {r.userId ? (
                  <CustomerLink userId={r.userId}>{r.customerName}</CustomerLink>
                ) : (
                  <span className="font-medium">{r.customerName}</span>
                )}
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
          {
            key: "comment",
            label: "Comment",
            className: "max-w-sm",
            render: (r) => (
              <span className="block break-words whitespace-pre-line">
                {r.comment}
                {r.tripMonth && <span className="block text-xs text-muted">Trip: {r.tripMonth}</span>}
                {r.hiddenReason && r.status === "hidden" && (
                  <span className="block text-xs text-muted">Hidden: {r.hiddenReason}</span>
                )}
                {r.reply && <span className="block text-xs text-muted">Reply: {r.reply}</span>}
              </span>
            ),
          },
          {
            key: "badges",
            label: "Status",
            sort: "status",
            render: (r) => <ReviewBadges review={r} />,
          },
          {
            key: "date",
            label: "Date (MYT)",
            sort: "createdAt",
            render: (r) => formatMalaysiaDay(r.createdAt),
          },
          {
            key: "actions",
            actions: true,
            label: "Actions",
            render: (r) => (
              <span className="flex flex-wrap items-center gap-1">
                <PublishButton review={r} />
                {r.status !== "hidden" && (
                  <button
                    type="button"
                    className="rounded-control px-2 py-1 text-sm font-medium text-ink hover:bg-canvas"
                    aria-label={`Hide review by ${r.customerName}`}
                    onClick={() => show({ kind: "hide", review: r })}
                  >
                    Hide
                  </button>
                )}
                <button
                  type="button"
                  className="rounded-control px-2 py-1 text-sm font-medium text-ink hover:bg-canvas"
                  aria-label={`Reply to review by ${r.customerName}`}
                  onClick={() => show({ kind: "reply", review: r })}
                >
                  Reply
                </button>
                <FeatureToggle review={r} />
                {/* A buyer's words are theirs: staff publish, hide or answer them, never rewrite them. */}
                {r.source === "staff" && (
                  <EditButton
                    label={`Edit review by ${r.customerName}`}
                    onClick={() => show({ kind: "edit", review: r })}
                  />
                )}
                <DeleteButton
                  label={`Delete review by ${r.customerName}`}
                  onClick={() => show({ kind: "delete", review: r })}
                />
              </span>
            ),
          },
        ]}
      />
      <ReviewDialog
        key={opened}
        mode={
          mode?.kind === "create"
            ? mode
            : mode?.kind === "edit"
              ? { kind: "edit", review: mode.review }
              : null
        }
        products={products}
        onClose={close}
      />
      <ModerationDialog
        key={`m${opened}`}
        mode={
          mode?.kind === "hide" || mode?.kind === "reply" ? { kind: mode.kind, review: mode.review } : null
        }
        onClose={close}
      />
      <ConfirmDialog
        key={`d${opened}`}
        {...deleteConfirmation(mode?.kind === "delete" ? mode.review.id : null)}
        title="Delete review"
        description={
          mode?.kind === "delete" ? `Delete the review by ${mode.review.customerName}?` : undefined
        }
        onClose={close}
      />
    </div>
  );
}

/** The star: posts the review again with `featured` flipped, as an edit through the API would. */
function FeatureToggle({ review }: { review: ReviewRow }) {
  const { fetcher, pending } = useAdminIntent();
  const name = review.customerName;
  return (
    <fetcher.Form method="post">
      <HiddenFields
        intent="update"
        fields={{ ...reviewFields(review), featured: String(!review.featured) }}
      />
      <button
        type="submit"
        aria-label={review.featured ? `Unfeature review by ${name}` : `Feature review by ${name}`}
        aria-pressed={review.featured}
        disabled={pending}
        className="rounded-control p-1.5 text-accent-600 hover:bg-accent-50"
      >
        <Star aria-hidden="true" className={`size-4 ${review.featured ? "fill-current" : ""}`} />
      </button>
    </fetcher.Form>
  );
}
