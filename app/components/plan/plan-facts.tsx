import { CalendarClock, Check, RefreshCw, Signal, Wifi, X } from "~/components/ui/icons";
import { cn } from "~/lib/cn";
import { type Translate, useT } from "~/lib/i18n";
import type { ProductDto } from "~/schemas/product";

type Facts = Pick<ProductDto, "networks" | "speed" | "hotspot" | "validityStart" | "topUp"> &
  Partial<Pick<ProductDto, "type">>;

/** The facts travellers compare, each shown only when staff stated it. */
function planFacts(
  product: Facts,
  t: Translate,
): { key: string; icon: typeof Signal; text: string; no?: boolean }[] {
  const facts: { key: string; icon: typeof Signal; text: string; no?: boolean }[] = [];
  if (product.speed)
    facts.push({ key: "speed", icon: Signal, text: product.speed === "5G" ? "5G / 4G" : "4G LTE" });
  if (product.hotspot !== null)
    facts.push({
      key: "hotspot",
      icon: product.hotspot ? Wifi : X,
      text: t(product.hotspot ? "planCard.fact.hotspot" : "planCard.fact.noHotspot"),
      no: !product.hotspot,
    });
  if (product.validityStart || product.type === "Physical SIM")
    facts.push({
      key: "validity",
      icon: CalendarClock,
      // A SIM card's days start when it is activated, never when it was bought (it spends days in the post).
      text: t(
        product.type === "Physical SIM"
          ? "planCard.fact.onActivation"
          : product.validityStart === "first-use"
            ? "planCard.fact.firstUse"
            : "planCard.fact.purchase",
      ),
    });
  if (product.topUp !== null)
    facts.push({
      key: "top-up",
      icon: product.topUp ? RefreshCw : X,
      text: t(product.topUp ? "planCard.fact.topUp" : "planCard.fact.noTopUp"),
      no: !product.topUp,
    });
  if (product.networks)
    facts.push({
      key: "networks",
      icon: Check,
      text: t("planCard.fact.networks", { networks: product.networks }),
    });
  return facts;
}

export function PlanFacts({
  product,
  compact,
  className,
}: {
  product: Facts;
  compact?: boolean;
  className?: string;
}) {
  const t = useT();
  const facts = planFacts(product, t);
  if (facts.length === 0) return null;
  return (
    <ul
      className={cn(compact ? "grid gap-1 text-sm text-muted" : "grid gap-2 sm:grid-cols-2", className)}
      data-testid="plan-facts"
      aria-label={t("planCard.facts")}
    >
      {facts.map(({ key, icon: Icon, text, no }) => (
        <li key={key} className="flex items-start gap-2">
          <Icon
            aria-hidden="true"
            className={cn("mt-0.5 size-4 shrink-0", no ? "text-subtle" : "text-primary-700")}
          />
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}
