import { ArrowLeft, PackageCheck, Truck } from "lucide-react";
import { Link } from "react-router";
import { EsimCard } from "~/components/account/esim-card";
import { OrderStatusBadge } from "~/components/account/order-status-badge";
import { formatDay, formatMalaysiaTime } from "~/lib/dates";
import { pageTitle } from "~/lib/seo";
import { customerSessionGuard, signedInCustomer } from "../../worker/web/customer-route.server";
import { loadOwnDelivery } from "../../worker/web/delivery.server";
import { requestPlatform } from "../../worker/web/devices.server";
import type { Route } from "./+types/my-orders.$id.esim";

export const meta: Route.MetaFunction = ({ params, matches }) => [
  { title: pageTitle(matches, `Install your eSIM · Order #${params.id}`) },
  { name: "robots", content: "noindex" },
];

export const middleware: Route.MiddlewareFunction[] = [customerSessionGuard];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const customer = signedInCustomer(context);
  const delivery = await loadOwnDelivery(context, customer.user.id, params.id);
  // A personal page (never cached), so it may lead with the install link of the phone reading it.
  // renderedAt: a copy the service worker kept for offline use says how old it is.
  return { ...delivery, platform: requestPlatform(request), renderedAt: new Date().toISOString() };
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** The order's eSIMs (QR, codes, one-tap install on iPhone and Android, live usage) and SIM tracking. */
export default function OrderEsims({ loaderData }: Route.ComponentProps) {
  const { orderId, status, esims, shipments, pendingEsimLines, platform, renderedAt } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 pt-8 pb-24 sm:pt-12">
      <Link
        to="/my-orders"
        className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-primary-700"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> My Orders
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight">Order #{orderId}</h1>
        <OrderStatusBadge status={status} />
      </div>
      <p data-testid="esim-updated" className="mt-1 text-sm text-muted">
        Last updated <time dateTime={renderedAt}>{formatMalaysiaTime(renderedAt)}</time>. Saved on this
        device, so it opens without a connection.
      </p>
      {pendingEsimLines > 0 && (
        <p
          data-testid="esim-pending"
          className="mt-6 rounded-card border border-info-700/25 bg-info-50 px-5 py-4 text-sm text-info-700"
        >
          {status === "failed"
            ? "We could not get your eSIM from our supplier yet. Our team has been alerted and will sort it out."
            : "Your eSIM is being prepared. This usually takes under a minute; refresh this page in a moment."}
        </p>
      )}
      {esims.length > 0 && (
        <section aria-label="Your eSIMs" className="mt-6 flex flex-col gap-6">
          {esims.map((esim) => (
            <EsimCard key={esim.id} esim={esim} platform={platform} />
          ))}
        </section>
      )}
      {shipments.length > 0 && (
        <section
          aria-labelledby="shipping-title"
          className="mt-8 rounded-card border border-line bg-white p-5 shadow-card"
        >
          <h2 id="shipping-title" className="text-lg font-bold">
            Physical SIM delivery
          </h2>
          <ul className="mt-3 divide-y divide-line">
            {shipments.map((s) => (
              <li key={s.orderItemId} data-testid="shipment" className="flex items-start gap-3 py-3 text-sm">
                {s.status === "shipped" ? (
                  <Truck aria-hidden="true" className="mt-0.5 size-5 text-success-700" />
                ) : (
                  <PackageCheck aria-hidden="true" className="mt-0.5 size-5 text-muted" />
                )}
                <div>
                  <p className="font-medium">{s.productName}</p>
                  {s.status === "shipped" ? (
                    <p className="text-muted">
                      Shipped {s.shippedAt && formatDay(s.shippedAt)} with {s.carrier}, tracking number{" "}
                      <span className="font-semibold text-ink select-all">{s.trackingNumber}</span>
                    </p>
                  ) : (
                    <p className="text-muted">Waiting to be shipped.</p>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
      {esims.length === 0 && shipments.length === 0 && pendingEsimLines === 0 && (
        <p className="mt-6 text-muted">Nothing to install for this order yet.</p>
      )}
    </div>
  );
}
