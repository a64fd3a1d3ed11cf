// Web-edge entry for the payment pages (checkout review, return pages, order list and detail). Route modules
// import server code only through *.server.ts modules.
import type { RouterContextProvider } from "react-router";
import { type FieldErrors, fieldErrorsOf } from "../../../../app/lib/form-errors";
import type { Locale } from "../../../../app/lib/locale";
import type { CustomerSession } from "../../../auth/session";
import type { Database } from "../../../db/client";
import { cancelPendingOrder } from "../../../services/checkout/cancel";
import { beginCheckout, type CheckoutFields } from "../../../services/checkout/start";
import { checkoutState } from "../../../services/checkout/state";
import { mustVerifyEmailBeforeCheckout } from "../../../services/checkout/verification";
import { myOrdersPage } from "../../../services/orders/customer-orders";
import { getUserOrder } from "../../../services/orders/detail";
import { requestRefund } from "../../../services/orders/refunds/requests";
import { paymentConfig } from "../../../services/payments/config";
import { logUnexpectedError } from "../../../services/shared/log-error";
import { deviceTokensFrom } from "../../cookies/device-cookie.server";
import { referralCodeFrom } from "../../cookies/referral-cookie.server";
import { signedInCustomer } from "../../guards/customer-route.server";
import { clientAddress } from "../../http/client-address.server";
import { appContext } from "../../http/context.server";
import { returnBase } from "../../language/locale-redirect.server";
import { requestLocale } from "../../language/messages.server";
import { localLines } from "../../language/places.server";
import { cartOwner } from "../checkout/cart.server";

export { getUserOrder, mustVerifyEmailBeforeCheckout, requestRefund };

/** The checkout page's cart (checked in D1): empty, signed out, or ready, and the customer. */
export async function checkoutCart(request: Request, context: Readonly<RouterContextProvider>) {
  const { db } = context.get(appContext);
  const { customer, owner } = await cartOwner(request, context);
  const locale = requestLocale(context);
  const state = await checkoutState(db, owner, {
    locale,
    deviceTokens: deviceTokensFrom(request, "customer"),
    referralCode: referralCodeFrom(request),
  });
  return {
    customer,
    state: state.kind === "empty" ? state : { ...state, lines: localLines(locale, state.lines) },
  };
}

/** My Orders: the customer's orders in one view, and how many cancelled payments the other tab holds. */
export async function myOrders(
  context: Readonly<RouterContextProvider>,
  { view, locale }: { view: "active" | "cancelled"; locale: Locale },
) {
  const customer = signedInCustomer(context);
  const { db } = context.get(appContext);
  return myOrdersPage(db, customer.user.id, view, locale);
}

/** Demo mode (the spec's notice) unless a secret key is configured. */
export async function paymentsEnabled(db: Database, env: Env): Promise<boolean> {
  return (await paymentConfig(db, env)).mode !== "demo";
}

/**
 * The "Pay RM X" form's fields (read once by the route's form action): field errors, or the
 * Checkout Session's URL to send the browser to. The checkout's one sequence (beginCheckout).
 */
export async function checkoutFromForm(
  request: Request,
  context: Readonly<RouterContextProvider>,
  customer: CustomerSession,
  fields: CheckoutFields,
): Promise<{ ok: false; fieldErrors: FieldErrors } | { ok: true; url: string; orderId: number }> {
  const { db, env } = context.get(appContext);
  const begun = await beginCheckout(db, env, {
    ...fields,
    customer,
    origin: returnBase(request, context),
    locale: requestLocale(context),
    client: clientAddress(request),
    deviceTokens: deviceTokensFrom(request, "customer"),
  });
  if (!begun.ok) return { ok: false, fieldErrors: fieldErrorsOf(begun.error) };
  return { ok: true, ...begun.started };
}

/**
 * "Cancel this order" on the cancel return page: expire the session so the reservation comes back;
 * the cart was never touched. False when the order could not be cancelled (it was paid meanwhile,
 * or Stripe could not be reached: it then expires by itself).
 */
export async function cancelReturn(db: Database, env: Env, customer: CustomerSession, orderId: number) {
  const order = await getUserOrder(db, customer.user.id, orderId).catch(() => null);
  if (order?.status !== "pending") return false;
  try {
    await cancelPendingOrder(db, env, {
      orderId,
      cause: `customer:${customer.user.id}`,
      note: "Customer cancelled after leaving the payment page",
    });
    return true;
  } catch (error) {
    logUnexpectedError("checkout-cancel", error, `order:${orderId}`, "warn");
    return false;
  }
}
