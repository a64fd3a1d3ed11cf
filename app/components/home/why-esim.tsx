import { Globe2, QrCode, ShieldCheck } from "~/components/ui/icons";
import { useT } from "~/lib/i18n";
import type { ShopFigures } from "~/schemas/shop-figures";

const REASONS = [
  {
    icon: QrCode,
    title: "home.why.qr.title",
    text: "home.why.qr.text",
  },
  {
    icon: Globe2,
    title: "home.why.global.title",
    text: "home.why.global.text",
  },
  {
    icon: ShieldCheck,
    title: "home.why.secure.title",
    text: "home.why.secure.text",
  },
] as const;

export function WhyEsim({ figures }: { figures: ShopFigures }) {
  const t = useT();
  const { deliveryMinutes: minutes, deliveryDays: days } = figures;
  // The measured delivery time, or the sentence without it: never a number the shop does not hold.
  const text = (key: (typeof REASONS)[number]["text"]) =>
    key !== "home.why.secure.text"
      ? t(key)
      : minutes === null
        ? t("home.why.secure.textUnmeasured")
        : t(key, { minutes, days });
  return (
    <section className="render-near-view mx-auto max-w-6xl px-4 py-16" aria-labelledby="why-esim">
      <div className="fade-in max-w-2xl">
        <h2 id="why-esim" className="text-3xl font-bold tracking-tight">
          {t("home.why.title")}
        </h2>
        <p className="mt-3 text-muted">{t("home.why.lead")}</p>
      </div>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {REASONS.map(({ icon: Icon, title, text: textKey }) => (
          <li key={title} className="fade-in rounded-card border border-line bg-white p-6 shadow-card">
            <span className="inline-flex size-12 items-center justify-center rounded-full bg-primary-50 text-primary-700">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-bold">{t(title)}</h3>
            <p className="mt-2 text-muted">{text(textKey)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
