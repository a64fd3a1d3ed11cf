import { Link } from "react-router";
import { errorText } from "~/components/account/error-text";
import { FormStatus } from "~/components/forms/form-status";
import { useRouteForm } from "~/components/forms/use-route-form";
import { buttonClass } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Info, Send, Star } from "~/components/ui/icons";
import type { FormResult } from "~/lib/form-errors";
import { type MessageKey, useT } from "~/lib/i18n";
import { BuyerReviewApiSchema, type ReviewStanding, type ShownStanding } from "~/schemas/reviews";

const STANDING_KEYS: Record<Exclude<ReviewStanding["kind"], "can-review" | "reviewed">, MessageKey> = {
  "not-delivered": "review.standing.notDelivered",
  "not-bought": "review.standing.notBought",
};

const REVIEWED_KEYS = {
  pending: "review.standing.pending",
  published: "review.standing.published",
  hidden: "review.standing.hidden",
} as const satisfies Record<string, MessageKey>;

/**
 * What a customer sees about reviewing one plan: the form when a delivered order of it lets them,
 * otherwise why not (signed out, not bought, not delivered, already reviewed).
 */
export function BuyerReviewPanel({
  productId,
  standing,
  signInHref,
  actionData,
  title,
}: {
  productId: number;
  standing: ShownStanding | null;
  signInHref: string;
  actionData?: FormResult;
  /** The form's heading; "Review this plan" by default. */
  title?: string;
}) {
  const t = useT();
  if (standing?.kind === "can-review")
    return <BuyerReviewForm productId={productId} actionData={actionData} title={title} />;
  const words =
    standing === null
      ? null
      : standing.kind === "reviewed"
        ? t(REVIEWED_KEYS[standing.status], { on: standing.on ?? "" })
        : t(STANDING_KEYS[standing.kind]);
  return (
    <p className="flex items-start gap-2 text-sm text-muted" data-testid="review-standing">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {words ?? (
        <Link to={signInHref} className="font-medium text-primary-700 underline-offset-2 hover:underline">
          {t("review.standing.signIn")}
        </Link>
      )}
    </p>
  );
}

function BuyerReviewForm({
  productId,
  actionData,
  title,
}: {
  productId: number;
  actionData?: FormResult;
  title?: string;
}) {
  const intent = `review:${productId}`;
  const { formRef, register, control, onSubmit, errorFor, busy, failure } = useRouteForm({
    schema: BuyerReviewApiSchema,
    empty: { productId, rating: 5, comment: "", tripMonth: "" },
    actionData,
    intent,
  });
  const t = useT();
  const id = `review-${productId}`;
  const ratingError = errorText(t, errorFor("rating"));
  // The schema coerces, so its input types are loose; these two controls hold text.
  const text = (name: "comment" | "tripMonth", className: string) => {
    const props = control(name, className);
    return { ...props, defaultValue: String(props.defaultValue ?? "") };
  };
  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      className="rounded-card border border-line bg-white p-5 shadow-card"
      data-testid="review-form"
    >
      <input type="hidden" name="intent" value="review" />
      <input type="hidden" {...register("productId")} value={productId} />
      <h3 id={`${id}-title`} className="font-bold">
        {title ?? t("review.title")}
      </h3>
      <p className="mt-1 text-sm text-muted">{t("review.lead")}</p>
      {failure && !failure.fieldErrors && (
        <div className="mt-3">
          <FormStatus error={errorText(t, failure.error)} />
        </div>
      )}
      <fieldset className="mt-3" aria-describedby={ratingError ? `${id}-rating-error` : undefined}>
        <legend className="text-sm font-semibold text-ink">{t("review.rating")}</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {[5, 4, 3, 2, 1].map((stars) => (
            <label key={stars} className="cursor-pointer">
              <input
                type="radio"
                value={stars}
                defaultChecked={stars === 5}
                className="peer sr-only"
                {...register("rating")}
              />
              <span className="inline-flex min-h-11 items-center gap-1 rounded-full bg-white px-3 text-sm font-semibold ring-1 ring-line peer-checked:bg-accent-50 peer-checked:text-accent-700 peer-checked:ring-2 peer-checked:ring-accent-600 peer-focus-visible:outline-2 peer-focus-visible:outline-primary-600">
                <span aria-hidden="true">{stars}</span>
                <Star aria-hidden="true" className="size-4 fill-current text-accent-600" />
                <span className="sr-only">{t("review.stars", { count: stars })}</span>
              </span>
            </label>
          ))}
        </div>
        {ratingError && (
          <p id={`${id}-rating-error`} className="mt-1 text-sm font-medium text-danger-700">
            {ratingError}
          </p>
        )}
      </fieldset>
      <div className="mt-3">
        <Field id={`${id}-comment`} label={t("review.comment")} error={errorText(t, errorFor("comment"))}>
          {(aria) => <textarea {...aria} {...text("comment", "py-2")} rows={4} />}
        </Field>
      </div>
      <div className="mt-3">
        <Field id={`${id}-month`} label={t("review.tripMonth")} error={errorText(t, errorFor("tripMonth"))}>
          {(aria) => <input {...aria} type="month" {...text("tripMonth", "")} />}
        </Field>
      </div>
      <button type="submit" disabled={busy} className={buttonClass("primary", "md", "mt-4 w-full sm:w-auto")}>
        <Send aria-hidden="true" className="size-4" />
        {t("review.submit")}
      </button>
    </form>
  );
}
