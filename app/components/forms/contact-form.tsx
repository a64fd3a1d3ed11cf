import { errorText } from "~/components/account/error-text";
import { Field } from "~/components/ui/field";
import { Send } from "~/components/ui/icons";
import type { FormResult } from "~/lib/form-errors";
import { useT } from "~/lib/i18n";
import { type ContactInput, ContactSchema } from "~/schemas/contact";
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
  const t = useT();
  const errorOf = (name: keyof ContactInput) => errorText(t, errorFor(name));

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
      aria-label={t("content.contact.title")}
    >
      <FormStatus
        success={
          result?.ok
            ? { title: t("content.contact.doneTitle"), text: t("content.contact.doneText") }
            : undefined
        }
        error={failure && !failure.fieldErrors ? failure.error : undefined}
      />
      <Field id="contact-name" label={t("content.contact.name")} error={errorOf("name")}>
        {(aria) => <input {...aria} {...control("name", "h-11")} autoComplete="name" />}
      </Field>
      <Field id="contact-email" label={t("content.contact.email")} error={errorOf("email")}>
        {(aria) => <input {...aria} {...control("email", "h-11")} type="email" autoComplete="email" />}
      </Field>
      <Field id="contact-message" label={t("content.contact.message")} error={errorOf("message")}>
        {(aria) => <textarea {...aria} {...control("message", "py-2")} rows={5} />}
      </Field>
      <SubmitButton busy={busy} icon={Send} label={t("content.contact.submit")} />
    </form>
  );
}
