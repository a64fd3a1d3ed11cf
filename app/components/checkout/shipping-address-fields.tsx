import { Field } from "~/components/ui/field";
import { inputClass } from "~/components/ui/input";
import { useFormMessage } from "~/lib/form-messages";
import { type MessageKey, useT } from "~/lib/i18n";

const ADDRESS_FIELDS = [
  ["customerName", "name"],
  ["address", "street-address"],
  ["city", "address-level2"],
  ["state", "address-level1"],
  ["postalCode", "postal-code"],
  ["country", "country-name"],
] as const;

/** Where a physical SIM is posted: checkout asks for it only when the cart holds one. */
export function ShippingAddressFields({
  customerName,
  errors,
}: {
  customerName: string;
  errors: Partial<Record<string, string>>;
}) {
  const t = useT();
  const say = useFormMessage();
  return (
    <fieldset className="mt-5 grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 font-semibold">{t("checkout.shipping.legend")}</legend>
      {ADDRESS_FIELDS.map(([name, autoComplete]) => (
        <div key={name} className={name === "address" ? "sm:col-span-2" : undefined}>
          <Field id={name} label={t(`checkout.field.${name}` as MessageKey)} error={say(errors[name])}>
            {(aria) => (
              <input
                {...aria}
                name={name}
                type="text"
                autoComplete={autoComplete}
                defaultValue={name === "customerName" ? customerName : ""}
                className={inputClass("storefront", "h-11")}
              />
            )}
          </Field>
        </div>
      ))}
    </fieldset>
  );
}
