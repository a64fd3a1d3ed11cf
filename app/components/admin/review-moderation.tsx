import { useId } from "react";
import { Badge } from "~/components/ui/badge";
import { Dialog, DialogFormActions } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { inputClass } from "~/components/ui/input";
import type { AdminReview } from "~/schemas/admin/catalogue-lists";
import { HiddenFields, IntentButton, useCloseOnSuccess } from "./intent-actions";
import { useAdminIntent } from "./use-admin-intent";

const STATUS = {
  pending: { label: "Pending", tone: "warning" },
  published: { label: "Published", tone: "success" },
  hidden: { label: "Hidden", tone: "neutral" },
} as const;

/** Where a review stands and who wrote it, as the Reviews tab's Status column shows it. */
export function ReviewBadges({ review }: { review: AdminReview }) {
  const status = STATUS[review.status];
  return (
    <span className="flex flex-wrap gap-1">
      <Badge tone={status.tone}>{status.label}</Badge>
      {review.source === "buyer" ? (
        <Badge tone="info">{review.verified ? "Verified purchase" : "Buyer"}</Badge>
      ) : (
        <Badge>Added by staff</Badge>
      )}
      {review.featured && <Badge tone="primary">Featured</Badge>}
    </span>
  );
}

/** Publish (when not yet public) as one post; hiding and replying open their dialogs. */
export function PublishButton({ review }: { review: AdminReview }) {
  if (review.status === "published") return null;
  return (
    <IntentButton intent="publish" fields={{ id: review.id }} variant="primary">
      <span aria-hidden="true">Publish</span>
      <span className="sr-only">Publish review by {review.customerName}</span>
    </IntentButton>
  );
}

/** Hide with a reason (required, kept with the review) or answer it in public. */
export function ModerationDialog({
  mode,
  onClose,
}: {
  mode: { kind: "hide" | "reply"; review: AdminReview } | null;
  onClose: () => void;
}) {
  const id = useId();
  const action = useAdminIntent();
  useCloseOnSuccess(action, onClose);
  const errors = action.failure?.fieldErrors ?? {};
  const hide = mode?.kind === "hide";
  return (
    <Dialog
      open={mode !== null}
      onClose={onClose}
      title={hide ? "Hide review" : "Reply to review"}
      description={
        mode
          ? hide
            ? `The review by ${mode.review.customerName} leaves the plan page and its average.`
            : `Shown under the review by ${mode.review.customerName}; leave it empty to remove the reply.`
          : undefined
      }
    >
      {mode && (
        <action.fetcher.Form method="post" noValidate className="grid gap-3">
          <HiddenFields intent={mode.kind} fields={{ id: mode.review.id }} />
          {hide ? (
            <Field variant="admin" label="Reason" id={`${id}-reason`} error={errors.reason}>
              <textarea
                id={`${id}-reason`}
                name="reason"
                rows={3}
                className={inputClass("admin")}
                defaultValue={mode.review.hiddenReason ?? ""}
              />
            </Field>
          ) : (
            <Field variant="admin" label="Reply" id={`${id}-reply`} error={errors.reply}>
              <textarea
                id={`${id}-reply`}
                name="reply"
                rows={4}
                className={inputClass("admin")}
                defaultValue={mode.review.reply ?? ""}
              />
            </Field>
          )}
          <DialogFormActions
            onCancel={onClose}
            pending={action.pending}
            label={hide ? "Hide review" : "Save reply"}
            variant={hide ? "danger" : "primary"}
          />
        </action.fetcher.Form>
      )}
    </Dialog>
  );
}
