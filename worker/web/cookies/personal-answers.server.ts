import type { MiddlewareHandler } from "hono";
import { CART_COUNT_COOKIE } from "~/lib/cart-count";
import { stripLocale } from "~/lib/locale";
import type { ApiEnv } from "../http/hono-env.server";
import { readCookie } from "./cookies.server";
import { GUEST_CART_COOKIE } from "./guest-cart.server";

/**
 * The cookies that make an answer someone's own: the sessions, the guest cart and the browser's
 * copy of its count, a queued toast.
 */
const PERSONAL_COOKIES = [
  "__Host-session",
  "__Host-admin_session",
  GUEST_CART_COOKIE,
  CART_COUNT_COOKIE,
  "__Host-flash",
];
/** The two that only change the cart badge (worker/web/pages/catalogue/guest-cart-page.server.ts). */
const CART_COOKIES = new Set([GUEST_CART_COOKIE, CART_COUNT_COOKIE]);

/**
 * Whether the request carries a cookie that any loader could read as personal. Decided with the
 * app's own cookie parser (which trims names: `__Host-session =x` is a session), and looser still:
 * a header that merely names one of these cookies counts, since a parser can only find a name
 * that the header spells out.
 */
export function carriesPersonalCookie(request: Request): boolean {
  return personalCookies(request).length > 0;
}

function personalCookies(request: Request): string[] {
  const header = request.headers.get("Cookie");
  if (!header) return [];
  return PERSONAL_COOKIES.filter((name) => header.includes(name) || readCookie(request, name) !== undefined);
}

/** A visitor who is nobody in particular but for a cart: no session, staff session or queued toast. */
export function carriesOnlyCartCookies(request: Request): boolean {
  const found = personalCookies(request);
  return found.length > 0 && found.every((name) => CART_COOKIES.has(name));
}

/** Back-office pages (and their `.data` requests), the content manager and every /api/admin answer. */
const BACK_OFFICE_PATH = /^\/(?:admin|content-manager|api\/admin)(?:[/.]|$)/;
/** A customer's own pages (matched at their English address: every language) and answers. */
const PERSONAL_PATH =
  /^\/(?:profile|my-orders|my-esims|cart|checkout|api\/user|api\/cart|api\/chat|api\/checkout|api\/auth)(?:[/.]|$)/;
/** Public bytes that read no session: cacheable by the browser whoever asks. */
const SHARED_PATH = /^\/(?:images|assets|static)\//;

/**
 * Never stored by a browser, proxy or CDN: the back office, a customer's own pages and answers,
 * and every answer to a request that carries a session, staff session, cart or toast cookie — so
 * that a signed-in page can never be kept and replayed to the next visitor, whatever the status.
 */
export const privateAnswers: MiddlewareHandler<ApiEnv> = async (c, next) => {
  await next();
  // A WebSocket handshake comes back from the chat room's object with immutable headers.
  if (c.res.status === 101) return;
  const path = c.req.path;
  const personal =
    BACK_OFFICE_PATH.test(path) ||
    PERSONAL_PATH.test(stripLocale(path)) ||
    (!SHARED_PATH.test(path) && carriesPersonalCookie(c.req.raw));
  if (personal) c.res.headers.set("Cache-Control", "private, no-store");
};
