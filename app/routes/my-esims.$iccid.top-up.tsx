import { Form, Link, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { ArrowLeft, Plus } from "~/components/ui/icons";
import { useFormMessage } from "~/lib/form-messages";
import { metaT, useLocalePath, useT } from "~/lib/i18n";
import { decimalToSen, formatRm } from "~/lib/money";
import { formatData } from "~/lib/plan-format";
import { pageTitle } from "~/lib/seo";
import { topupPath } from "~/schemas/esim";
import { iccidTail } from "~/schemas/topups";
import { formAction } from "../../worker/web/forms/form-action.server";
import { customerSessionGuard, signedInCustomer } from "../../worker/web/guards/customer-route.server";
import { pageMessages } from "../../worker/web/language/messages.server";
import { loadTopupPage, topupIntent } from "../../worker/web/pages/esims/topups.server";
import type { Route } from "./+types/my-esims.$iccid.top-up";

export const meta: Route.MetaFunction = ({ params, matches, location }) => [
  {
    title: pageTitle(
      matches,
      metaT({ location, matches })("topup.title", { tail: iccidTail(params.iccid ?? "") }),
    ),
  },
  { name: "robots", content: "noindex" },
];

export const middleware: Route.MiddlewareFunction[] = [customerSessionGuard];

export async function loader({ context, params }: Route.LoaderArgs) {
  return {
    ...(await loadTopupPage(context, signedInCustomer(context).user.id, params.iccid)),
    // The offers' facts reuse the plan cards' words ("7 Days", "Unlimited").
    ...pageMessages(context, "topup", "planCard", "forms"),
  };
}

/** "Buy": the top-up's own order, then Stripe's page (a plain form POST, no JavaScript needed). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const customer = signedInCustomer(context);
  const buy = topupIntent(request, context, { customer, iccid: params.iccid });
  return formAction(request, { only: "buy", intents: { buy } });
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export default function TopUp({ loaderData, actionData }: Route.ComponentProps) {
  const { iccid, offers, payments } = loaderData;
  const navigation = useNavigation();
  const failure = actionData && !actionData.ok ? actionData : null;
  const busy = navigation.state !== "idle" ? navigation.formData?.get("topupId") : null;
  const t = useT();
  const href = useLocalePath();
  const said = useFormMessage();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <Link
        to={href("/my-esims")}
        className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-primary-700"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> {t("topup.back")}
      </Link>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">
        {t("topup.heading")} <span className="whitespace-nowrap">{iccidTail(iccid)}</span>
      </h1>
      {offers.length === 0 ? (
        <section
          data-testid="topup-none"
          className="mt-6 rounded-card border border-line bg-white p-6 shadow-card"
          aria-labelledby="topup-none-title"
        >
          <h2 id="topup-none-title" className="text-lg font-bold">
            {t("topup.noneTitle")}
          </h2>
          <p className="mt-2 text-sm text-muted">{t("topup.noneText")}</p>
          <Link to={href("/shop")} className={buttonClass("primary", "md", "mt-4")}>
            {t("topup.toPlans")}
          </Link>
        </section>
      ) : (
        <>
          <p className="mt-3 text-muted">{t("topup.lead")}</p>
          {!payments && (
            <p role="status" className="mt-4 rounded-card bg-warning-50 px-4 py-3 text-sm text-warning-800">
              {t("topup.noPayments")}
            </p>
          )}
          {failure && (
            <p role="alert" className="mt-4 rounded-card bg-danger-50 px-4 py-3 text-sm text-danger-700">
              {said(failure.error)}
            </p>
          )}
          <ul className="mt-6 grid gap-4 sm:grid-cols-2" aria-label={t("topup.offers")}>
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
                    {offer.unlimited || offer.dataMb === null
                      ? t("planCard.unlimited")
                      : formatData(offer.dataMb)}{" "}
                    · {t("topup.validFor", { days: t("planCard.days", { count: offer.days }) })}
                  </p>
                  <p className="mt-3 text-2xl font-bold">{price}</p>
                  <Form method="post" action={href(topupPath(iccid))} className="mt-4">
                    <input type="hidden" name="topupId" value={offer.id} />
                    <button
                      type="submit"
                      aria-label={t("topup.buyLabel", { name: offer.name, price })}
                      disabled={!payments || busy !== null}
                      className={buttonClass("primary", "md", "w-full")}
                    >
                      <Plus aria-hidden="true" className="size-4" />
                      {busy === String(offer.id) ? t("topup.buying") : t("topup.buy")}
                    </button>
                  </Form>
                </li>
              );
            })}
          </ul>
          <p className="mt-4 text-xs text-muted">{t("topup.paysOnStripe")}</p>
        </>
      )}
    </div>
  );
}
