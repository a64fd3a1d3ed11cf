import { useId, useRef } from "react";
import { useFetcherForm } from "~/components/forms/use-route-form";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { inputClass } from "~/components/ui/input";
import { type ShippingRulesInput, ShippingRulesSchema } from "~/schemas/admin/settings";
import { HiddenFields } from "./intent-actions";
import { useAdminIntent } from "./use-admin-intent";

type Name = keyof ShippingRulesInput;

const BANDS: { legend: string; min: Name; max: Name }[] = [
  { legend: "West Malaysia", min: "westMin", max: "westMax" },
  { legend: "Sabah, Sarawak and Labuan", min: "eastMin", max: "eastMax" },
];

/**
 * The delivery estimate a Physical SIM's buyer is shown at checkout and on the order page, and the
 * hours after which a paid order of any kind is listed as needing attention (decision 0072).
 */
export function ShippingRulesCard({ rules }: { rules: ShippingRulesInput }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { fetcher, pending, failure } = useAdminIntent();
  const { form, onSubmit: submit } = useFetcherForm({
    schema: ShippingRulesSchema,
    defaults: rules,
    fetcher: fetcher,
    formRef,
  });
  const { errors } = form.formState;
  const server = failure?.fieldErrors ?? {};
  // Checked in the browser first (min ≤ max too), then posted to the tab's action.
  const control = (name: Name, label: string, hint?: string) => (
    <Field
      variant="admin"
      label={label}
      hint={hint}
      id={`${id}-${name}`}
      error={errors[name]?.message ?? server[name]}
    >
      <input
        id={`${id}-${name}`}
        type="number"
        inputMode="numeric"
        min={name === "stuckHours" ? 1 : 0}
        max={name === "stuckHours" ? 720 : 30}
        required
        className={inputClass("admin")}
        // register() fills the field on the client only; a plain POST (JavaScript off) needs the value.
        {...form.register(name)}
        defaultValue={rules[name]}
      />
    </Field>
  );
  return (
    <Card>
      <h2 className="text-lg font-semibold">Shipping</h2>
      <p className="text-sm text-muted">
        The delivery estimate for a Physical SIM, in working days (Saturdays and Sundays are skipped), shown
        at checkout and on the order page; and when a paid order needs attention on Today and in Orders.
      </p>
      <form
        ref={formRef}
        method="post"
        onSubmit={submit}
        noValidate
        className="mt-4 grid gap-4 sm:grid-cols-2"
        data-testid="shipping-rules-form"
      >
        <HiddenFields intent="shipping-rules" />
        {BANDS.map(({ legend, min, max }) => (
          <fieldset key={legend} className="grid grid-cols-2 gap-3">
            <legend className="col-span-2 mb-1 text-sm font-semibold">{legend}</legend>
            {control(min, "Fewest working days")}
            {control(max, "Most working days")}
          </fieldset>
        ))}
        <div className="sm:col-span-2 sm:max-w-xs">
          {control(
            "stuckHours",
            "A paid order needs attention after (hours)",
            "Not yet delivered this long after payment",
          )}
        </div>
        <div className="sm:col-span-2">
          <button type="submit" className={buttonClass("primary", "sm")} disabled={pending}>
            Save shipping
          </button>
        </div>
      </form>
    </Card>
  );
}
