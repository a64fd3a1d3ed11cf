import { Send } from "lucide-react";
import { Field } from "~/components/ui/field";
import type { FormResult } from "~/lib/form-errors";
import { CONTACT_SUCCESS, type ContactInput, ContactSchema } from "~/schemas/contact";
import { FormStatus } from "./form-status";
import { SubmitButton, useRouteForm } from "./use-route-form";

const EMPTY: ContactInput = { name: "", email: "", message: "" };

/** Posts to the page's own action, through a fetcher once hydrated (see useRouteForm). */
export function ContactForm({ actionData }: { actionData?: FormResult }) {
  const { formRef, control, onSubmit, errorFor, busy, result, failure } = useRouteForm({
    schema: ContactSchema,
    empty: EMPTY,
    actionData,
  });

  return (
    <form
      ref={formRef}
      id="contact-form"
      // Without JavaScript the answer page opens at the form, so its note (at the top) is in view.
      action="#contact-form"
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="space-y-4"
      aria-label="Contact Us"
    >
      <FormStatus
        success={result?.ok ? CONTACT_SUCCESS : undefined}
        error={failure && !failure.fieldErrors ? failure.error : undefined}
      />
      <Field id="contact-name" label="Name" error={errorFor("name")}>
        {(aria) => <input {...aria} {...control("name", "h-11")} autoComplete="name" />}
      </Field>
      <Field id="contact-email" label="Email" error={errorFor("email")}>
        {(aria) => <input {...aria} {...control("email", "h-11")} type="email" autoComplete="email" />}
      </Field>
      <Field id="contact-message" label="Message" error={errorFor("message")}>
        {(aria) => <textarea {...aria} {...control("message", "py-2")} rows={5} />}
      </Field>
      <SubmitButton busy={busy} icon={Send} label="Send Message" />
    </form>
  );
}
