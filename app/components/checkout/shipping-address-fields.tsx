import { useState } from "react";
import { Field } from "~/components/ui/field";
import { inputClass } from "~/components/ui/input";
import { useFormMessage } from "~/lib/form-messages";
import { type MessageKey, useT } from "~/lib/i18n";
import { type DeliveryEstimateRule, isEastMalaysia, MALAYSIA_STATES } from "~/schemas/shipping";

const TEXT_FIELDS = [
  ["customerName", "name", "text"],
  ["phone", "tel", "tel"],
  ["address", "street-address", "text"],
  ["city", "address-level2", "text"],
  ["postalCode", "postal-code", "text"],
] as const;

/**
 * Where a physical SIM is posted: checkout asks for it only when the cart holds one. The courier
 * needs the recipient's full name and a phone number; the state is one of Malaysia's, and the
 * delivery estimate follows it (Sabah, Sarawak and Labuan take longer).
 */
export function ShippingAddressFields({
  customerName,
  errors,
  delivery,
}: {
  customerName: string;
  errors: Partial<Record<string, string>>;
  delivery: DeliveryEstimateRule;
}) {
  const t = useT();
  const say = useFormMessage();
  const [state, setState] = useState("");
  const east = isEastMalaysia(state);
  const [min, max] = east ? [delivery.eastMin, delivery.eastMax] : [delivery.westMin, delivery.westMax];
  return (
    <fieldset className="mt-5 grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 font-semibold">{t("checkout.shipping.legend")}</legend>
      {TEXT_FIELDS.map(([name, autoComplete, type]) => (
        <div key={name} className={name === "address" ? "sm:col-span-2" : undefined}>
          <Field
            id={name}
            label={t(`checkout.field.${name}` as MessageKey)}
            error={say(errors[name])}
            hint={name === "phone" ? t("checkout.field.phoneHint") : undefined}
          >
            {(aria) => (
              <input
                {...aria}
                name={name}
                type={type}
                autoComplete={autoComplete}
                inputMode={type === "tel" ? "tel" : undefined}
                defaultValue={name === "customerName" ? customerName : ""}
                className={inputClass("storefront", "h-11")}
              />
            )}
          </Field>
        </div>
      ))}
      <div>
        <Field id="state" label={t("checkout.field.state")} error={say(errors.state)}>
          {(aria) => (
            <select
              {...aria}
              name="state"
              autoComplete="address-level1"
              value={state}
              onChange={(event) => setState(event.target.value)}
              className={inputClass("storefront", "h-11")}
            >
              <option value="">{t("checkout.field.stateChoose")}</option>
              {MALAYSIA_STATES.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <input type="hidden" name="country" value="Malaysia" />
      <p className="text-sm text-muted sm:col-span-2" data-testid="delivery-estimate" aria-live="polite">
        {t("checkout.shipping.estimate", { min: String(min), max: String(max) })}
      </p>
    </fieldset>
  );
}
