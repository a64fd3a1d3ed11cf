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

/** What the buyer wrote, with the trip month, why staff hid it and the shop's reply. */
function ReviewComment({ review }: { review: ReviewRow }) {
  return (
    <span className="block break-words whitespace-pre-line">
      {review.comment}
      {review.tripMonth && <span className="block text-xs text-muted">Trip: {review.tripMonth}</span>}
      {review.hiddenReason && review.status === "hidden" && (
        <span className="block text-xs text-muted">Hidden: {review.hiddenReason}</span>
      )}
      {review.reply && <span className="block text-xs text-muted">Reply: {review.reply}</span>}
    </span>
  );
}

/** A review's row actions: publish, hide, reply, feature, edit (staff-typed only), delete. */
function ReviewActions({ review, show }: { review: ReviewRow; show: (mode: Mode) => void }) {
  return (
    <span className="flex flex-wrap items-center gap-1">
      <PublishButton review={review} />
      {review.status !== "hidden" && (
        <button
          type="button"
          className="rounded-control px-2 py-1 text-sm font-medium text-ink hover:bg-canvas"
          aria-label={`Hide review by ${review.customerName}`}
          onClick={() => show({ kind: "hide", review })}
        >
          Hide
        </button>
      )}
      <button
        type="button"
        className="rounded-control px-2 py-1 text-sm font-medium text-ink hover:bg-canvas"
        aria-label={`Reply to review by ${review.customerName}`}
        onClick={() => show({ kind: "reply", review })}
      >
        Reply
      </button>
      <FeatureToggle review={review} />
      {/* A buyer's words are theirs: staff publish, hide or answer them, never rewrite them. */}
      {review.source === "staff" && (
        <EditButton
          label={`Edit review by ${review.customerName}`}
          onClick={() => show({ kind: "edit", review })}
        />
      )}
      <DeleteButton
        label={`Delete review by ${review.customerName}`}
        onClick={() => show({ kind: "delete", review })}
      />
    </span>
  );
}

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
            render: (r) => <ReviewComment review={r} />,
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
            render: (r) => <ReviewActions review={r} show={show} />,
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
