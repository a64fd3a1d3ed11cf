import { Loader2, ShoppingCart } from "lucide-react";
import { useLocation } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import { useCartFetcher } from "./cart/cart-fetcher";
import { buttonClass } from "./ui/button";

/**
 * "Add to cart" as a plain form post to /cart (works with JavaScript off: the action redirects
 * back here with a toast); once hydrated it submits through a fetcher and toasts in place.
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
  /** Issue 14: adding to the cart is the primary action; the external link is secondary. */
  variant?: "primary" | "secondary";
  size?: "md" | "lg";
}) {
  const fetcher = useCartFetcher(`add-to-cart-${productId}`);
  const hydrated = useHydrated();
  const location = useLocation();
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action="/cart" className={className}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {hydrated && <input type="hidden" name="enhanced" value="1" />}
      <button type="submit" disabled={busy} className={buttonClass(variant, size, "w-full")}>
        {busy ? (
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <ShoppingCart aria-hidden="true" className="size-4" />
        )}
        Add to cart
        <span className="sr-only"> {productName}</span>
      </button>
    </fetcher.Form>
  );
}
