import { ShoppingBag, Smartphone } from "lucide-react";
import { Link, replace } from "react-router";
import { CartLineItem } from "~/components/cart/cart-line";
import { OrderSummary } from "~/components/cart/order-summary";
import { buttonClass } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { formObject } from "~/lib/form-errors";
import { pageTitle } from "~/lib/seo";
import { cookieHeaders } from "../../worker/web/action-result.server";
import { cartOwner, cartPage, handleCartForm } from "../../worker/web/cart.server";
import { appContext } from "../../worker/web/context.server";
import { DomainError } from "../../worker/web/errors.server";
import { queueToast } from "../../worker/web/flash.server";
import { safeRedirect } from "../../worker/web/safe-redirect.server";
import type { Route } from "./+types/cart";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Your cart") }];

export async function loader({ request, context }: Route.LoaderArgs) {
  return cartPage(request, context);
}

/**
 * Every cart form (add from any page, −, +, remove) posts here and is sent back where it came from
 * with its toast queued, with or without JavaScript. `replace` keeps a fetcher's trip back out of
 * the history, so Back still leaves the page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db } = context.get(appContext);
  const fields = formObject(await request.formData());
  const back = safeRedirect(fields.redirectTo, "/cart");
  const isAdd = fields.intent === "add";
  try {
    const result = await handleCartForm(db, await cartOwner(request, context), fields);
    if (isAdd)
      queueToast(context, { title: "Added to cart", description: "Product has been added to your cart" });
    return replace(back, { headers: cookieHeaders([result.cookie]) });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    queueToast(
      context,
      isAdd
        ? { title: "Failed to add to cart", description: "Please try again", variant: "destructive" }
        : { title: "Error", description: error.message, variant: "destructive" },
    );
    return replace(back);
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
            {lines.some((line) => line.product.type === "eSIM") && (
              <Link
                to="/compatibility"
                className="inline-flex items-center justify-center gap-1.5 text-sm font-medium text-primary-700 underline"
                data-testid="cart-compatibility"
              >
                <Smartphone aria-hidden="true" className="size-4" /> Check your phone takes an eSIM
              </Link>
            )}
          </OrderSummary>
        </div>
      )}
    </div>
  );
}
