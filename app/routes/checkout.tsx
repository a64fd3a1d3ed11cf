import { CreditCard, Info, Lock, type LucideIcon, MailCheck } from "lucide-react";
import { useId } from "react";
import { Form, Link, redirect } from "react-router";
import { OrderSummary } from "~/components/cart/order-summary";
import { DeviceConfirm } from "~/components/devices/device-confirm";
import { PolicyNote } from "~/components/policy-note";
import { buttonClass } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { inputClass } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import { formatRm } from "~/lib/money";
import { pageTitle } from "~/lib/seo";
import { actionFailure, invalidForm } from "../../worker/web/action-result.server";
import { appContext } from "../../worker/web/context.server";
import { getCustomer, loginPath } from "../../worker/web/customer-route.server";
import { detectedDevice } from "../../worker/web/devices.server";
import { queueToast } from "../../worker/web/flash.server";
import {
  checkoutCart,
  checkoutFromForm,
  mustVerifyEmailBeforeCheckout,
  paymentsEnabled,
} from "../../worker/web/payments.server";
import type { Route } from "./+types/checkout";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Checkout") }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  // Sensitive: the customer is checked in D1, never trusted from KV.
  const { customer, state } = await checkoutCart(request, context);
  if (state.kind === "empty") {
    queueToast(context, {
      title: "Cart is empty",
      description: "Please add items to your cart before checkout",
    });
    throw redirect("/shop");
  }
  if (state.kind === "signed-out") {
    queueToast(context, {
      title: "Authentication required",
      description: "Please sign in to proceed with checkout",
    });
    throw redirect(loginPath("/checkout"));
  }
  const { env } = context.get(appContext);
  const live = await paymentsEnabled(db, env);
  const user = customer?.user;
  return {
    lines: state.lines,
    summary: state.summary,
    payments: live,
    verifyEmailFirst: live && (await mustVerifyEmailBeforeCheckout(db, Boolean(user?.emailVerified))),
    needsShipping: state.lines.some((line) => line.product.type === "Physical SIM"),
    // Checkout is personal and never cached, so it may read this phone's own hints.
    detected: state.lines.some((line) => line.product.type === "eSIM")
      ? await detectedDevice(request, context)
      : null,
    defaults: {
      customerName: [user?.firstName, user?.lastName].filter(Boolean).join(" ") || (user?.username ?? ""),
      customerEmail: user?.email ?? "",
    },
  };
}

/** "Pay RM X": a plain form post answered with 303 to Stripe Checkout (works without JavaScript). */
export async function action({ request, context }: Route.ActionArgs) {
  const customer = await getCustomer(request, context);
  if (!customer) throw redirect(loginPath("/checkout"));
  try {
    const result = await checkoutFromForm(request, context, customer);
    if (!result.ok) return invalidForm(result.fieldErrors);
    return redirect(result.url, 303);
  } catch (error) {
    return actionFailure(error);
  }
}

const ADDRESS_FIELDS = [
  ["customerName", "Full name", "name"],
  ["address", "Address", "street-address"],
  ["city", "City", "address-level2"],
  ["state", "State", "address-level1"],
  ["postalCode", "Postal code", "postal-code"],
  ["country", "Country", "country-name"],
] as const;

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { lines, summary, payments, verifyEmailFirst, needsShipping, detected, defaults } = loaderData;
  const failure = actionData && !actionData.ok ? actionData : null;
  const fieldErrors = (failure?.fieldErrors ?? {}) as Partial<Record<string, string>>;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight">Checkout</h1>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
        {payments && verifyEmailFirst ? (
          <VerifyEmailFirst email={defaults.customerEmail} />
        ) : payments ? (
          <Form
            method="post"
            reloadDocument
            className="rounded-card border border-line bg-white p-5 shadow-card sm:p-6"
            data-testid="checkout-review"
            noValidate
          >
            <h2 className="text-lg font-bold">Review and pay</h2>
            <p className="mt-1 text-sm text-muted">
              You pay securely on Stripe by card, FPX online banking or GrabPay. Your order is placed when the
              payment is confirmed.
            </p>
            {failure && !failure.fieldErrors && (
              <p
                role="alert"
                className="mt-4 rounded-control bg-danger-50 px-3 py-2 text-sm font-medium text-danger-700"
                data-testid="checkout-error"
              >
                {failure.error}
              </p>
            )}
            {needsShipping ? (
              <fieldset className="mt-5 grid gap-4 sm:grid-cols-2">
                <legend className="mb-2 font-semibold">Shipping address for your SIM card</legend>
                {ADDRESS_FIELDS.map(([name, label, autoComplete]) => (
                  <div key={name} className={name === "address" ? "sm:col-span-2" : undefined}>
                    <Field id={name} label={label} error={fieldErrors[name]}>
                      {(aria) => (
                        <input
                          {...aria}
                          name={name}
                          type="text"
                          autoComplete={autoComplete}
                          defaultValue={name === "customerName" ? defaults.customerName : ""}
                          className={inputClass("storefront", "h-11")}
                        />
                      )}
                    </Field>
                  </div>
                ))}
              </fieldset>
            ) : null}
            {detected && <DeviceConfirm detected={detected} error={fieldErrors.deviceConfirmed} />}
            {/* Order e-mails always go to the account's own address (change it in your profile). */}
            <p className="mt-4 text-sm" data-testid="checkout-email">
              {needsShipping ? "Your order updates are sent" : "Your eSIM is sent"} to{" "}
              <strong className="break-all">{defaults.customerEmail}</strong> and shown in My Orders.
            </p>
            <button
              type="submit"
              className={buttonClass("primary", "lg", "mt-6 w-full")}
              data-testid="pay-button"
            >
              <Lock aria-hidden="true" className="size-4" /> Pay {formatRm(summary.totalSen)}
            </button>
            <Link
              to="/cart"
              className="mt-3 block text-center text-sm font-medium text-primary-700 underline"
            >
              Back to cart
            </Link>
          </Form>
        ) : (
          <CheckoutNotice
            tone="info"
            icon={CreditCard}
            title="Payment Integration Required"
            testId="demo-notice"
          >
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
          </CheckoutNotice>
        )}
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

/** Shown instead of the Pay button while the shop requires a verified e-mail and this one is not. */
function VerifyEmailFirst({ email }: { email: string }) {
  return (
    <CheckoutNotice
      tone="warning"
      icon={MailCheck}
      title="Verify your e-mail to pay"
      testId="verify-email-first"
    >
      <p className="mt-2 text-muted">
        Your eSIM is delivered by e-mail, so we need to know{" "}
        <strong className="break-all text-ink">{email}</strong> reaches you. Open the link we sent when you
        signed up, then come back: your cart is kept.
      </p>
      <Form method="post" action="/auth/resend-verification" className="mt-5 flex flex-wrap gap-3">
        <input type="hidden" name="redirectTo" value="/checkout" />
        <button type="submit" className={buttonClass("primary", "md")} data-testid="resend-verification">
          Send the link again
        </button>
        <Link to="/cart" className={buttonClass("secondary", "md")}>
          Back to cart
        </Link>
      </Form>
    </CheckoutNotice>
  );
}

const NOTICE_TONES = {
  info: { box: "border-info-700/25 bg-info-50", icon: "text-info-700" },
  warning: { box: "border-warning-800/25 bg-warning-50", icon: "text-warning-800" },
} as const;

/** A panel that stands where the Pay form would be, saying why it is not there yet. */
function CheckoutNotice({
  tone,
  icon: Icon,
  title,
  testId,
  children,
}: {
  tone: keyof typeof NOTICE_TONES;
  icon: LucideIcon;
  title: string;
  testId: string;
  children: React.ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cn("rounded-card border p-6", NOTICE_TONES[tone].box)}
      data-testid={testId}
    >
      <div className="flex items-start gap-3">
        <Icon aria-hidden="true" className={cn("mt-0.5 size-6 shrink-0", NOTICE_TONES[tone].icon)} />
        <div>
          <h2 id={titleId} className="text-lg font-bold text-ink">
            {title}
          </h2>
          {children}
        </div>
      </div>
    </section>
  );
}
