import { Card } from "~/components/ui/card";
import type { IconComponent } from "~/components/ui/icons";

/** One headline figure of Analytics. */
export function StatCard({
  label,
  value,
  sub,
  icon: Icon,
}: {
  label: string;
  value: number | string;
  sub?: string;
  icon: IconComponent;
}) {
  return (
    <Card className="@container">
      <div className="flex items-start justify-between">
        <p className="text-sm font-medium text-muted">{label}</p>
        <Icon aria-hidden="true" className="size-5 text-primary-700" />
      </div>
      <p
        // A money figure stays on one line, so it shrinks with its card: at 10x data "RM 9,738,317.70"
        // ran past the card's edge in a quarter of the 1280 px back office.
        className={`mt-2 font-bold tabular ${typeof value === "number" ? "text-3xl" : "text-[clamp(1.125rem,10.5cqi,1.5rem)] whitespace-nowrap"}`}
      >
        {typeof value === "number" ? value.toLocaleString("en-MY") : value}
      </p>
      {sub && <p className="mt-1 text-xs text-muted">{sub}</p>}
    </Card>
  );
}
