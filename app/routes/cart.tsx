import { ShoppingBag } from "lucide-react";
import { data, Link, redirect } from "react-router";
import { CartLineItem } from "~/components/cart/cart-line";
import { OrderSummary } from "~/components/cart/order-summary";
import { buttonClass } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { formObject } from "~/lib/form-errors";
import { cookieHeaders } from "../../worker/web/action-result.server";
import { cartOwner, cartPage, handleCartForm } from "../../worker/web/cart.server";
import { appContext } from "../../worker/web/context.server";
import { DomainError, statusOf } from "../../worker/web/errors.server";
import { flashCookie } from "../../worker/web/flash.server";
import { safeRedirect } from "../../worker/web/safe-redirect.server";
import type { Route } from "./+types/cart";

export const meta: Route.MetaFunction = () => [{ title: "Your cart | JalanSIM" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  return cartPage(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db } = context.get(appContext);
  const fields = formObject(await request.formData());
  // Fetchers (JavaScript on) get data and toast themselves; a plain form post gets a redirect back.
  const enhanced = fields.enhanced === "1";
  const back = safeRedirect(fields.redirectTo, "/cart");
  const isAdd = fields.intent === "add";
  try {
    const result = await handleCartForm(db, await cartOwner(request, context), fields);
    const flash =
      isAdd && !enhanced
        ? flashCookie({ title: "Added to cart", description: "Product has been added to your cart" })
        : null;
    const headers = cookieHeaders([result.cookie, flash]);
    return enhanced
      ? data({ ok: true as const, intent: result.intent }, { headers })
      : redirect(back, { headers });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    if (enhanced)
      return data(
        { ok: false as const, intent: fields.intent, error: error.message },
        { status: statusOf(error) },
      );
    const flash = isAdd
      ? flashCookie({
          title: "Failed to add to cart",
          description: "Please try again",
          variant: "destructive",
        })
      : flashCookie({ title: "Error", description: error.message, variant: "destructive" });
    return redirect(back, { headers: cookieHeaders([flash]) });
  }
}

export default function Cart({ loaderData }: Route.ComponentProps) {
  const { lines, summary } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight">Your Cart</h1>
      {lines.length === 0 ? (
        <EmptyState
          icon={ShoppingBag}
          title="Your cart is empty"
          className="mt-8"
          action={
            <Link to="/shop" className={buttonClass("primary", "md", "mt-6")}>
              Browse Products
            </Link>
          }
        >
          Find a plan for your next trip and it will wait for you here.
        </EmptyState>
      ) : (
        <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
          <ul className="flex min-w-0 flex-col gap-4" aria-label="Cart items">
            {lines.map((line) => (
              <CartLineItem key={line.id} line={line} />
            ))}
          </ul>
          <OrderSummary summary={summary}>
            <Link to="/checkout" className={buttonClass("primary", "lg", "w-full")}>
              Proceed to Checkout
            </Link>
            <Link to="/shop" className={buttonClass("secondary", "lg", "w-full")}>
              Continue Shopping
            </Link>
          </OrderSummary>
        </div>
      )}
    </div>
  );
}
