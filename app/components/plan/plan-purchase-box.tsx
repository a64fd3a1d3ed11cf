import { formatRm } from "~/lib/money";
import { unitPrice } from "~/lib/plan-format";
import type { ProductDto } from "~/schemas/product";

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
  return (
    <div className="rounded-card border border-line bg-white p-5 shadow-card" data-testid="purchase-box">
      <p className="text-sm font-medium text-muted">Price</p>
      <p className="tabular mt-1 text-4xl font-extrabold tracking-tight" data-testid="plan-price">
        {formatRm(product.priceSen)}
      </p>
      <p className="tabular mt-1 text-sm text-muted" data-testid="plan-unit-price">
        {formatRm(unitPrice(product).sen)} / {unitPrice(product).unit}
      </p>
      {saving > 0 && product.originalPriceSen && (
        <p className="tabular mt-1 text-sm">
          <span className="sr-only">Was </span>
          <s className="text-subtle">{formatRm(product.originalPriceSen)}</s>{" "}
          <span className="font-semibold text-accent-600">You save {formatRm(saving)}</span>
        </p>
      )}
      <div className="mt-5 flex flex-col gap-3" data-slot="add-to-cart">
        {addToCart}
      </div>
      <p className="mt-3 text-xs text-subtle">Prices in Malaysian ringgit. Delivered by e-mail in minutes.</p>
    </div>
  );
}
