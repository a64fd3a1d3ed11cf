import { Handshake } from "lucide-react";
import {
  BUSINESS_TYPES,
  PARTNERSHIP_FAILURE_TITLE,
  PARTNERSHIP_SUCCESS,
  type Partnership,
  type PartnershipInput,
  PartnershipSchema,
} from "~/schemas/partnership";
import type { FormActionData } from "./form-errors";
import { controlClass, FormField } from "./form-field";
import { FormStatus } from "./form-status";
import { SubmitButton, useApiForm } from "./use-api-form";

type PartnershipValues = Record<keyof PartnershipInput, string>;
const EMPTY: PartnershipValues = { name: "", company: "", email: "", businessType: "", message: "" };

/** POST /api/partnership with JavaScript, the page's action without (see useApiForm). */
export function PartnershipForm({ actionData }: { actionData?: FormActionData<Partnership> }) {
  const { register, onSubmit, errorFor, initial, isSubmitting, status } = useApiForm({
    schema: PartnershipSchema,
    empty: EMPTY,
    endpoint: "/api/partnership",
    success: PARTNERSHIP_SUCCESS,
    failureTitle: PARTNERSHIP_FAILURE_TITLE,
    actionData,
  });
  const inputClass = (name: keyof PartnershipValues) => `${controlClass(Boolean(errorFor(name)))} h-11`;

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="space-y-4"
      aria-label="Submit Partnership Request"
    >
      <FormStatus {...status} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="partner-name" label="Name" error={errorFor("name")}>
          {(aria) => (
            <input
              {...aria}
              {...register("name")}
              defaultValue={initial.name}
              autoComplete="name"
              className={inputClass("name")}
            />
          )}
        </FormField>
        <FormField id="partner-company" label="Company" error={errorFor("company")}>
          {(aria) => (
            <input
              {...aria}
              {...register("company")}
              defaultValue={initial.company}
              autoComplete="organization"
              className={inputClass("company")}
            />
          )}
        </FormField>
        <FormField id="partner-email" label="Contact email" error={errorFor("email")}>
          {(aria) => (
            <input
              {...aria}
              {...register("email")}
              defaultValue={initial.email}
              type="email"
              autoComplete="email"
              className={inputClass("email")}
            />
          )}
        </FormField>
        <FormField id="partner-business-type" label="Business type" error={errorFor("businessType")}>
          {(aria) => (
            <select
              {...aria}
              {...register("businessType")}
              defaultValue={initial.businessType}
              className={inputClass("businessType")}
            >
              <option value="">Select a business type</option>
              {Object.entries(BUSINESS_TYPES).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField
        id="partner-message"
        label="Message"
        error={errorFor("message")}
        hint="Tell us about your customers and how you would sell our plans (at least 20 characters)."
      >
        {(aria) => (
          <textarea
            {...aria}
            {...register("message")}
            defaultValue={initial.message}
            rows={5}
            className={`${controlClass(Boolean(errorFor("message")))} py-2`}
          />
        )}
      </FormField>
      <SubmitButton busy={isSubmitting} icon={Handshake} label="Submit Partnership Request" />
    </form>
  );
}
