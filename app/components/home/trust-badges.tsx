import { BadgeCheck, Lock, Users } from "~/components/ui/icons";
import { useT } from "~/lib/i18n";

const BADGES = [
  { icon: BadgeCheck, title: "home.trust.partner.title", text: "home.trust.partner.text" },
  { icon: Lock, title: "home.trust.payment.title", text: "home.trust.payment.text" },
  { icon: Users, title: "home.trust.customers.title", text: "home.trust.customers.text" },
] as const;

export function TrustBadges() {
  const t = useT();
  return (
    <section className="render-near-view mx-auto max-w-6xl px-4 py-16" aria-label={t("home.trust.label")}>
      <ul className="grid gap-4 sm:grid-cols-3">
        {BADGES.map(({ icon: Icon, title, text }) => (
          <li
            key={title}
            className="fade-in flex items-start gap-4 rounded-card bg-white p-5 ring-1 ring-line"
          >
            <Icon aria-hidden="true" className="size-8 shrink-0 text-primary-700" />
            <div>
              <p className="font-bold">{t(title)}</p>
              <p className="mt-1 text-sm text-muted">{t(text)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
