import { ArrowLeft, Plus } from "lucide-react";
import { Form, Link, redirect, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { fieldErrorsOf } from "~/lib/form-errors";
import { decimalToSen, formatRm } from "~/lib/money";
import { formatData, formatDuration } from "~/lib/plan-format";
import { pageTitle } from "~/lib/seo";
import { topupPath } from "~/schemas/esim";
import { iccidTail } from "~/schemas/topups";
import { actionFailure, invalidForm } from "../../worker/web/action-result.server";
import { customerSessionGuard, signedInCustomer } from "../../worker/web/customer-route.server";
import { loadTopupPage, topupFromForm } from "../../worker/web/topups.server";
import type { Route } from "./+types/my-esims.$iccid.top-up";

// Every word the top-up page shows, in one place.
const WORDS = {
  title: (tail: string) => `Top up your eSIM ${tail}`,
  heading: "Top up your eSIM",
  back: "My eSIMs",
  lead: "Add data and days to the eSIM you already installed: nothing new to install, the same QR code keeps working.",
  buy: "Buy",
  buying: "Opening payment…",
  buyLabel: (name: string, price: string) => `Buy ${name} for ${price}`,
  paysOnStripe: "You pay on Stripe's secure page; the top-up is added as soon as the payment is confirmed.",
  noPayments: "Card payments are not configured yet (demo mode), so top-ups cannot be bought here right now.",
  noneTitle: "This eSIM cannot be topped up",
  noneText: "There is no top-up for this eSIM right now. For more data, choose a new plan for your trip.",
  toPlans: "See plans",
  validFor: (days: string) => `valid ${days}`,
} as const;

export const meta: Route.MetaFunction = ({ params, matches }) => [
  { title: pageTitle(matches, WORDS.title(iccidTail(params.iccid ?? ""))) },
  { name: "robots", content: "noindex" },
];

export const middleware: Route.MiddlewareFunction[] = [customerSessionGuard];

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadTopupPage(context, signedInCustomer(context).user.id, params.iccid);
}

/** "Buy": the top-up's own order, then Stripe's page (a plain form POST, no JavaScript needed). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const customer = signedInCustomer(context);
  try {
    const result = await topupFromForm(request, context, { customer, iccid: params.iccid });
    if (!result.ok) return invalidForm(fieldErrorsOf(result.error));
    return redirect(result.url, 303);
  } catch (error) {
    return actionFailure(error);
  }
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export default function TopUp({ loaderData, actionData }: Route.ComponentProps) {
  const { iccid, offers, payments } = loaderData;
  const navigation = useNavigation();
  const failure = actionData && !actionData.ok ? actionData : null;
  const busy = navigation.state !== "idle" ? navigation.formData?.get("topupId") : null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <Link
        to="/my-esims"
        className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-primary-700"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> {WORDS.back}
      </Link>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">
        {WORDS.heading} <span className="whitespace-nowrap">{iccidTail(iccid)}</span>
      </h1>
      {offers.length === 0 ? (
        <section
          data-testid="topup-none"
          className="mt-6 rounded-card border border-line bg-white p-6 shadow-card"
          aria-labelledby="topup-none-title"
        >
          <h2 id="topup-none-title" className="text-lg font-bold">
            {WORDS.noneTitle}
          </h2>
          <p className="mt-2 text-sm text-muted">{WORDS.noneText}</p>
          <Link to="/shop" className={buttonClass("primary", "md", "mt-4")}>
            {WORDS.toPlans}
          </Link>
        </section>
      ) : (
        <>
          <p className="mt-3 text-muted">{WORDS.lead}</p>
          {!payments && (
            <p role="status" className="mt-4 rounded-card bg-warning-50 px-4 py-3 text-sm text-warning-800">
              {WORDS.noPayments}
            </p>
          )}
          {failure && (
            <p role="alert" className="mt-4 rounded-card bg-danger-50 px-4 py-3 text-sm text-danger-700">
              {failure.error}
            </p>
          )}
          <ul className="mt-6 grid gap-4 sm:grid-cols-2" aria-label="Top-ups">
            {offers.map((offer) => {
              const price = formatRm(decimalToSen(offer.price) ?? 0);
              return (
                <li
                  key={offer.id}
                  data-testid="topup-offer"
                  className="flex flex-col rounded-card border border-line bg-white p-5 shadow-card"
                >
                  <h2 className="text-lg font-bold">{offer.name}</h2>
                  <p className="mt-1 text-sm text-muted">
                    {formatData(offer.unlimited ? null : offer.dataMb)} ·{" "}
                    {WORDS.validFor(formatDuration(offer.days))}
                  </p>
                  <p className="mt-3 text-2xl font-bold">{price}</p>
                  <Form method="post" action={topupPath(iccid)} className="mt-4">
                    <input type="hidden" name="topupId" value={offer.id} />
                    <button
                      type="submit"
                      aria-label={WORDS.buyLabel(offer.name, price)}
                      disabled={!payments || busy !== null}
                      className={buttonClass("primary", "md", "w-full")}
                    >
                      <Plus aria-hidden="true" className="size-4" />
                      {busy === String(offer.id) ? WORDS.buying : WORDS.buy}
                    </button>
                  </Form>
                </li>
              );
            })}
          </ul>
          <p className="mt-4 text-xs text-muted">{WORDS.paysOnStripe}</p>
        </>
      )}
    </div>
  );
}
