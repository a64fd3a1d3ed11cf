import { PlanThumb } from "~/components/plan/plan-thumb";
import { useT } from "~/lib/i18n";
import { formatRm } from "~/lib/money";
import type { Route } from "../../routes/+types/my-orders.detail";
import { orderLineName } from "./order-words";

/** What an order bought, line by line, and how its total was reached (discounts, credit, refunds). */
export function OrderLines({ order }: { order: Route.ComponentProps["loaderData"]["order"] }) {
  const t = useT();
  return (
    <section aria-labelledby="lines-title" className="rounded-card border border-line bg-white shadow-card">
      <h2 id="lines-title" className="border-b border-line px-5 py-4 font-bold">
        {t("orders.bought")}
      </h2>
      <ul className="divide-y divide-line px-5">
        {order.items.map((item) => (
          <li key={item.id} className="flex items-center gap-4 py-3" data-testid="order-line">
            <PlanThumb src={item.image} />
            <div className="min-w-0 flex-1">
              <p className="font-medium">{orderLineName(t, order, item)}</p>
              <p className="text-sm text-muted">
                {item.type} · {item.quantity} × {formatRm(item.priceSen)}
              </p>
              {item.refundedAmountSen > 0 && (
                <p className="text-sm text-muted">
                  {t("orders.lineRefunded", { amount: formatRm(item.refundedAmountSen) })}
                </p>
              )}
            </div>
            <p className="tabular font-semibold">{formatRm(item.lineTotalSen)}</p>
          </li>
        ))}
      </ul>
      <dl className="flex flex-col gap-2 border-t border-line px-5 py-4 text-sm">
        {order.discountAmountSen + order.referralDiscountSen > 0 && (
          <div className="flex justify-between">
            <dt className="text-muted">{t("promo.subtotal")}</dt>
            <dd className="tabular font-medium">{formatRm(order.subtotalAmountSen)}</dd>
          </div>
        )}
        {order.discountAmountSen > 0 && (
          <div className="flex justify-between gap-3" data-testid="order-discount">
            <dt className="text-muted">
              {t("promo.discount")} <span className="font-mono text-xs">({order.promoCode})</span>
            </dt>
            <dd className="tabular font-medium text-success-700">−{formatRm(order.discountAmountSen)}</dd>
          </div>
        )}
        {order.referralDiscountSen > 0 && (
          <div className="flex justify-between gap-3" data-testid="order-referral">
            <dt className="text-muted">{t("credit.referralLine")}</dt>
            <dd className="tabular font-medium text-success-700">−{formatRm(order.referralDiscountSen)}</dd>
          </div>
        )}
        {order.ships && (
          <div className="flex justify-between">
            <dt className="text-muted">{t("orders.shipping")}</dt>
            <dd className="font-medium text-success-700">{t("orders.shippingFree")}</dd>
          </div>
        )}
        <div className="flex justify-between text-base">
          <dt className="font-semibold">{t("orders.total")}</dt>
          <dd className="tabular font-bold" data-testid="order-total">
            {formatRm(order.totalAmountSen + order.creditAmountSen)}
          </dd>
        </div>
        {order.creditAmountSen > 0 && (
          <div className="flex justify-between" data-testid="order-credit">
            <dt className="text-muted">{t("credit.paidWith")}</dt>
            <dd className="tabular font-medium">{formatRm(order.creditAmountSen)}</dd>
          </div>
        )}
        {order.refundedAmountSen > 0 && (
          <div className="flex justify-between">
            <dt className="text-muted">{t("orders.refunded")}</dt>
            <dd className="tabular font-medium">{formatRm(order.refundedAmountSen)}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
