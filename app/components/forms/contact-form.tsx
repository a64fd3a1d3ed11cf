import { Send } from "lucide-react";
import {
  CONTACT_FAILURE_TITLE,
  CONTACT_SUCCESS,
  type Contact,
  type ContactInput,
  ContactSchema,
} from "~/schemas/contact";
import type { FormActionData } from "./form-errors";
import { controlClass, FormField } from "./form-field";
import { FormStatus } from "./form-status";
import { SubmitButton, useApiForm } from "./use-api-form";

const EMPTY: ContactInput = { name: "", email: "", message: "" };

/** POST /api/contact with JavaScript, the page's action without (see useApiForm). */
export function ContactForm({ actionData }: { actionData?: FormActionData<Contact> }) {
  const { register, onSubmit, errorFor, initial, isSubmitting, status } = useApiForm({
    schema: ContactSchema,
    empty: EMPTY,
    endpoint: "/api/contact",
    success: CONTACT_SUCCESS,
    failureTitle: CONTACT_FAILURE_TITLE,
    actionData,
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Contact Us">
      <FormStatus {...status} />
      <FormField id="contact-name" label="Name" error={errorFor("name")}>
        {(aria) => (
          <input
            {...aria}
            {...register("name")}
            defaultValue={initial.name}
            autoComplete="name"
            className={`${controlClass(Boolean(errorFor("name")))} h-11`}
          />
        )}
      </FormField>
      <FormField id="contact-email" label="Email" error={errorFor("email")}>
        {(aria) => (
          <input
            {...aria}
            {...register("email")}
            defaultValue={initial.email}
            type="email"
            autoComplete="email"
            className={`${controlClass(Boolean(errorFor("email")))} h-11`}
          />
        )}
      </FormField>
      <FormField id="contact-message" label="Message" error={errorFor("message")}>
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
      <SubmitButton busy={isSubmitting} icon={Send} label="Send Message" />
    </form>
  );
}
