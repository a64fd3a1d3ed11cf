import { BadgeCheck, Lock, Users } from "~/components/ui/icons";
import { useT } from "~/lib/i18n";
import type { StorefrontClaims } from "~/schemas/claims";
import { ClaimSource } from "./claim-source";

// "Secure Payment" is what the checkout does; "Official Partner" shows only with the source staff
// gave; the customers badge only once the shop has delivered to enough of them to count (decision 0085).
export function TrustBadges({ claims, customers }: { claims: StorefrontClaims; customers: number | null }) {
  const t = useT();
  const badges = [
    ...(claims.partners
      ? [
          {
            icon: BadgeCheck,
            title: t("home.trust.partner.title"),
            text: t("home.trust.partner.text"),
            source: claims.partners,
          },
        ]
      : []),
    { icon: Lock, title: t("home.trust.payment.title"), text: t("home.trust.payment.text"), source: null },
    ...(customers !== null
      ? [
          {
            icon: Users,
            title: t("home.trust.customers.title", { customers }),
            text: t("home.trust.customers.text"),
            source: null,
          },
        ]
      : []),
  ];
  return (
    <section className="render-near-view mx-auto max-w-6xl px-4 py-16" aria-label={t("home.trust.label")}>
      <ul
        className={`grid gap-4 ${badges.length === 3 ? "sm:grid-cols-3" : badges.length === 2 ? "sm:grid-cols-2" : ""}`}
      >
        {badges.map(({ icon: Icon, title, text, source }) => (
          <li
            key={title}
            className="fade-in flex items-start gap-4 rounded-card bg-white p-5 ring-1 ring-line"
          >
            <Icon aria-hidden="true" className="size-8 shrink-0 text-primary-700" />
            <div>
              <p className="font-bold">{title}</p>
              <p className="mt-1 text-sm text-muted">{text}</p>
              {source && <ClaimSource source={source} className="mt-1 block text-xs text-subtle" />}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
