import { useId, useRef } from "react";
import { useFetcherForm } from "~/components/forms/use-route-form";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { inputClass } from "~/components/ui/input";
import { type SellerDetails, SellerDetailsSchema } from "~/schemas/receipts";
import { HiddenFields } from "./intent-actions";
import { SellerDetailsMissing } from "./seller-details-missing";
import { useAdminIntent } from "./use-admin-intent";

type SellerForm = Record<keyof SellerDetails, string>;

const FIELDS: { name: keyof SellerDetails; label: string; hint?: string }[] = [
  { name: "legalName", label: "Legal name", hint: "As registered with SSM, e.g. Jalan Sim Sdn. Bhd." },
  {
    name: "registrationNumber",
    label: "Registration number",
    hint: "SSM number, e.g. 202601012345 (1234567-A)",
  },
  { name: "sstNumber", label: "SST registration number", hint: "Leave empty when not registered for SST" },
  { name: "sstRate", label: "SST rate (%)", hint: "Included in prices; empty for none" },
];

/** The seller every receipt names: legal name, registration, address and SST (Settings tab). */
export function SellerDetailsForm({ seller }: { seller: SellerDetails }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { fetcher, pending, failure } = useAdminIntent();
  const values: SellerForm = {
    legalName: seller.legalName,
    registrationNumber: seller.registrationNumber,
    address: seller.address,
    sstNumber: seller.sstNumber,
    sstRate: seller.sstRate === null ? "" : String(seller.sstRate),
  };
  // The form holds text; the shared schema reads the rate as a number or none.
  const { form, onSubmit: submit } = useFetcherForm({
    schema: SellerDetailsSchema,
    defaults: values,
    fetcher: fetcher,
    formRef,
  });
  const { errors } = form.formState;
  const server = failure?.fieldErrors ?? {};
  // register() fills the fields on the client only; a plain POST (JavaScript off) needs the values.
  const field = (name: keyof SellerForm) => ({ ...form.register(name), defaultValue: values[name] });
  const errorOf = (name: keyof SellerForm) => errors[name]?.message ?? server[name];
  return (
    <Card labelledBy="seller-details">
      <h2 id="seller-details" className="scroll-mt-24 text-lg font-semibold">
        Seller details for receipts
      </h2>
      <p className="text-sm text-muted">
        Printed on every receipt and on the month's consolidated e-invoice.
      </p>
      <div className="mt-3 empty:hidden">
        <SellerDetailsMissing seller={seller} />
      </div>
      <form
        ref={formRef}
        method="post"
        onSubmit={submit}
        noValidate
        className="mt-4 grid gap-3 sm:grid-cols-2"
      >
        <HiddenFields intent="save-seller" />
        {FIELDS.map(({ name, label, hint }) => (
          <Field
            key={name}
            variant="admin"
            label={label}
            hint={hint}
            id={`${id}-${name}`}
            error={errorOf(name)}
          >
            <input
              id={`${id}-${name}`}
              inputMode={name === "sstRate" ? "decimal" : undefined}
              className={inputClass("admin")}
              {...field(name)}
            />
          </Field>
        ))}
        <Field
          variant="admin"
          label="Address"
          id={`${id}-address`}
          error={errorOf("address")}
          className="sm:col-span-2"
        >
          <textarea
            id={`${id}-address`}
            rows={3}
            className={inputClass("admin", "py-2")}
            {...field("address")}
          />
        </Field>
        <div className="sm:col-span-2">
          <button type="submit" className={buttonClass("primary", "sm")} disabled={pending}>
            Save seller details
          </button>
        </div>
      </form>
    </Card>
  );
}
