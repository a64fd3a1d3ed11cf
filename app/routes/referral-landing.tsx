import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Gift } from "~/components/ui/icons";
import { metaT, useLocalePath, useT } from "~/lib/i18n";
import { formatRm } from "~/lib/money";
import { pageTitle } from "~/lib/seo";
import { referralOffer } from "../../worker/web/cookies/referral-cookie.server";
import { pageMessages } from "../../worker/web/language/messages.server";
import type { Route } from "./+types/referral-landing";

export const meta: Route.MetaFunction = ({ matches, location }) => [
  { title: pageTitle(matches, metaT({ location, matches })("credit.landing.meta")) },
  { name: "robots", content: "noindex" },
];

/** The code is kept in a cookie (worker/app.ts): the page is this visitor's, never stored for another. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export function loader({ context }: Route.LoaderArgs) {
  return { ...referralOffer(), ...pageMessages(context, "credit") };
}

/** What a friend's link gives: the rule's RM off a first order from its minimum, then the shop. */
export default function ReferralLanding({ loaderData }: Route.ComponentProps) {
  const { discountSen, minimumSen, days } = loaderData;
  const t = useT();
  const href = useLocalePath();
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      <section
        className="rounded-card border border-line bg-white p-6 text-center shadow-card sm:p-8"
        data-testid="referral-landing"
      >
        <Gift aria-hidden="true" className="mx-auto size-10 text-primary-700" />
        <h1 className="mt-4 text-3xl font-bold tracking-tight">{t("credit.landing.title")}</h1>
        <p className="mt-3 text-lg" data-testid="referral-offer">
          {t("credit.landing.offer", { amount: formatRm(discountSen), minimum: formatRm(minimumSen) })}
        </p>
        <p className="mt-2 text-sm text-muted">{t("credit.landing.kept", { days })}</p>
        <Link to={href("/shop")} className={buttonClass("primary", "lg", "mt-6")}>
          {t("credit.landing.shop")}
        </Link>
      </section>
    </div>
  );
}
