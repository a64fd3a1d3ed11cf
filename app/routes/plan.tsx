import { preload } from "react-dom";
import { data, Link } from "react-router";
import { AddToCartForm } from "~/components/add-to-cart-form";
import { DeviceCheck } from "~/components/devices/device-check";
import { BuyerReviewPanel } from "~/components/plan/buyer-review";
import { PlanFacts } from "~/components/plan/plan-facts";
import { PlanPurchaseBox } from "~/components/plan/plan-purchase-box";
import { PlanReviews } from "~/components/plan/plan-reviews";
import { planWords, usePlanWords } from "~/components/plan/plan-words";
import { ProductJsonLd } from "~/components/plan/product-json-ld";
import { planDestinationLabel } from "~/components/plan-card";
import { CalendarDays, ChevronLeft, Globe2, Signal, Wifi } from "~/components/ui/icons";
import { formatMalaysiaDayIn, formatMonthIn } from "~/lib/dates-i18n";
import { metaT, useLocalePath, useT } from "~/lib/i18n";
import { localeFromPath } from "~/lib/locale";
import { formatRm } from "~/lib/money";
import { brandOf, pageTitle, requestOrigin, seoMeta, useBrandName } from "~/lib/seo";
import { formAction } from "../../worker/web/forms/form-action.server";
import { pageMessages, requestLocale } from "../../worker/web/language/messages.server";
import { localPlan } from "../../worker/web/language/places.server";
import { planPage } from "../../worker/web/pages/catalogue/catalogue.server";
import {
  buyerReviewIntent,
  planReviewer,
  reviewMessages,
  shownStanding,
} from "../../worker/web/pages/orders/reviews.server";
import type { Route } from "./+types/plan";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requestLocale(context);
  // A signed-in customer's review standing comes in the plan's own batch (no round trip of its own).
  const page = await planPage(context, params.slug, locale, await planReviewer(request, context));
  if (!page) throw data(null, { status: 404 });
  // Country names, the coverage line and review days in the page's language; the plan's name as stored.
  const reviews = page.reviews.reviews.map((r) => ({
    ...r,
    day: formatMalaysiaDayIn(locale, r.createdAt),
    trip: r.tripMonth ? formatMonthIn(locale, r.tripMonth) : null,
  }));
  const words = pageMessages(context, "plan", "planCard", "place", "compatDevice");
  return {
    ...page,
    product: localPlan(locale, page.product),
    reviews: { ...page.reviews, reviews },
    // Signed out (every cached copy of this page) it is null: "sign in to review".
    standing: page.standing && shownStanding(locale, page.standing),
    origin: requestOrigin(request),
    messages: { ...words.messages, ...reviewMessages(context) },
  };
}

/** The buyer's review of this plan (the order page posts the same form to its own action). */
export async function action({ request, context }: Route.ActionArgs) {
  return formAction(request, {
    intents: { review: buyerReviewIntent(request, context) },
    unknown: () => {
      throw data(null, { status: 400 });
    },
  });
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData)
    return [{ title: pageTitle(matches, "Page Not Found") }, { name: "robots", content: "noindex" }];
  const { product, origin } = loaderData;
  const t = metaT({ location, matches });
  const words = planWords(t);
  const [type, data, duration] = [words.type(product.type), words.data(product), words.duration(product)];
  return seoMeta({
    title: pageTitle(matches, `${product.name} ${type}: ${data}, ${duration}`),
    brand: brandOf(matches),
    description: t("plan.meta.description", {
      data,
      duration,
      coverage: product.coverage,
      type,
      price: formatRm(product.priceSen),
    }),
    path: `/plans/${product.slug}`,
    origin,
    image: product.image,
    type: "product",
    locale: localeFromPath(location.pathname),
  });
};

export default function Plan({ loaderData, actionData }: Route.ComponentProps) {
  const { product, reviews, origin, standing } = loaderData;
  // The banner is this page's largest paint: asked for from the <head>, before the body's inlined
  // styles and markup are parsed, so it is ready for the first frame (Lighthouse LCP).
  preload(product.image, { as: "image", fetchPriority: "high" });
  const brand = useBrandName();
  const t = useT();
  const href = useLocalePath();
  const words = usePlanWords();
  const url = new URL(href(`/plans/${product.slug}`), origin).toString();
  const facts = [
    { icon: Wifi, label: t("plan.fact.data"), value: words.data(product) },
    { icon: CalendarDays, label: t("plan.fact.validity"), value: words.duration(product) },
    { icon: Signal, label: t("plan.fact.type"), value: words.type(product.type) },
    { icon: Globe2, label: t("plan.fact.region"), value: words.region(product.region) },
  ];
  return (
    <article className="mx-auto max-w-6xl px-4 pt-8 pb-28 sm:pt-12 lg:pb-12">
      <ProductJsonLd
        brand={brand}
        product={product}
        reviews={reviews}
        url={url}
        imageUrl={new URL(product.image, origin).toString()}
      />
      <Link
        to={href("/shop")}
        className="inline-flex items-center gap-1 text-sm font-medium text-primary-700 underline-offset-2 hover:underline"
      >
        <ChevronLeft aria-hidden="true" className="size-4" /> {t("plan.back")}
      </Link>
      <div className="mt-4 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div>
          <div className="relative overflow-hidden rounded-card border border-line bg-primary-50">
            {product.popular && (
              <span className="absolute top-3 right-3 rounded-full bg-accent-600 px-2.5 py-1 text-xs font-bold text-white">
                {t("planCard.popular")}
              </span>
            )}
            <img
              src={product.image}
              alt=""
              width={640}
              height={280}
              fetchPriority="high"
              className="aspect-[16/7] w-full object-cover"
            />
          </div>
          <p className="mt-6 text-sm font-semibold tracking-wide text-primary-700 uppercase">
            {words.type(product.type)} · {words.region(product.region)}
          </p>
          <div className="mt-1 flex items-center gap-3">
            <span aria-hidden="true" className="text-3xl leading-none sm:text-4xl">
              {planDestinationLabel(product).flags}
            </span>
            <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{product.name}</h1>
          </div>
          <p className="mt-2 text-lg text-muted">
            {t("plan.summary", {
              data: words.data(product),
              duration: words.duration(product),
              coverage: product.coverage,
            })}
          </p>
          {product.description && (
            <p className="mt-3 max-w-2xl" data-testid="plan-description">
              {product.description}
            </p>
          )}
          <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {facts.map(({ icon: Icon, label, value }) => (
              <div key={label} className="rounded-card bg-white p-4 ring-1 ring-line">
                <dt className="flex items-center gap-1.5 text-xs font-medium text-muted">
                  <Icon aria-hidden="true" className="size-4" /> {label}
                </dt>
                <dd className="mt-1 font-bold">{value}</dd>
              </div>
            ))}
          </dl>
          <PlanFacts product={product} className="mt-6" />
          <section aria-labelledby="coverage" className="mt-8">
            <h2 id="coverage" className="text-2xl font-bold tracking-tight">
              {t("plan.coverage")}
            </h2>
            <p className="mt-2 text-muted">{product.coverage}</p>
            {product.destinations.length > 0 && (
              <ul className="mt-4 flex flex-wrap gap-2" data-testid="plan-countries">
                {product.destinations.map((d) => (
                  <li key={d.code}>
                    <Link
                      to={href(`/esim/${d.slug}`)}
                      className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-white px-3 py-1 text-sm ring-1 ring-line hover:bg-primary-50"
                    >
                      <span aria-hidden="true">{d.flag}</span>
                      {d.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
        <aside aria-label={t("plan.buy")} className="lg:sticky lg:top-24 lg:self-start">
          <PlanPurchaseBox
            product={product}
            addToCart={<AddToCartForm productId={product.id} productName={product.name} />}
          />
          {product.type === "eSIM" && <DeviceCheck className="mt-4" />}
        </aside>
      </div>
      <PlanReviews reviews={reviews}>
        <BuyerReviewPanel
          productId={product.id}
          standing={standing}
          signInHref={`${href("/auth/login")}?redirectTo=${encodeURIComponent(href(`/plans/${product.slug}`))}`}
          actionData={actionData}
        />
      </PlanReviews>
      <div
        className="fixed inset-x-0 bottom-0 z-20 border-t border-line bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgb(15_23_42/0.08)] lg:hidden"
        data-testid="buy-bar"
        data-bottom-bar
      >
        <div className="mx-auto flex max-w-6xl items-center gap-4">
          <div className="min-w-0">
            <p className="tabular text-xl font-extrabold">{formatRm(product.priceSen)}</p>
            <p className="truncate text-xs text-muted">
              {words.data(product)} · {words.duration(product)}
            </p>
          </div>
          <AddToCartForm
            productId={product.id}
            productName={product.name}
            className="ml-auto w-44 shrink-0"
          />
        </div>
      </div>
    </article>
  );
}
