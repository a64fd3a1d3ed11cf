import type { MiddlewareHandler } from "hono";
import { cartBadgeText } from "~/lib/cart-count";
import { localeFromPath } from "~/lib/locale";
import { cartCount } from "../../../services/checkout/cart";
import { cartCountCookie } from "../../cookies/cart-count-cookie.server";
import { readGuestCartId } from "../../cookies/guest-cart.server";
import { carriesOnlyCartCookies } from "../../cookies/personal-answers.server";
import { freshNonceRewriter, isCachedDocument, storedAnonymousPage } from "../../http/edge-cache.server";
import type { ApiEnv } from "../../http/hono-env.server";
import { serverT } from "../../language/messages.server";

/**
 * A guest with a cart sees Home, Shop, plan and destination pages exactly as an anonymous visitor
 * does but for the header's cart badge. So they get the anonymous visitor's stored page with their
 * count written into the badge: one D1 read instead of a render (decision 0051). The page's script
 * draws the badge from the count cookie this answer sets (app/lib/cart-count.ts), so hydration
 * agrees with the HTML. With no stored page yet, the page is rendered as before and not stored.
 */
export const guestCartFromStoredPage: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const request = c.req.raw;
  if (!isCachedDocument(request) || !carriesOnlyCartCookies(request)) return next();
  const stored = await storedAnonymousPage(c);
  if (!stored) return next();
  const guestCart = readGuestCartId(request);
  const count = guestCart ? await cartCount(c.get("db"), { sessionId: guestCart }) : 0;
  c.set("cacheStatus", "HIT");
  const label = serverT(localeFromPath(c.req.path))("chrome.header.cart", { count });
  const page = freshNonceRewriter(c.get("nonce"))
    .on("a[data-cart-link]", {
      element(link) {
        link.setAttribute("aria-label", label);
      },
    })
    .on('[data-testid="cart-count"]', {
      element(badge) {
        if (count === 0) return;
        badge.removeAttribute("hidden");
        badge.setInnerContent(cartBadgeText(count));
      },
    })
    .transform(stored);
  const response = new Response(page.body, { status: 200, headers: stored.headers });
  for (const name of ["Age", "CF-Cache-Status", "ETag"]) response.headers.delete(name);
  response.headers.set("Cache-Control", "private, no-store");
  const cookie = cartCountCookie(request, count);
  if (cookie) response.headers.append("Set-Cookie", cookie);
  return response;
};
