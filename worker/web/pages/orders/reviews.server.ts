import type { RouterContextProvider } from "react-router";
import { formatMalaysiaDayIn } from "../../../../app/lib/dates-i18n";
import { formMessage } from "../../../../app/lib/form-messages";
import type { Locale } from "../../../../app/lib/locale";
import {
  BuyerReviewApiSchema,
  type ReviewStanding,
  type ShownStanding,
} from "../../../../app/schemas/reviews";
import { reviewStandings, submitBuyerReview } from "../../../services/catalogue/buyer-reviews";
import { UnauthorizedError } from "../../../services/errors";
import { actionFailure, formSuccess, invalidForm } from "../../forms/action-result.server";
import { formIntent, type Posted } from "../../forms/form-action.server";
import { getCustomer } from "../../guards/customer-route.server";
import { appContext } from "../../http/context.server";
import { pageMessageKeys, pageMessages, requestLocale, serverT } from "../../language/messages.server";

// The buyer's review form, as the order page and the plan page both offer it (decision 0068).
type RouteContext = Readonly<RouterContextProvider>;

export const REVIEW_INTENT = "review";

/** The form's field and refusal messages in the page's language (decision 0044), not all of `forms`. */
const REVIEW_FORM_KEYS = [
  "forms.rating_must_be_between_1_and_5",
  "forms.comment_is_required",
  "forms.please_keep_it_under_2000_characters",
  "forms.choose_the_month_of_your_trip",
  "forms.only_customers_who_bought_this_plan_can_review_it",
  "forms.you_can_review_this_plan_once_your_order_of_it_has_been_delivered",
  "forms.you_have_already_reviewed_this_plan",
  "forms.too_many_attempts_please_try_again_later",
] as const;

/** The words of the review panel, for a page's loader. */
export function reviewMessages(context: Readonly<RouterContextProvider>) {
  return { ...pageMessages(context, "review").messages, ...pageMessageKeys(context, REVIEW_FORM_KEYS) };
}

/** Where this customer stands with each plan, keyed by product id. */
async function standingsOf(
  context: RouteContext,
  { userId, productIds, locale }: { userId: number; productIds: number[]; locale: Locale },
): Promise<Record<number, ShownStanding>> {
  const standings = await reviewStandings(context.get(appContext).db, userId, productIds);
  return Object.fromEntries([...standings].map(([id, s]) => [id, shownStanding(locale, s)]));
}

/** A standing as the panel shows it: a review's day in the page's language. */
export function shownStanding(locale: Locale, standing: ReviewStanding): ShownStanding {
  return standing.kind === "reviewed"
    ? { ...standing, on: formatMalaysiaDayIn(locale, standing.createdAt) }
    : standing;
}

/** A delivered order's plans (once each) with where the customer stands with each; none otherwise. */
export async function orderReviewPlans(
  context: RouteContext,
  {
    userId,
    order,
    locale,
  }: {
    userId: number;
    order: { status: string; items: { productId: number; name: string }[] };
    locale: Locale;
  },
) {
  if (order.status !== "delivered") return [];
  const plans = [...new Map(order.items.map((item) => [item.productId, item.name])).entries()];
  const standings = await standingsOf(context, { userId, productIds: plans.map(([id]) => id), locale });
  return plans.map(([productId, name]) => ({ productId, name, standing: standings[productId] ?? null }));
}

/**
 * Whose review standing the plan page reads (in its own batch): the signed-in customer's id, trusted
 * from KV like the navigation's; null for a visitor (every cached copy of the page is one).
 */
export async function planReviewer(request: Request, context: RouteContext): Promise<number | null> {
  const customer = await getCustomer(request, context, { fresh: false });
  return customer?.user.id ?? null;
}

/**
 * The review form's post: the shared schema, then the service's rules (a delivered order, once).
 * Signed out, the answer is 401 and the form says so; a refusal is a toast and the form's status.
 */
export function buyerReviewIntent(request: Request, context: RouteContext) {
  const locale = requestLocale(context);
  const t = serverT(locale);
  // Each plan's form on the order page reads only its own answer.
  const answered = ({ fields }: Posted) => ({
    intent: `${REVIEW_INTENT}:${Number(fields.productId) || 0}`,
    values: fields,
  });
  return formIntent({
    schema: BuyerReviewApiSchema,
    run: async ({ productId, ...review }, posted) => {
      const customer = await getCustomer(request, context);
      if (!customer) throw new UnauthorizedError("Not authenticated");
      await submitBuyerReview(context.get(appContext).db, { userId: customer.user.id, productId, review });
      return formSuccess(
        context,
        { title: t("review.doneTitle"), description: t("review.doneText") },
        { intent: answered(posted).intent },
      );
    },
    invalid: (errors, posted) => invalidForm(errors, answered(posted)),
    failure: (error, posted) =>
      actionFailure(error, answered(posted), {
        context,
        title: t("review.refused"),
        message: (failure) => formMessage(t, locale, failure.error),
      }),
  });
}
