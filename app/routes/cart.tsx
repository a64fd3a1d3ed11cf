import { Link, replace } from "react-router";
import { CartLineItem } from "~/components/cart/cart-line";
import { OrderSummary } from "~/components/cart/order-summary";
import { PromoCode } from "~/components/cart/promo-code";
import { promoReasonText } from "~/components/cart/promo-words";
import { useCompatibilityHref } from "~/components/devices/compatibility-href";
import { buttonClass } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { ShoppingBag, Smartphone } from "~/components/ui/icons";
import { formMessage } from "~/lib/form-messages";
import { metaT, useLocalePath, useT } from "~/lib/i18n";
import { type Locale, localeFromPath, localePath } from "~/lib/locale";
import { pageTitle } from "~/lib/seo";
import type { ToastInput } from "~/lib/toast";
import { queueToast } from "../../worker/web/cookies/flash.server";
import { cookieHeaders } from "../../worker/web/forms/action-result.server";
import { formAction, formIntent, type Posted } from "../../worker/web/forms/form-action.server";
import { clientAddress } from "../../worker/web/http/client-address.server";
import { appContext } from "../../worker/web/http/context.server";
import { DomainError } from "../../worker/web/http/errors.server";
import { safeRedirect } from "../../worker/web/http/safe-redirect.server";
import { inRequestLanguage } from "../../worker/web/language/locale-redirect.server";
import { pageMessages, serverT } from "../../worker/web/language/messages.server";
import {
  type CartFormResult,
  cartIntents,
  cartItemOf,
  cartOwner,
  cartPage,
} from "../../worker/web/pages/checkout/cart.server";
import type { Route } from "./+types/cart";

export const meta: Route.MetaFunction = ({ matches, location }) => [
  { title: pageTitle(matches, metaT({ location, matches })("cart.meta.title")) },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return { ...(await cartPage(request, context)), ...pageMessages(context, "cart", "promo", "credit") };
}

/**
 * Every cart form (add from any page, −, +, remove, the code field) posts here and is sent back
 * where it came from with its toast queued, with or without JavaScript. `replace` keeps a fetcher's
 * trip back out of the history, so Back still leaves the page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db } = context.get(appContext);
  const backOf = (posted: Posted) =>
    safeRedirect(posted.fields.redirectTo, inRequestLanguage(context, "/cart"));
  // The toast speaks the language of the page the form came from and goes back to.
  const wordsOf = (back: string) => {
    const locale = localeFromPath(back);
    return { locale, t: serverT(locale) };
  };
  const refused = (posted: Posted, why: Refusal) => {
    const back = backOf(posted);
    queueToast(context, cartFailureToast(wordsOf(back), posted.intent, why));
    return replace(back);
  };
  const cart = await cartOwner(request, context);
  const work = { db, cart, client: clientAddress(request) };
  const intents = Object.fromEntries(
    Object.entries(cartIntents(work)).map(([name, intent]) => [
      name,
      formIntent({
        ...intent,
        run: async (input: unknown, posted: Posted) => {
          const { cookie } = (await intent.run(input, posted)) as CartFormResult;
          const back = backOf(posted);
          const toast = cartSuccessToast(wordsOf(back), posted.intent);
          if (toast) queueToast(context, toast);
          return replace(back, { headers: cookieHeaders([cookie]) });
        },
      }),
    ]),
  );
  return formAction(request, {
    intents,
    // The line's own check first: a − or + on a line not in this cart is a 404, whatever the quantity.
    before: ({ intent, fields }) => {
      if (intent === "update" || intent === "remove") cartItemOf(work, fields);
      return undefined;
    },
    unknown: (posted) => refused(posted, { message: "Unknown cart action", extra: {} }),
    invalid: (errors, posted) => {
      const extra = posted.intent === "promo-apply" ? { field: "code" } : {};
      return refused(posted, { message: Object.values(errors)[0] ?? "Invalid input", extra });
    },
    failure: (error, posted) => {
      if (!(error instanceof DomainError)) throw error;
      return refused(posted, error);
    },
  });
}

type Words = { locale: Locale; t: ReturnType<typeof serverT> };
/** Why a cart post was refused: a domain error's message and fields, or the schema's first message. */
type Refusal = { message: string; extra: Record<string, unknown> };

function cartSuccessToast({ locale, t }: Words, intent: string | undefined): ToastInput | null {
  if (intent === "add")
    return {
      title: t("toast.cart.added"),
      description: t("toast.cart.addedText"),
      link: { label: t("toast.cart.view"), href: localePath(locale, "/cart") },
    };
  return intent === "promo-apply" ? { title: t("promo.applied") } : null;
}

function cartFailureToast({ locale, t }: Words, intent: string | undefined, error: Refusal): ToastInput {
  if (intent === "add")
    return {
      title: t("toast.cart.addFailed"),
      description: t("toast.cart.tryAgain"),
      variant: "destructive",
    };
  return {
    title: t("toast.cart.error"),
    description:
      promoReasonText(t, error.extra) ??
      (intent === "promo-apply" && error.extra.field === "code"
        ? t("promo.error.empty")
        : formMessage(t, locale, error.message)),
    variant: "destructive",
  };
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
