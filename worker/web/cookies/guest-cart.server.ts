import { randomToken } from "../../auth/tokens";
import { clearCookie, readCookie, setCookie } from "./cookies.server";

/** An anonymous browser's cart id: random, unguessable, kept 30 days. */
export const GUEST_CART_COOKIE = "__Host-cart";
const GUEST_CART_MAX_AGE_S = 30 * 24 * 60 * 60;

export function readGuestCartId(request: Request): string | undefined {
  const id = readCookie(request, GUEST_CART_COOKIE);
  return id && /^[A-Za-z0-9_-]{20,64}$/.test(id) ? id : undefined;
}

export function newGuestCart(): { id: string; cookie: string } {
  const id = randomToken(24);
  return { id, cookie: setCookie(GUEST_CART_COOKIE, id, { maxAge: GUEST_CART_MAX_AGE_S }) };
}

export function clearGuestCartCookie(): string {
  return clearCookie(GUEST_CART_COOKIE);
}
