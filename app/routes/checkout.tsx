import { useState } from "react";
import { Form, Link, redirect } from "react-router";
import { z } from "zod";
import { OrderSummary } from "~/components/cart/order-summary";
import { promoReasonText } from "~/components/cart/promo-words";
import { CheckoutLines } from "~/components/checkout/checkout-lines";
import { CheckoutNotice, VerifyEmailFirst } from "~/components/checkout/checkout-notice";
import {
  GuestAccountStep,
  SignInInstead,
  useAccountStepCheck,
} from "~/components/checkout/create-account-step";
import { ShippingAddressFields } from "~/components/checkout/shipping-address-fields";
import { UseCreditBox } from "~/components/checkout/use-credit";
import { DeviceConfirm } from "~/components/devices/device-confirm";
import { PolicyNote } from "~/components/policy-note";
import { buttonClass } from "~/components/ui/button";
import { CreditCard, Info, Lock } from "~/components/ui/icons";
import { formMessage, useFormMessage } from "~/lib/form-messages";
import { metaT, richText, type Translate, useLocalePath, useT } from "~/lib/i18n";
import { formatRm } from "~/lib/money";
import { pageTitle } from "~/lib/seo";
import { summaryLines } from "~/lib/summary-lines";
import type { ToastInput } from "~/lib/toast";
import { queueToast } from "../../worker/web/cookies/flash.server";
import { actionFailure, cookieHeaders, invalidForm } from "../../worker/web/forms/action-result.server";
import { formAction, formIntent, type Posted } from "../../worker/web/forms/form-action.server";
import { getCustomer, loginPath } from "../../worker/web/guards/customer-route.server";
import { appContext } from "../../worker/web/http/context.server";
import { inRequestLanguage } from "../../worker/web/language/locale-redirect.server";
import { pageMessages, requestLocale, serverT } from "../../worker/web/language/messages.server";
import { detectedDevice } from "../../worker/web/pages/catalogue/devices.server";
import { type GuestStop, signUpAndPay } from "../../worker/web/pages/checkout/checkout-signup.server";
import { deliveryRule } from "../../worker/web/pages/checkout/shipping.server";
import {
  checkoutCart,
  checkoutFromForm,
  mustVerifyEmailBeforeCheckout,
  paymentsEnabled,
} from "../../worker/web/pages/orders/payments.server";
import type { Route } from "./+types/checkout";

export const meta: Route.MetaFunction = ({ matches, location }) => [
  { title: pageTitle(matches, metaT({ location, matches })("checkout.meta.title")) },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  // Sensitive: the customer is checked in D1, never trusted from KV.
  const { customer, state } = await checkoutCart(request, context);
  if (state.kind === "empty") {
    const t = serverT(requestLocale(context));
    queueToast(context, { title: t("toast.checkout.empty"), description: t("toast.checkout.emptyText") });
    throw redirect(inRequestLanguage(context, "/shop"));
  }
  const { env } = context.get(appContext);
  const live = await paymentsEnabled(db, env);
  const user = customer?.user;
  return {
    // A guest's cart lives in the guest session: they make their account on this page.
    guest: state.kind === "signed-out",
    signInHref: loginPath(inRequestLanguage(context, "/checkout")),
    lines: state.lines,
    summary: state.summary,
    payments: live,
    // A guest is told before making the account whether the shop wants the e-mail verified before paying.
    verifyEmailFirst: live && (await mustVerifyEmailBeforeCheckout(db, Boolean(user?.emailVerified))),
    needsShipping: state.lines.some((line) => line.product.type === "Physical SIM"),
    delivery: await deliveryRule(context),
    // Checkout is personal and never cached, so it may read this phone's own hints.
    detected: state.lines.some((line) => line.product.type === "eSIM")
      ? await detectedDevice(request, context)
      : null,
    defaults: {
      customerName: [user?.firstName, user?.lastName].filter(Boolean).join(" ") || (user?.username ?? ""),
      customerEmail: user?.email ?? "",
    },
    // The phone verdict's words (components/devices) come with the checkout's own.
    ...pageMessages(
      context,
      "checkout",
      "cart",
      "promo",
      "credit",
      "forms",
      "compatDevice",
      "policy",
      "password",
    ),
  };
}

/**
 * The checkout's fields are checked by the schema the cart needs (an address for a Physical SIM, the
 * phone's tick for an eSIM), so the one checkout sequence parses them (beginCheckout), never twice.
 */
const CheckoutFieldsSchema = z.record(z.string(), z.string());

/** "Pay RM X": a plain form post answered with 303 to Stripe Checkout (works without JavaScript). */
export async function action({ request, context }: Route.ActionArgs) {
  const customer = await getCustomer(request, context);
  // A failed payment shows the form again with the phone's tick as it was posted (also without JavaScript).
  const ticked = ({ fields }: Posted) => ({ deviceConfirmed: fields.deviceConfirmed === "on" });
  const pay = formIntent({
    schema: CheckoutFieldsSchema,
    run: async (fields, posted) => {
      if (!customer) return guestPay(request, context, fields);
      const result = await checkoutFromForm(request, context, customer, { raw: fields });
      if (!result.ok) return invalidForm(result.fieldErrors, ticked(posted));
      return redirect(result.url, 303);
    },
    failure: (error, posted) => actionFailure(error, customer ? ticked(posted) : {}),
  });
  return formAction(request, { only: "pay", intents: { pay } });
}

/** "Create account and pay": the account, signed in with the guest cart, then Stripe in the same submit. */
async function guestPay(
  request: Request,
  context: Route.ActionArgs["context"],
  fields: Record<string, string>,
) {
  const answer = await signUpAndPay(request, context, fields);
  if (!answer.ok) return invalidForm(answer.fieldErrors, { values: { email: answer.email } });
  if (answer.stopped) queueToast(context, stoppedToast(context, answer.stopped));
  return redirect(answer.location, { status: 303, headers: cookieHeaders(answer.cookies) });
}

/** The account is made but the payment did not open: verify first, or what stopped it. */
function stoppedToast(context: Route.ActionArgs["context"], stopped: GuestStop): ToastInput {
  const locale = requestLocale(context);
  const t = serverT(locale);
  return {
    title: t("toast.checkout.created"),
    description: stopped.verifyFirst
      ? t("toast.checkout.createdVerify")
      : `${t("toast.checkout.createdStopped")} ${formMessage(t, locale, stopped.message)}`,
    variant: stopped.verifyFirst ? undefined : "destructive",
  };
}

/** The submit button's words: a guest makes the account and pays in one tap, unless the e-mail must be verified first. */
function payLabel(t: Translate, guest: boolean, verifyFirst: boolean): string {
  if (!guest) return t("checkout.pay");
  return t(verifyFirst ? "checkout.account.createOnly" : "checkout.account.createAndPay");
}

/** The action's refusal as the page shows it: the 409 of a taken e-mail, a code's reason, or the message. */
function useCheckoutFailure(actionData: Route.ComponentProps["actionData"], guest: boolean) {
  const t = useT();
  const say = useFormMessage();
  const failure = actionData && !actionData.ok ? actionData : null;
  const fieldErrors = (failure?.fieldErrors ?? {}) as Partial<Record<string, string>>;
  const failureText =
    guest && failure?.status === 409
      ? t("checkout.account.emailTaken")
      : (promoReasonText(t, failure) ?? say(failure?.error));
  return { failure, fieldErrors, failureText };
}

function CheckoutError({ text }: { text: string | undefined }) {
  return (
    <p
      role="alert"
      className="mt-4 rounded-control bg-danger-50 px-3 py-2 text-sm font-medium text-danger-700"
      data-testid="checkout-error"
    >
      {text}
    </p>
  );
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { guest, signInHref, lines, summary, payments, verifyEmailFirst, needsShipping, detected, defaults } =
    loaderData;
  const t = useT();
  const [useCredit, setUseCredit] = useState(true);
  // The order summary's total: the one the server's priceLines gave, as Stripe will be asked.
  const payable = summaryLines(summary, useCredit).totalSen;
  const href = useLocalePath();
  const say = useFormMessage();
  const { failure, fieldErrors, failureText } = useCheckoutFailure(actionData, guest);
  const accountStep = useAccountStepCheck(fieldErrors);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight">{t("checkout.title")}</h1>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
        {payments && verifyEmailFirst && !guest ? (
          <VerifyEmailFirst email={defaults.customerEmail} />
        ) : payments ? (
          <Form
            method="post"
            reloadDocument
            className="rounded-card border border-line bg-white p-5 shadow-card sm:p-6"
            data-testid="checkout-review"
            onSubmit={guest ? accountStep.onSubmit : undefined}
            noValidate
          >
            {guest && (
              <GuestAccountStep
                signInHref={signInHref}
                message={failure && !failure.fieldErrors ? (failureText ?? null) : null}
                errors={accountStep.errors}
                email={String((failure?.values as { email?: string } | undefined)?.email ?? "")}
                verifyFirst={verifyEmailFirst}
              />
            )}
            <h2 className="text-lg font-bold">{t("checkout.review.title")}</h2>
            <p className="mt-1 text-sm text-muted">{t("checkout.review.text")}</p>
            {failure && !failure.fieldErrors && !guest && <CheckoutError text={failureText} />}
            {needsShipping ? (
              <ShippingAddressFields
                customerName={defaults.customerName}
                errors={fieldErrors}
                delivery={loaderData.delivery}
              />
            ) : null}
            {detected && (
              <DeviceConfirm
                detected={detected}
                error={say(fieldErrors.deviceConfirmed)}
                confirmed={failure?.deviceConfirmed === true}
              />
            )}
            {!guest && summary.creditSen ? (
              <UseCreditBox
                balanceSen={summary.creditBalanceSen ?? 0}
                checked={useCredit}
                onChange={setUseCredit}
              />
            ) : null}
            {/* Order e-mails always go to the account's own address (change it in your profile). */}
            {!guest && (
              <p className="mt-4 text-sm" data-testid="checkout-email">
                {richText(t, needsShipping ? "checkout.email.physical" : "checkout.email.esim", {
                  email: <strong className="break-all">{defaults.customerEmail}</strong>,
                })}
              </p>
            )}
            <button
              type="submit"
              className={buttonClass("primary", "lg", "mt-6 w-full")}
              data-testid="pay-button"
            >
              <Lock aria-hidden="true" className="size-4" /> {payLabel(t, guest, verifyEmailFirst)}{" "}
              {/* The amount never breaks across lines when a longer language wraps the button. */}
              {guest && verifyEmailFirst ? (
                ""
              ) : (
                <span className="whitespace-nowrap">{formatRm(payable)}</span>
              )}
            </button>
            <Link
              to={href("/cart")}
              className="mt-3 block text-center text-sm font-medium text-primary-700 underline"
            >
              {t("checkout.backToCart")}
            </Link>
            {/* Paying agrees to the terms: the same line as demo mode shows. */}
            <PolicyNote />
          </Form>
        ) : (
          <CheckoutNotice tone="info" icon={CreditCard} title={t("checkout.demo.title")} testId="demo-notice">
            <p className="mt-1 inline-flex items-center gap-1.5 rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold text-info-700 ring-1 ring-info-700/25 ring-inset">
              <Info aria-hidden="true" className="size-3.5" /> {t("checkout.demo.badge")}
            </p>
            <p className="mt-3 text-muted">{t("checkout.demo.text")}</p>
            <Link to={href("/shop")} className={buttonClass("secondary", "md", "mt-5")}>
              {t("cart.continue")}
            </Link>
            <PolicyNote />
            {guest && <SignInInstead href={signInHref} className="mt-4 text-sm text-muted" />}
          </CheckoutNotice>
        )}
        <OrderSummary summary={summary} useCredit={useCredit} lines={<CheckoutLines lines={lines} />} />
      </div>
    </div>
  );
}
