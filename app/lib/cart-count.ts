import { useSyncExternalStore } from "react";

/**
 * The cart badge's count, also kept in a cookie that scripts may read (it says nothing a page does
 * not show). Every response that draws the badge writes it (worker/web/cookies/cart-count-cookie.server.ts).
 * A guest's page may be the anonymous cached page with the badge written in at the edge: its HTML
 * shows the count while its loader data says 0, so the page draws the count from this cookie, on
 * hydration as after it, and from the loader only where the cookie is missing.
 */
export const CART_COUNT_COOKIE = "__Host-items-in-cart";

const COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${CART_COUNT_COOKIE}=(\\d{1,4})(?:;|$)`);

export function cartCountFromCookies(header: string | null | undefined): number | undefined {
  const match = header?.match(COOKIE_VALUE);
  return match ? Number(match[1]) : undefined;
}

/** What the badge shows. */
export function cartBadgeText(count: number): string {
  return count > 99 ? "99+" : String(count);
}

const nothingToWatch = () => () => {};

export function useCartCount(fromLoader: number): number {
  const read = () =>
    typeof document === "undefined" ? fromLoader : (cartCountFromCookies(document.cookie) ?? fromLoader);
  return useSyncExternalStore(nothingToWatch, read, read);
}
