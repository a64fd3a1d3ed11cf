import { Link, replace } from "react-router";
import { CartLineItem } from "~/components/cart/cart-line";
import { OrderSummary } from "~/components/cart/order-summary";
import { PromoCode } from "~/components/cart/promo-code";
import { promoReasonText } from "~/components/cart/promo-words";
import { useCompatibilityHref } from "~/components/devices/compatibility-href";
import { buttonClass } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { ShoppingBag, Smartphone } from "~/components/ui/icons";
import { formObject } from "~/lib/form-errors";
import { formMessage } from "~/lib/form-messages";
import { metaT, useLocalePath, useT } from "~/lib/i18n";
import { localeFromPath, localePath } from "~/lib/locale";
import { pageTitle } from "~/lib/seo";
import { cookieHeaders } from "../../worker/web/action-result.server";
import { cartOwner, cartPage, handleCartForm } from "../../worker/web/cart.server";
import { clientAddress } from "../../worker/web/client-address.server";
import { appContext } from "../../worker/web/context.server";
import { DomainError } from "../../worker/web/errors.server";
import { queueToast } from "../../worker/web/flash.server";
import { inRequestLanguage } from "../../worker/web/locale-redirect.server";
import { pageMessages, serverT } from "../../worker/web/messages.server";
import { safeRedirect } from "../../worker/web/safe-redirect.server";
import type { Route } from "./+types/cart";

export const meta: Route.MetaFunction = ({ matches, location }) => [
  { title: pageTitle(matches, metaT({ location, matches })("cart.meta.title")) },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return { ...(await cartPage(request, context)), ...pageMessages(context, "cart", "promo", "credit") };
}

/**
 * Every cart form (add from any page, −, +, remove) posts here and is sent back where it came from
 * with its toast queued, with or without JavaScript. `replace` keeps a fetcher's trip back out of
 * the history, so Back still leaves the page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db } = context.get(appContext);
  const fields = formObject(await request.formData());
  const back = safeRedirect(fields.redirectTo, inRequestLanguage(context, "/cart"));
  // The toast speaks the language of the page the form came from and goes back to.
  const locale = localeFromPath(back);
  const t = serverT(locale);
  const isAdd = fields.intent === "add";
  try {
    const cart = await cartOwner(request, context);
    const result = await handleCartForm(db, cart, fields, clientAddress(request));
    if (isAdd) {
      queueToast(context, {
        title: t("toast.cart.added"),
        description: t("toast.cart.addedText"),
        link: { label: t("toast.cart.view"), href: localePath(locale, "/cart") },
      });
    }
    if (result.intent === "promo-apply") queueToast(context, { title: t("promo.applied") });
    return replace(back, { headers: cookieHeaders([result.cookie]) });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    queueToast(
      context,
      isAdd
        ? { title: t("toast.cart.addFailed"), description: t("toast.cart.tryAgain"), variant: "destructive" }
        : {
            title: t("toast.cart.error"),
            description:
              promoReasonText(t, error.extra) ??
              (fields.intent === "promo-apply" && error.extra.field === "code"
                ? t("promo.error.empty")
                : formMessage(t, locale, error.message)),
            variant: "destructive",
          },
    );
    return replace(back);
  }
}

export default function Cart({ loaderData }: Route.ComponentProps) {
  const { lines, summary } = loaderData;
  const t = useT();
  const href = useLocalePath();
  const compatibilityHref = useCompatibilityHref();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight">{t("cart.title")}</h1>
      {lines.length === 0 ? (
        <EmptyState
          icon={ShoppingBag}
          title={t("cart.empty.title")}
          className="mt-8"
          action={
            <Link to={href("/shop")} className={buttonClass("primary", "md", "mt-6")}>
              {t("cart.empty.action")}
            </Link>
          }
        >
          {t("cart.empty.text")}
        </EmptyState>
      ) : (
        <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
          <ul className="flex min-w-0 flex-col gap-4" aria-label={t("cart.items")}>
            {lines.map((line) => (
              <CartLineItem key={line.id} line={line} />
            ))}
          </ul>
          <OrderSummary summary={summary}>
            <PromoCode summary={summary} />
            <Link to={href("/checkout")} className={buttonClass("primary", "lg", "w-full")}>
              {t("cart.checkout")}
            </Link>
            <Link to={href("/shop")} className={buttonClass("secondary", "lg", "w-full")}>
              {t("cart.continue")}
            </Link>
            {lines.some((line) => line.product.type === "eSIM") && (
              <Link
                to={compatibilityHref}
                className="inline-flex items-center justify-center gap-1.5 text-sm font-medium text-primary-700 underline"
                data-testid="cart-compatibility"
              >
                <Smartphone aria-hidden="true" className="size-4" /> {t("cart.compatibility")}
              </Link>
            )}
          </OrderSummary>
        </div>
      )}
    </div>
  );
}
