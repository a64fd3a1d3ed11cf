import { useId, useRef } from "react";
import { useFetcherForm } from "~/components/forms/use-route-form";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { inputClass } from "~/components/ui/input";
import {
  type HoldRule,
  type PaymentSettings,
  type ShippingRulesInput,
  type StaffMember,
  type StoreContactInput,
  StoreContactSchema,
} from "~/schemas/admin/settings";
import type { StorefrontClaimsInput } from "~/schemas/claims";
import type { SellerDetails } from "~/schemas/receipts";
import { ClaimsCard } from "./claims-card";
import { HoldRuleCard } from "./hold-rule-card";
import { HiddenFields } from "./intent-actions";
import { PaymentSettingsCard } from "./payments";
import { SellerDetailsForm } from "./seller-details";
import { ShippingRulesCard } from "./shipping-rules-card";
import { StaffAccounts } from "./staff-accounts";
import { useAdminIntent, useOptimisticValue } from "./use-admin-intent";

// Every card posts to the Settings route's one action (worker/web/pages/admin/admin-settings-actions.server.ts),
// told apart by `intent`; its toast comes from the root loader.

export function SettingsTab({
  contact,
  seller,
  requireVerifiedEmail,
  holds,
  shipping,
  staff,
  payments,
  claims,
}: {
  contact: StoreContactInput;
  claims: StorefrontClaimsInput;
  seller: SellerDetails;
  requireVerifiedEmail: boolean;
  holds: { rule: HoldRule; canEdit: boolean };
  shipping: ShippingRulesInput;
  staff: StaffMember[] | null;
  payments: PaymentSettings | null;
}) {
  return (
    <div className="space-y-6">
      <StoreContactForm contact={contact} />
      <ClaimsCard claims={claims} />
      <SellerDetailsForm seller={seller} />
      <CheckoutRulesCard requireVerifiedEmail={requireVerifiedEmail} />
      <ShippingRulesCard rules={shipping} />
      <HoldRuleCard rule={holds.rule} canEdit={holds.canEdit} />
      {payments && <PaymentSettingsCard view={payments} />}
      {staff && <StaffAccounts staff={staff} />}
    </div>
  );
}

function StoreContactForm({ contact }: { contact: StoreContactInput }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { fetcher, pending, failure } = useAdminIntent();
  const { form, onSubmit: submit } = useFetcherForm({
    schema: StoreContactSchema,
    defaults: contact,
    fetcher: fetcher,
    formRef,
  });
  const { errors } = form.formState;
  const server = failure?.fieldErrors ?? {};
  // Checked in the browser first, then posted to the tab's action.
  // register() fills the fields on the client only; a plain POST (JavaScript off) needs the values.
  const field = (name: keyof StoreContactInput) => ({ ...form.register(name), defaultValue: contact[name] });
  return (
    <Card>
      <h2 className="text-lg font-semibold">Store contact</h2>
      <p className="text-sm text-muted">Shown on the Support page and in the footer.</p>
      <form
        ref={formRef}
        method="post"
        onSubmit={submit}
        noValidate
        className="mt-4 grid gap-3 sm:grid-cols-3"
      >
        <HiddenFields intent="save-contact" />
        <Field
          variant="admin"
          label="Support e-mail"
          id={`${id}-email`}
          error={errors.supportEmail?.message ?? server.supportEmail}
        >
          <input id={`${id}-email`} type="email" className={inputClass("admin")} {...field("supportEmail")} />
        </Field>
        <Field
          variant="admin"
          label="Phone"
          id={`${id}-phone`}
          error={errors.supportPhone?.message ?? server.supportPhone}
        >
          <input id={`${id}-phone`} type="tel" className={inputClass("admin")} {...field("supportPhone")} />
        </Field>
        <Field
          variant="admin"
          label="Messaging (WhatsApp) number"
          id={`${id}-wa`}
          error={errors.supportWhatsapp?.message ?? server.supportWhatsapp}
        >
          <input id={`${id}-wa`} type="tel" className={inputClass("admin")} {...field("supportWhatsapp")} />
        </Field>
        <div className="sm:col-span-3">
          <button type="submit" className={buttonClass("primary", "sm")} disabled={pending}>
            Save contact details
          </button>
        </div>
      </form>
    </Card>
  );
}

/** Store-wide checkout rules: whether paying needs a verified e-mail address. */
function CheckoutRulesCard({ requireVerifiedEmail }: { requireVerifiedEmail: boolean }) {
  const id = useId();
  const { fetcher, pending } = useAdminIntent();
  // The box follows the click at once, and goes back if the server refuses.
  const [checked, setChecked] = useOptimisticValue(requireVerifiedEmail, pending);
  return (
    <Card>
      <h2 className="text-lg font-semibold">Checkout</h2>
      <fetcher.Form method="post">
        <HiddenFields intent="checkout-rule" />
        <label htmlFor={`${id}-verified`} className="mt-3 flex items-start gap-3 text-sm">
          <input
            id={`${id}-verified`}
            name="requireVerifiedEmail"
            type="checkbox"
            className="mt-0.5 size-4 accent-primary-700"
            checked={checked}
            disabled={pending}
            onChange={(event) => {
              setChecked(event.currentTarget.checked);
              fetcher.submit(event.currentTarget.form, { method: "post" });
            }}
          />
          <span>
            <span className="font-medium">Require a verified e-mail at checkout</span>
            <span className="block text-muted">
              Off by default. When on, a customer whose address is not verified is asked to open the link we
              e-mailed before the Pay button appears.
            </span>
          </span>
        </label>
        <noscript>
          <button type="submit" className={buttonClass("secondary", "sm", "mt-3")}>
            Save checkout setting
          </button>
        </noscript>
      </fetcher.Form>
    </Card>
  );
}
