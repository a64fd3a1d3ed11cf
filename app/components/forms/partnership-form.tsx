import { errorText } from "~/components/account/error-text";
import { Field } from "~/components/ui/field";
import { Handshake } from "~/components/ui/icons";
import type { FormResult } from "~/lib/form-errors";
import { type MessageKey, useT } from "~/lib/i18n";
import { BUSINESS_TYPES, type PartnershipInput, PartnershipSchema } from "~/schemas/partnership";
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
  const t = useT();
  const errorOf = (name: keyof PartnershipInput) => errorText(t, errorFor(name));

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
      aria-label={t("partner.form.title")}
    >
      <FormStatus
        success={result?.ok ? { title: t("partner.done.title"), text: t("partner.done.text") } : undefined}
        error={failure && !failure.fieldErrors ? errorText(t, failure.error) : undefined}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="partner-name" label={t("partner.form.name")} error={errorOf("name")}>
          {(aria) => <input {...aria} {...control("name", "h-11")} autoComplete="name" />}
        </Field>
        <Field id="partner-company" label={t("partner.form.company")} error={errorOf("company")}>
          {(aria) => <input {...aria} {...control("company", "h-11")} autoComplete="organization" />}
        </Field>
        <Field id="partner-email" label={t("partner.form.email")} error={errorOf("email")}>
          {(aria) => <input {...aria} {...control("email", "h-11")} type="email" autoComplete="email" />}
        </Field>
        <Field
          id="partner-business-type"
          label={t("partner.form.businessType")}
          error={errorOf("businessType")}
        >
          {(aria) => (
            <select {...aria} {...control("businessType", "h-11")}>
              <option value="">{t("partner.form.chooseType")}</option>
              {Object.keys(BUSINESS_TYPES).map((value) => (
                <option key={value} value={value}>
                  {t(`partner.type.${value}` as MessageKey)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field
        id="partner-message"
        label={t("partner.form.message")}
        error={errorOf("message")}
        hint={t("partner.form.hint")}
      >
        {(aria) => <textarea {...aria} {...control("message", "py-2")} rows={5} />}
      </Field>
      <SubmitButton busy={busy} icon={Handshake} label={t("partner.form.title")} />
    </form>
  );
}
