import { useFetcher, useLocation } from "react-router";
import { Loader2, ShoppingCart } from "~/components/ui/icons";
import { useT } from "~/lib/i18n";

import { buttonClass } from "./ui/button";

/**
 * "Add to cart": a post to /cart, through a fetcher once hydrated, which sends the visitor back to
 * this page with the toast queued (the same answer with JavaScript off).
 */
export function AddToCartForm({
  productId,
  productName,
  className,
  variant = "primary",
  size = "md",
}: {
  productId: number;
  productName: string;
  className?: string;
  /** Adding to the cart is the primary action; the external link is secondary. */
  variant?: "primary" | "secondary";
  size?: "md" | "lg";
}) {
  const fetcher = useFetcher({ key: `add-to-cart-${productId}` });
  const location = useLocation();
  const busy = fetcher.state !== "idle";
  const t = useT();
  return (
    <fetcher.Form method="post" action="/cart" preventScrollReset className={className}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <button type="submit" disabled={busy} className={buttonClass(variant, size, "w-full")}>
        {busy ? (
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <ShoppingCart aria-hidden="true" className="size-4" />
        )}
        {t("planCard.addToCart")}
        <span className="sr-only"> {productName}</span>
      </button>
    </fetcher.Form>
  );
}
