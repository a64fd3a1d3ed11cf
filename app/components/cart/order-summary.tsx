import { useT } from "~/lib/i18n";
import { formatRm } from "~/lib/money";
import { summaryLines } from "~/lib/summary-lines";
import type { CartSummary } from "~/schemas/cart";

/**
 * SPEC.md §2 Cart: item count, subtotal, Shipping 'Free', total (integer sen underneath). The
 * shipping line shows only when a Physical SIM is in the cart: an eSIM is never shipped.
 */
export function OrderSummary({
  summary,
  lines,
  useCredit = true,
  children,
}: {
  summary: CartSummary;
  /** Whether the credit the cart could use is counted (the checkout's box). */
  useCredit?: boolean;
  /** Per-line detail shown above the totals (checkout). */
  lines?: React.ReactNode;
  children?: React.ReactNode;
}) {
  const t = useT();
  // The server's priceLines, as the Pay button and Stripe read them: nothing is summed here.
  const price = summaryLines(summary, useCredit);
  return (
    <section
      aria-labelledby="order-summary-title"
      className="rounded-card border border-line bg-white p-5 shadow-card lg:sticky lg:top-24"
    >
      <h2 id="order-summary-title" className="text-lg font-bold">
        {t("cart.summary.title")}
      </h2>
      {lines}
      <dl className="mt-4 flex flex-col gap-3 text-sm">
        <div className="flex justify-between">
          <dt className="text-muted">{t("cart.summary.items")}</dt>
          <dd className="tabular font-medium" data-testid="summary-count">
            {summary.itemCount}
          </dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-muted">{t("cart.summary.subtotal")}</dt>
          <dd className="tabular font-medium" data-testid="summary-subtotal">
            {formatRm(price.subtotalSen)}
          </dd>
        </div>
        {summary.promo && price.promotionSen ? (
          <div className="flex justify-between gap-3" data-testid="summary-discount">
            <dt className="text-muted">
              {t("promo.discount")} <span className="font-mono text-xs">({summary.promo.code})</span>
            </dt>
            <dd className="tabular font-medium text-success-700">−{formatRm(price.promotionSen)}</dd>
          </div>
        ) : null}
        {price.referralSen ? (
          <div className="flex justify-between gap-3" data-testid="summary-referral">
            <dt className="text-muted">{t("credit.referralLine")}</dt>
            <dd className="tabular font-medium text-success-700">−{formatRm(price.referralSen)}</dd>
          </div>
        ) : null}
        {summary.referralRefused ? (
          <div data-testid="summary-referral-refused">
            <dt className="sr-only">{t("credit.referralLine")}</dt>
            <dd className="text-xs text-muted">{t(`credit.referralRefused.${summary.referralRefused}`)}</dd>
          </div>
        ) : null}
        {price.creditSen ? (
          <div className="flex justify-between gap-3" data-testid="summary-credit">
            <dt className="text-muted">{t("credit.line")}</dt>
            <dd className="tabular font-medium text-success-700">−{formatRm(price.creditSen)}</dd>
          </div>
        ) : null}
        {summary.ships && (
          <div className="flex justify-between" data-testid="summary-shipping">
            <dt className="text-muted">{t("cart.summary.shipping")}</dt>
            <dd className="font-medium text-success-700">{t("cart.summary.free")}</dd>
          </div>
        )}
        <div className="flex justify-between border-t border-line pt-3 text-base">
          <dt className="font-bold">{t("cart.summary.total")}</dt>
          <dd className="tabular font-bold" data-testid="summary-total">
            {formatRm(price.totalSen)}
          </dd>
        </div>
      </dl>
      {children && <div className="mt-5 flex flex-col gap-3">{children}</div>}
    </section>
  );
}
