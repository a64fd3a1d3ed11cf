import type { FormResult } from "~/lib/form-errors";
import { useLocalePath, useT } from "~/lib/i18n";
import type { ShownStanding } from "~/schemas/reviews";
import { BuyerReviewPanel } from "./buyer-review";

/** The order page's "Review your plans": a delivered order's plans, each reviewable once. */
export function OrderReviews({
  plans,
  actionData,
}: {
  plans: { productId: number; name: string; standing: ShownStanding | null }[];
  actionData?: FormResult;
}) {
  const t = useT();
  const href = useLocalePath();
  if (plans.length === 0) return null;
  return (
    <section
      aria-labelledby="order-reviews-title"
      className="flex flex-col gap-4"
      data-testid="order-reviews"
    >
      <h2 id="order-reviews-title" className="text-xl font-bold">
        {t("review.orderTitle")}
      </h2>
      {plans.map((plan) => (
        <div key={plan.productId} className="flex flex-col gap-2">
          {/* The plan's stored name as plain text, as the order's lines show it; the form is named in the page's language. */}
          <p className="font-semibold" data-testid="review-plan">
            {plan.name}
          </p>
          <BuyerReviewPanel
            productId={plan.productId}
            standing={plan.standing}
            signInHref={href("/auth/login")}
            actionData={actionData}
          />
        </div>
      ))}
    </section>
  );
}
