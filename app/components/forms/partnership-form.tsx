import { Handshake } from "lucide-react";
import { Field } from "~/components/ui/field";
import type { FormResult } from "~/lib/form-errors";
import {
  BUSINESS_TYPES,
  PARTNERSHIP_SUCCESS,
  type PartnershipInput,
  PartnershipSchema,
} from "~/schemas/partnership";
import { FormStatus } from "./form-status";
import { SubmitButton, useRouteForm } from "./use-route-form";

const EMPTY: PartnershipInput = { name: "", company: "", email: "", businessType: "", message: "" };

/** Posts to the page's own action, through a fetcher once hydrated (see useRouteForm). */
export function PartnershipForm({ actionData }: { actionData?: FormResult }) {
  const { formRef, control, onSubmit, errorFor, busy, result, failure } = useRouteForm({
    schema: PartnershipSchema,
    empty: EMPTY,
    actionData,
  });

  return (
    <form
      ref={formRef}
      id="partnership-form"
      // Without JavaScript the answer page opens at the form, so its note (at the top) is in view.
      action="#partnership-form"
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="space-y-4"
      aria-label="Submit Partnership Request"
    >
      <FormStatus
        success={result?.ok ? PARTNERSHIP_SUCCESS : undefined}
        error={failure && !failure.fieldErrors ? failure.error : undefined}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="partner-name" label="Name" error={errorFor("name")}>
          {(aria) => <input {...aria} {...control("name", "h-11")} autoComplete="name" />}
        </Field>
        <Field id="partner-company" label="Company" error={errorFor("company")}>
          {(aria) => <input {...aria} {...control("company", "h-11")} autoComplete="organization" />}
        </Field>
        <Field id="partner-email" label="Contact email" error={errorFor("email")}>
          {(aria) => <input {...aria} {...control("email", "h-11")} type="email" autoComplete="email" />}
        </Field>
        <Field id="partner-business-type" label="Business type" error={errorFor("businessType")}>
          {(aria) => (
            <select {...aria} {...control("businessType", "h-11")}>
              <option value="">Select a business type</option>
              {Object.entries(BUSINESS_TYPES).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field
        id="partner-message"
        label="Message"
        error={errorFor("message")}
        hint="Tell us about your customers and how you would sell our plans (at least 20 characters)."
      >
        {(aria) => <textarea {...aria} {...control("message", "py-2")} rows={5} />}
      </Field>
      <SubmitButton busy={busy} icon={Handshake} label="Submit Partnership Request" />
    </form>
  );
}
