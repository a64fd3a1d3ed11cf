import { Globe2, QrCode, ShieldCheck } from "lucide-react";

const REASONS = [
  {
    icon: QrCode,
    title: "Instant activation via QR code",
    text: "Your eSIM arrives by e-mail in minutes. Scan the QR code and you are ready before take-off.",
  },
  {
    icon: Globe2,
    title: "Global coverage",
    text: "Local networks across Asia Pacific, Europe and the Americas, switching automatically as you cross borders.",
  },
  {
    icon: ShieldCheck,
    title: "Secure and reliable",
    text: "Carrier-grade encryption on trusted operator networks, with 99.9% uptime and 24/7 support.",
  },
] as const;

export function WhyEsim() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16" aria-labelledby="why-esim">
      <div className="fade-in max-w-2xl">
        <h2 id="why-esim" className="text-3xl font-bold tracking-tight">
          Why Choose eSIM
        </h2>
        <p className="mt-3 text-muted">
          No plastic, no queues, no roaming bills: just data that works where you land.
        </p>
      </div>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {REASONS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="fade-in rounded-card border border-line bg-white p-6 shadow-card">
            <span className="inline-flex size-12 items-center justify-center rounded-full bg-primary-50 text-primary-700">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-bold">{title}</h3>
            <p className="mt-2 text-muted">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
