import { zodResolver } from "@hookform/resolvers/zod";
import { Handshake, Loader2 } from "lucide-react";
import { type Resolver, useForm } from "react-hook-form";
import { buttonClass } from "~/components/ui/button";
import { toast } from "~/lib/toast";
import {
  BUSINESS_TYPES,
  PARTNERSHIP_FAILURE_TITLE,
  PARTNERSHIP_SUCCESS,
  type Partnership,
  type PartnershipInput,
  PartnershipSchema,
} from "~/schemas/partnership";
import { type FormActionData, failureDescription, postForm } from "./form-errors";
import { controlClass, FormField } from "./form-field";
import { FormStatus } from "./form-status";

type PartnershipValues = Record<keyof PartnershipInput, string>;
const EMPTY: PartnershipValues = { name: "", company: "", email: "", businessType: "", message: "" };

/** Same pattern as the contact form: API + toast with JavaScript, page action without. */
export function PartnershipForm({ actionData }: { actionData?: FormActionData<Partnership> }) {
  const serverErrors = actionData && !actionData.ok ? actionData.errors : {};
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PartnershipValues, unknown, Partnership>({
    // The select starts empty (""), which the schema rejects with its own message.
    resolver: zodResolver(PartnershipSchema) as unknown as Resolver<PartnershipValues, unknown, Partnership>,
    defaultValues: actionData && !actionData.ok ? actionData.values : EMPTY,
    mode: "onTouched",
  });

  const onValid = async (values: Partnership) => {
    try {
      await postForm("/api/partnership", values);
      toast({ title: PARTNERSHIP_SUCCESS.title, description: PARTNERSHIP_SUCCESS.text });
      reset(EMPTY);
    } catch (error) {
      toast({
        title: PARTNERSHIP_FAILURE_TITLE,
        description: failureDescription(error),
        variant: "destructive",
      });
    }
  };

  // register() sets values on the client only; the server render needs them for the no-JS path.
  const initial = actionData && !actionData.ok ? actionData.values : EMPTY;
  const errorFor = (name: keyof PartnershipValues) => errors[name]?.message ?? serverErrors[name];
  const inputClass = (name: keyof PartnershipValues) => `${controlClass(Boolean(errorFor(name)))} h-11`;

  return (
    <form
      method="post"
      noValidate
      onSubmit={handleSubmit(onValid)}
      className="space-y-4"
      aria-label="Submit Partnership Request"
    >
      <FormStatus
        success={actionData?.ok ? PARTNERSHIP_SUCCESS : undefined}
        error={actionData && !actionData.ok ? actionData.formError : undefined}
      />
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
      <button
        type="submit"
        disabled={isSubmitting}
        className={buttonClass("primary", "lg", "w-full sm:w-auto")}
      >
        {isSubmitting ? (
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <Handshake aria-hidden="true" className="size-4" />
        )}
        Submit Partnership Request
      </button>
    </form>
  );
}
