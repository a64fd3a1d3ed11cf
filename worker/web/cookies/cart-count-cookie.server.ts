import { CART_COUNT_COOKIE, cartCountFromCookies } from "~/lib/cart-count";
import { clearCookie, setCookie } from "./cookies.server";

const KEPT_S = 30 * 24 * 60 * 60;
/** Read by the page's own script to draw the badge (app/lib/cart-count.ts), so not HttpOnly. */
const READABLE = { httpOnly: false };

/**
 * The Set-Cookie that brings the browser's copy of the cart count in line with the count this
 * response shows, or null when it already is.
 */
export function cartCountCookie(request: Request, count: number): string | null {
  const known = cartCountFromCookies(request.headers.get("Cookie"));
  if (count === (known ?? 0)) return null;
  return count > 0
    ? setCookie(CART_COUNT_COOKIE, String(count), { ...READABLE, maxAge: KEPT_S })
    : clearCookie(CART_COUNT_COOKIE, READABLE);
}
