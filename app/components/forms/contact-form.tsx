import { Send } from "lucide-react";
import { Field } from "~/components/ui/field";
import type { FormActionData } from "~/lib/form-errors";
import {
  CONTACT_FAILURE_TITLE,
  CONTACT_SUCCESS,
  type Contact,
  type ContactInput,
  ContactSchema,
} from "~/schemas/contact";
import { FormStatus } from "./form-status";
import { SubmitButton, useApiForm } from "./use-api-form";

const EMPTY: ContactInput = { name: "", email: "", message: "" };

/** POST /api/contact with JavaScript, the page's action without (see useApiForm). */
export function ContactForm({ actionData }: { actionData?: FormActionData<Contact> }) {
  const { control, onSubmit, errorFor, isSubmitting, status } = useApiForm({
    schema: ContactSchema,
    empty: EMPTY,
    endpoint: "/api/contact",
    success: CONTACT_SUCCESS,
    failureTitle: CONTACT_FAILURE_TITLE,
    actionData,
  });

  return (
    <form
      id="contact-form"
      // Without JavaScript the answer page opens at the form, so its note (at the top) is in view.
      action="#contact-form"
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="space-y-4"
      aria-label="Contact Us"
    >
      <FormStatus {...status} />
      <Field id="contact-name" label="Name" error={errorFor("name")}>
        {(aria) => <input {...aria} {...control("name", "h-11")} autoComplete="name" />}
      </Field>
      <Field id="contact-email" label="Email" error={errorFor("email")}>
        {(aria) => <input {...aria} {...control("email", "h-11")} type="email" autoComplete="email" />}
      </Field>
      <Field id="contact-message" label="Message" error={errorFor("message")}>
        {(aria) => <textarea {...aria} {...control("message", "py-2")} rows={5} />}
      </Field>
      <SubmitButton busy={isSubmitting} icon={Send} label="Send Message" />
    </form>
  );
}
