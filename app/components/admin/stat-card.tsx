import type { LucideIcon } from "lucide-react";
import { Card } from "~/components/ui/card";

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
  icon: LucideIcon;
}) {
  return (
    <Card>
      <div className="flex items-start justify-between">
        <p className="text-sm font-medium text-muted">{label}</p>
        <Icon aria-hidden="true" className="size-5 text-primary-700" />
      </div>
      <p
        className={`mt-2 font-bold tabular ${typeof value === "number" ? "text-3xl" : "text-2xl whitespace-nowrap"}`}
      >
        {typeof value === "number" ? value.toLocaleString("en-MY") : value}
      </p>
      {sub && <p className="mt-1 text-xs text-muted">{sub}</p>}
    </Card>
  );
}
