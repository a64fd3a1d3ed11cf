import { Link } from "react-router";
import { EsimCard } from "~/components/account/esim-card";
import { OrderStatusBadge } from "~/components/account/order-status-badge";
import { ArrowLeft, PackageCheck, Truck } from "~/components/ui/icons";
import { daysIn, formatDayIn, formatMalaysiaTimeIn } from "~/lib/dates-i18n";
import { metaT, richText, useLocalePath, useT } from "~/lib/i18n";
import { pageTitle } from "~/lib/seo";
import { customerSessionGuard, signedInCustomer } from "../../worker/web/guards/customer-route.server";
import { pageMessages, requestLocale } from "../../worker/web/language/messages.server";
import { requestPlatform } from "../../worker/web/pages/catalogue/devices.server";
import { loadOwnDelivery } from "../../worker/web/pages/orders/delivery.server";
import type { Route } from "./+types/my-orders.$id.esim";

export const meta: Route.MetaFunction = ({ params, matches, location }) => [
  { title: pageTitle(matches, metaT({ location, matches })("install.title", { id: params.id ?? "" })) },
  { name: "robots", content: "noindex" },
];

export const middleware: Route.MiddlewareFunction[] = [customerSessionGuard];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const customer = signedInCustomer(context);
  const locale = requestLocale(context);
  const delivery = await loadOwnDelivery(context, { userId: customer.user.id, rawId: params.id, locale });
  // A personal page (never cached), so it may lead with the install link of the phone reading it.
  // renderedAt: a copy the service worker kept for offline use says how old it is.
  const renderedAt = new Date().toISOString();
  // Dates in the page's language, written here: date-fns's locales stay out of the browser.
  const days = daysIn(locale, [
    ...delivery.esims.map((esim) => (esim.status === "issued" ? esim.usage?.expiresAt : null)),
    ...delivery.shipments.map((shipment) => shipment.shippedAt),
  ]);
  // A parcel's moments in Malaysia time, with the zone named; the estimate's two days likewise.
  const times: Record<string, string> = {};
  for (const s of delivery.shipments)
    for (const iso of [s.shippedAt, s.deliveredAt]) if (iso) times[iso] = formatMalaysiaTimeIn(locale, iso);
  const estimate = delivery.estimate && {
    ...delivery.estimate,
    earliestText: formatDayIn(locale, `${delivery.estimate.earliest}T00:00:00Z`),
    latestText: formatDayIn(locale, `${delivery.estimate.latest}T00:00:00Z`),
  };
  return {
    ...delivery,
    estimate,
    times,
    platform: requestPlatform(request),
    renderedAt,
    renderedAtText: formatMalaysiaTimeIn(locale, renderedAt),
    days,
    ...pageMessages(context, "install", "orders", "orderState"),
  };
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** The order's eSIMs (QR, codes, one-tap install on iPhone and Android, live usage) and SIM tracking. */
export default function OrderEsims({ loaderData }: Route.ComponentProps) {
  const { orderId, status, esims, shipments, pendingEsimLines, platform, renderedAt, days, times, estimate } =
    loaderData;
  const t = useT();
  const href = useLocalePath();
  return (
    <div className="mx-auto max-w-4xl px-4 pt-8 pb-24 sm:pt-12">
      <Link
        to={href("/my-orders")}
        className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-primary-700"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> {t("orders.title")}
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{t("orders.number", { id: String(orderId) })}</h1>
        <OrderStatusBadge status={status} />
      </div>
      <p data-testid="esim-updated" className="mt-1 text-sm text-muted">
        {richText(t, "install.updated", {
          at: <time dateTime={renderedAt}>{loaderData.renderedAtText}</time>,
        })}
      </p>
      {pendingEsimLines > 0 && (
        <p
          data-testid="esim-pending"
          className="mt-6 rounded-card border border-info-700/25 bg-info-50 px-5 py-4 text-sm text-info-700"
        >
          {t(status === "failed" ? "install.pendingFailed" : "install.pending")}
        </p>
      )}
      {esims.length > 0 && (
        <section aria-label={t("install.esims")} className="mt-6 flex flex-col gap-6">
          {esims.map((esim) => (
            <EsimCard key={esim.id} esim={esim} platform={platform} days={days} />
          ))}
        </section>
      )}
      {shipments.length > 0 && (
        <section
          aria-labelledby="shipping-title"
          className="mt-8 rounded-card border border-line bg-white p-5 shadow-card"
        >
          <h2 id="shipping-title" className="text-lg font-bold">
            {t("install.shipping")}
          </h2>
          <ul className="mt-3 divide-y divide-line">
            {shipments.map((s) => (
              <li key={s.orderItemId} data-testid="shipment" className="flex items-start gap-3 py-3 text-sm">
                {s.status !== "waiting" ? (
                  <Truck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-700" />
                ) : (
                  <PackageCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted" />
                )}
                <div>
                  <p className="font-medium">{s.productName}</p>
                  {s.status === "waiting" ? (
                    <p className="text-muted">{t("install.waitingShip")}</p>
                  ) : (
                    <>
                      <p className="text-muted">
                        {richText(t, "install.shipped", {
                          on: s.shippedAt ? times[s.shippedAt] : "",
                          carrier: s.carrier,
                          number: (
                            <span className="font-semibold text-ink select-all">{s.trackingNumber}</span>
                          ),
                        })}
                      </p>
                      {s.trackingUrl && (
                        <a
                          href={s.trackingUrl}
                          target="_blank"
                          rel="noopener noreferrer"
                          data-testid="tracking-link"
                          className="mt-1 inline-block font-semibold text-primary-700 hover:underline"
                        >
                          {t("install.track", { carrier: s.carrier ?? "" })}
                        </a>
                      )}
                      {s.status === "delivered" && s.deliveredAt && (
                        <p className="mt-1 font-medium text-success-700" data-testid="shipment-delivered">
                          {t("install.arrived", { on: times[s.deliveredAt] ?? "" })}
                        </p>
                      )}
                    </>
                  )}
                  {s.status !== "delivered" && estimate && (
                    <p className="mt-1 text-muted" data-testid="shipment-estimate">
                      {t("install.estimate", {
                        from: estimate.earliestText,
                        to: estimate.latestText,
                        min: String(estimate.minDays),
                        max: String(estimate.maxDays),
                      })}
                    </p>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
      {esims.length === 0 && shipments.length === 0 && pendingEsimLines === 0 && (
        <p className="mt-6 text-muted">{t("install.nothing")}</p>
      )}
    </div>
  );
}
