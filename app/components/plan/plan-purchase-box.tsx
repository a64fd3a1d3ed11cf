import { useT } from "~/lib/i18n";
import { formatRm } from "~/lib/money";
import type { ProductDto } from "~/schemas/product";
import { DEFAULT_DELIVERY_ESTIMATE } from "~/schemas/shipping";
import { usePlanWords } from "./plan-words";

interface PlanPurchaseBoxProps {
  product: ProductDto;
  /** The add-to-cart form, rendered right under the price. */
  addToCart?: React.ReactNode;
}

export function PlanPurchaseBox({ product, addToCart }: PlanPurchaseBoxProps) {
  const saving =
    product.originalPriceSen && product.originalPriceSen > product.priceSen
      ? product.originalPriceSen - product.priceSen
      : 0;
  const t = useT();
  const words = usePlanWords();
  return (
    <div className="rounded-card border border-line bg-white p-5 shadow-card" data-testid="purchase-box">
      <p className="text-sm font-medium text-muted">{t("plan.price")}</p>
      <p className="tabular mt-1 text-4xl font-extrabold tracking-tight" data-testid="plan-price">
        {formatRm(product.priceSen)}
      </p>
      <p className="tabular mt-1 text-sm text-muted" data-testid="plan-unit-price">
        {words.unitPrice(product)}
      </p>
      {saving > 0 && product.originalPriceSen && (
        <p className="tabular mt-1 text-sm">
          <span className="sr-only">{t("planCard.was")} </span>
          <s className="text-subtle">{formatRm(product.originalPriceSen)}</s>{" "}
          <span className="font-semibold text-accent-600">
            {t("plan.youSave", { amount: formatRm(saving) })}
          </span>
        </p>
      )}
      <div className="mt-5 flex flex-col gap-3" data-slot="add-to-cart">
        {addToCart}
      </div>
      {product.type === "Physical SIM" ? (
        // A SIM card is posted, not e-mailed, and its days count from activation.
        <p className="mt-3 text-xs text-subtle" data-testid="plan-delivery-note">
          {t("plan.priceNotePhysical", {
            westMin: String(DEFAULT_DELIVERY_ESTIMATE.westMin),
            westMax: String(DEFAULT_DELIVERY_ESTIMATE.westMax),
            eastMin: String(DEFAULT_DELIVERY_ESTIMATE.eastMin),
            eastMax: String(DEFAULT_DELIVERY_ESTIMATE.eastMax),
          })}{" "}
          {t("plan.validityOnActivation")}
        </p>
      ) : (
        <p className="mt-3 text-xs text-subtle">{t("plan.priceNote")}</p>
      )}
    </div>
  );
}
