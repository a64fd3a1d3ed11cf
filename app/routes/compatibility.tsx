import { Form, Link } from "react-router";
import { DeviceVerdict } from "~/components/devices/device-verdict";
import { buttonClass } from "~/components/ui/button";
import { ArrowLeft, CircleCheck, CircleX, Search } from "~/components/ui/icons";
import { inputClass } from "~/components/ui/input";
import { metaT, richText, useLocalePath, useT } from "~/lib/i18n";
import { localeFromPath } from "~/lib/locale";
import { brandOf, pageTitle, requestOrigin, seoMeta } from "~/lib/seo";
import { pageMessages } from "../../worker/web/language/messages.server";
import {
  compatibilityPage,
  DEVICE_HINTS,
  VARIES_ON_DEVICE,
} from "../../worker/web/pages/catalogue/devices.server";
import type { Route } from "./+types/compatibility";

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    ...(await compatibilityPage(request, context)),
    origin: requestOrigin(request),
    ...pageMessages(context, "compat", "compatDevice"),
  };
}

/**
 * Rendered from this phone's own hints, so never shared (not in the edge cache); Critical-CH lets
 * Chromium send the model on the first visit too, by asking again once.
 */
export function headers() {
  return { "Cache-Control": "private, no-cache", Vary: VARIES_ON_DEVICE, "Critical-CH": DEVICE_HINTS };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const t = metaT({ location, matches });
  return seoMeta({
    title: pageTitle(
      matches,
      loaderData?.q ? t("compat.titleFor", { model: loaderData.q }) : t("compat.title"),
    ),
    brand: brandOf(matches),
    description: t("compat.meta.description"),
    path: location.pathname,
    origin: loaderData?.origin,
    locale: localeFromPath(location.pathname),
  });
};

const CHECKS = ["dial", "unlocked", "iphone"] as const;

export default function Compatibility({ loaderData }: Route.ComponentProps) {
  const { q, items, detected, error, back } = loaderData;
  const t = useT();
  const href = useLocalePath();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      {back && (
        <Link
          to={back.href}
          className="mb-4 inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-primary-700 underline"
          data-testid="compat-back"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {back.kind === "plan" ? t("compat.back.plan", { plan: back.plan }) : t(`compat.back.${back.kind}`)}
        </Link>
      )}
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("compat.title")}</h1>
      <p className="mt-2 text-muted">{t("compat.intro")}</p>
      <DeviceVerdict detected={detected} className="mt-6" checkLink={false} />
      <Form
        method="get"
        role="search"
        aria-label={t("compat.search")}
        className="mt-6 rounded-card bg-white p-4 shadow-card ring-1 ring-line sm:p-5"
      >
        {back && <input type="hidden" name="back" value={back.href} />}
        <label htmlFor="device-q" className="text-base font-semibold text-ink">
          {t("compat.yourPhone")}
        </label>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row">
          <input
            id="device-q"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={80}
            placeholder={t("compat.placeholder")}
            autoComplete="off"
            className={inputClass("storefront", "h-12 w-full sm:flex-1")}
            aria-describedby={error ? "device-q-error" : undefined}
          />
          <button type="submit" className={buttonClass("primary", "lg", "h-12")}>
            <Search aria-hidden="true" className="size-4" /> {t("compat.check")}
          </button>
        </div>
        {error && (
          <p id="device-q-error" role="alert" className="mt-2 text-sm text-danger-700">
            {error}
          </p>
        )}
      </Form>
      {q && <Results q={q} items={items} />}
      <section aria-labelledby="how-to-check" className="mt-10">
        <h2 id="how-to-check" className="text-xl font-bold">
          {t("compat.checks.title")}
        </h2>
        <dl className="mt-3 grid gap-3 sm:grid-cols-3">
          {CHECKS.map((check) => (
            <div key={check} className="rounded-card bg-white p-4 ring-1 ring-line">
              <dt className="font-semibold">{t(`compat.checks.${check}.title`)}</dt>
              <dd className="mt-1 text-sm text-muted">{t(`compat.checks.${check}.text`)}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-6 text-sm text-muted">
          {richText(t, "compat.noEsim", {
            link: (
              <Link to={href("/shop?type=physical-sim")} className="font-medium text-primary-700 underline">
                {t("compat.noEsimLink")}
              </Link>
            ),
          })}
        </p>
      </section>
    </div>
  );
}

function Results({ q, items }: { q: string; items: Route.ComponentProps["loaderData"]["items"] }) {
  const t = useT();
  if (items.length === 0) {
    return (
      <p className="mt-6 rounded-card border border-line bg-white p-5 text-sm" data-testid="device-none">
        <span className="font-semibold">{t("compat.none.title", { q })}</span>{" "}
        <span className="text-muted">{t("compat.none.text")}</span>
      </p>
    );
  }
  return (
    <section aria-labelledby="device-results" className="mt-6">
      <h2 id="device-results" className="sr-only">
        {t("compat.results", { q })}
      </h2>
      <ul className="divide-y divide-line rounded-card border border-line bg-white shadow-card">
        {items.map((d) => (
          <li
            key={`${d.brand} ${d.model}`}
            className="flex items-start gap-3 px-4 py-3"
            data-testid="device-result"
            data-esim={d.esim ? "yes" : "no"}
          >
            {d.esim ? (
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-700" />
            ) : (
              <CircleX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger-700" />
            )}
            <div className="min-w-0">
              <p>
                <span className="font-semibold">
                  {d.brand} {d.model}
                </span>{" "}
                <span className={d.esim ? "text-success-700" : "text-danger-700"}>
                  {t(d.esim ? "compat.supports" : "compat.noSupport")}
                </span>
              </p>
              {d.note && <p className="text-sm text-muted">{d.note}</p>}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
