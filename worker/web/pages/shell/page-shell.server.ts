import type { RouterContextProvider } from "react-router";
import { serverT } from "../../../i18n/catalogues";
import { pageShell } from "../../../services/content/page-shell";
import { cartCountCookie } from "../../cookies/cart-count-cookie.server";
import { endedSessionNotice } from "../../cookies/ended-session.server";
import { takeFlash } from "../../cookies/flash.server";
import { cookieHeaders } from "../../forms/action-result.server";
import { staffPresence } from "../../guards/staff-presence.server";
import { appContext } from "../../http/context.server";
import { frameLocale } from "../../language/page-locale.server";
import { cartOwner } from "../checkout/cart.server";

/**
 * What the root loader gives every page around its own content: the queued toast, the visitor
 * (customer and staff), the cart badge and the store contact; plus the headers that clear a
 * consumed flash cookie or an ended session's cookie, and keep the browser's copy of the cart count.
 */
export async function shellData(request: Request, context: Readonly<RouterContextProvider>) {
  const { config, db, env } = context.get(appContext);
  const { flash, clear } = takeFlash(request, context);
  // The navigation only: a KV hit is trusted here; sensitive pages check D1 themselves.
  // The staff check reads D1 only when the staff cookie is present; it runs beside the customer's.
  const [{ customer, owner }, staff] = await Promise.all([
    cartOwner(request, context, { fresh: false }),
    staffPresence(db, request),
  ]);
  const ended = customer ? null : await endedSessionNotice(db, request, serverT(frameLocale(context)));
  const { contact, countriesCovered, cartCount } = await pageShell(db, env.SESSIONS, config, owner);
  const shell = {
    flash: ended?.flash ?? flash,
    config: { brandName: config.BRAND_NAME, ...contact, countriesCovered },
    user: customer ? { username: customer.user.username, role: customer.user.role } : null,
    cartCount,
    staff,
  };
  return { shell, headers: cookieHeaders([clear, ended?.clear, cartCountCookie(request, cartCount)]) };
}
