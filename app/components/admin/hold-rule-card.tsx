import { useId } from "react";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { inputClass } from "~/components/ui/input";
import type { HoldRule } from "~/schemas/admin/settings";
import { HiddenFields } from "./intent-actions";
import { useAdminIntent } from "./use-admin-intent";

const FIELDS: { name: keyof HoldRule; label: string; hint: string; max: number }[] = [
  {
    name: "minUnits",
    label: "Minimum units",
    hint: "Never less than this many, however small the stock",
    max: 1000,
  },
  { name: "sharePercent", label: "Share of stock (%)", hint: "Of the units on hand, rounded down", max: 100 },
  {
    name: "cooldownMinutes",
    label: "Cool-down (minutes)",
    hint: "After an unpaid hold ends, before the same customer may hold that plan again",
    max: 1440,
  },
];

/**
 * How much of a Physical SIM's stock one order, account or client may hold before paying
 * (decision 0063). Read-only for staff without the inventory permission the operation needs.
 */
export function HoldRuleCard({ rule, canEdit }: { rule: HoldRule; canEdit: boolean }) {
  const id = useId();
  const { fetcher, pending, failure } = useAdminIntent();
  const server = failure?.fieldErrors ?? {};
  const example = (stock: number) =>
    Math.max(1, rule.minUnits, Math.floor((stock * rule.sharePercent) / 100));
  return (
    <Card>
      <h2 className="text-lg font-semibold">Stock holds</h2>
      <p className="text-sm text-muted">
        An unpaid checkout holds Physical SIM stock for 30 minutes. One order, account or device may hold the
        greater of the minimum and the share, so one customer cannot empty a plan. Now: 5 in stock →{" "}
        {example(5)}, 12 → {example(12)}, 50 → {example(50)}.
      </p>
      <fetcher.Form method="post" className="mt-4 grid gap-3 sm:grid-cols-3" data-testid="hold-rule-form">
        <HiddenFields intent="hold-rule" />
        {FIELDS.map(({ name, label, hint, max }) => (
          <Field
            key={name}
            variant="admin"
            label={label}
            hint={hint}
            id={`${id}-${name}`}
            error={server[name]}
          >
            <input
              id={`${id}-${name}`}
              name={name}
              type="number"
              inputMode="numeric"
              min={name === "cooldownMinutes" ? 0 : 1}
              max={max}
              required
              defaultValue={rule[name]}
              disabled={!canEdit}
              className={inputClass("admin")}
            />
          </Field>
        ))}
        {canEdit && (
          <div className="sm:col-span-3">
            <button type="submit" className={buttonClass("primary", "sm")} disabled={pending}>
              Save stock holds
            </button>
          </div>
        )}
      </fetcher.Form>
    </Card>
  );
}
