import { BadgeCheck, Lock, Users } from "lucide-react";

const BADGES = [
  { icon: BadgeCheck, title: "Official Partner", text: "Plans sourced directly from licensed operators." },
  { icon: Lock, title: "Secure Payment", text: "Encrypted checkout; we never store your card." },
  { icon: Users, title: "Trusted by 10,000+ Customers", text: "Travellers from Malaysia and beyond." },
] as const;

export function TrustBadges() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16" aria-label="Why travellers trust us">
      <ul className="grid gap-4 sm:grid-cols-3">
        {BADGES.map(({ icon: Icon, title, text }) => (
          <li
            key={title}
            className="fade-in flex items-start gap-4 rounded-card bg-white p-5 ring-1 ring-line"
          >
            <Icon aria-hidden="true" className="size-8 shrink-0 text-primary-700" />
            <div>
              <p className="font-bold">{title}</p>
              <p className="mt-1 text-sm text-muted">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
