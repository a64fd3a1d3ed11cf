import { BadgeCheck, Lock, Users } from "~/components/ui/icons";
import { useT } from "~/lib/i18n";
import type { StorefrontClaims } from "~/schemas/claims";
import { ClaimSource } from "./claim-source";

// "Secure Payment" is what the checkout does; the other two are claims shown only with their source.
const BADGES = [
  { icon: BadgeCheck, title: "home.trust.partner.title", text: "home.trust.partner.text", claim: "partners" },
  { icon: Lock, title: "home.trust.payment.title", text: "home.trust.payment.text", claim: null },
  { icon: Users, title: "home.trust.customers.title", text: "home.trust.customers.text", claim: "customers" },
] as const;

export function TrustBadges({ claims }: { claims: StorefrontClaims }) {
  const t = useT();
  const badges = BADGES.flatMap((badge) => {
    const source = badge.claim ? claims[badge.claim] : null;
    return badge.claim && !source ? [] : [{ ...badge, source }];
  });
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
              <p className="font-bold">{t(title)}</p>
              <p className="mt-1 text-sm text-muted">{t(text)}</p>
              {source && <ClaimSource source={source} className="mt-1 block text-xs text-subtle" />}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
