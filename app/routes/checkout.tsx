import { CreditCard, Info } from "lucide-react";
import { Link, redirect } from "react-router";
import { OrderSummary } from "~/components/cart/order-summary";
import { PolicyNote } from "~/components/policy-note";
import { buttonClass } from "~/components/ui/button";
import { formatRm } from "~/lib/money";
import { readGuestCartId } from "../../worker/auth/guest-cart";
import { appContext } from "../../worker/context";
import { cookieHeaders } from "../../worker/middleware/action-result";
import { getCustomer, loginPath } from "../../worker/middleware/customer-route";
import { checkoutState } from "../../worker/services/checkout";
import { flashCookie } from "../../worker/services/flash";
import type { Route } from "./+types/checkout";

export const meta: Route.MetaFunction = () => [{ title: "Checkout | JalanSIM" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  // Sensitive: the customer is checked in D1, never trusted from KV.
  const customer = await getCustomer(request, context);
  const state = await checkoutState(db, customer, readGuestCartId(request));
  if (state.kind === "empty") {
    const flash = flashCookie({
      title: "Cart is empty",
      description: "Please add items to your cart before checkout",
    });
    throw redirect("/shop", { headers: cookieHeaders([flash]) });
  }
  if (state.kind === "signed-out") {
    const flash = flashCookie({
      title: "Authentication required",
      description: "Please sign in to proceed with checkout",
    });
    throw redirect(loginPath("/checkout"), { headers: cookieHeaders([flash]) });
  }
  return { lines: state.lines, summary: state.summary };
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const { lines, summary } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight">Checkout</h1>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
        <section
          aria-labelledby="demo-mode-title"
          className="rounded-card border border-info-700/25 bg-info-50 p-6"
          data-testid="demo-notice"
        >
          <div className="flex items-start gap-3">
            <CreditCard aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-info-700" />
            <div>
              <h2 id="demo-mode-title" className="text-lg font-bold text-ink">
                Payment Integration Required
              </h2>
              <p className="mt-1 inline-flex items-center gap-1.5 rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold text-info-700 ring-1 ring-info-700/25 ring-inset">
                <Info aria-hidden="true" className="size-3.5" /> Demo Mode
              </p>
              <p className="mt-3 text-muted">
                Card payments need payment provider keys configured in the admin settings. Until then this
                checkout runs in demo mode: no payment is taken and no order is placed.
              </p>
              <Link to="/shop" className={buttonClass("secondary", "md", "mt-5")}>
                Continue Shopping
              </Link>
              <PolicyNote />
            </div>
          </div>
        </section>
        <OrderSummary
          summary={summary}
          lines={
            <ul
              className="mt-4 flex flex-col gap-3 border-b border-line pb-4 text-sm"
              aria-label="Order lines"
            >
              {lines.map((line) => (
                <li key={line.id} className="flex justify-between gap-3" data-testid="checkout-line">
                  <span className="min-w-0">
                    <span className="font-medium">{line.product.name}</span>{" "}
                    <span className="text-muted">
                      · {line.product.data} · {line.product.duration}
                    </span>
                    <span className="block text-muted tabular">
                      {line.quantity} × {formatRm(line.product.priceSen)}
                    </span>
                  </span>
                  <span className="tabular font-semibold">{formatRm(line.lineTotalSen)}</span>
                </li>
              ))}
            </ul>
          }
        />
      </div>
    </div>
  );
}
