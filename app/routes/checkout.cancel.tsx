import { redirect } from "react-router";
import { cookieHeaders } from "../../worker/web/action-result.server";
import { appContext } from "../../worker/web/context.server";
import { customerSessionGuard, signedInCustomer } from "../../worker/web/customer-route.server";
import { flashCookie } from "../../worker/web/flash.server";
import { cancelReturn } from "../../worker/web/payments.server";
import type { Route } from "./+types/checkout.cancel";

export const middleware: Route.MiddlewareFunction[] = [customerSessionGuard];

/**
 * Stripe's cancel URL: the session is expired at once (so its stock comes back now, not in 30
 * minutes) and the customer is back in the cart, which checkout never emptied.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = signedInCustomer(context);
  const { db, env } = context.get(appContext);
  const orderId = Number(new URL(request.url).searchParams.get("order"));
  if (Number.isSafeInteger(orderId) && orderId > 0) await cancelReturn(db, env, customer, orderId);
  const flash = flashCookie({
    title: "Payment cancelled",
    description: "Nothing was charged. Your cart is just as you left it.",
  });
  throw redirect("/cart", { headers: cookieHeaders([flash]) });
}

export default function CheckoutCancel() {
  return null;
}
