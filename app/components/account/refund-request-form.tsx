import { FormStatus } from "~/components/forms/form-status";
import { useRouteForm } from "~/components/forms/use-route-form";
import { buttonClass } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Undo2 } from "~/components/ui/icons";
import type { FormResult } from "~/lib/form-errors";
import { useT } from "~/lib/i18n";
import { type RefundRequestInput, RefundRequestSchema } from "~/schemas/checkout";
import { errorText } from "./error-text";

const EMPTY: RefundRequestInput = { reason: "" };

/**
 * "Request a refund" on the order page: checked by the same schema in the browser and in the
 * page's action, so an empty reason gets its message under the field either way.
 */
export function RefundRequestForm({ actionData }: { actionData?: FormResult }) {
  const { formRef, control, onSubmit, errorFor, busy, failure } = useRouteForm({
    schema: RefundRequestSchema,
    empty: EMPTY,
    actionData,
  });
  const t = useT();
  const errorOf = (name: keyof RefundRequestInput) => errorText(t, errorFor(name));
  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="refund-title"
      className="rounded-card border border-line bg-white p-5 shadow-card"
    >
      <h2 id="refund-title" className="font-bold">
        {t("orders.refund.title")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("orders.refund.policy")}</p>
      {failure && !failure.fieldErrors && (
        <div className="mt-3">
          <FormStatus error={failure.error} />
        </div>
      )}
      <div className="mt-3">
        <Field id="refund-reason" label={t("orders.refund.reason")} error={errorOf("reason")}>
          {(aria) => <textarea {...aria} {...control("reason", "py-2")} rows={3} />}
        </Field>
      </div>
      <button type="submit" disabled={busy} className={buttonClass("secondary", "md", "mt-3 w-full")}>
        <Undo2 aria-hidden="true" className="size-4" />
        {t("orders.refund.submit")}
      </button>
    </form>
  );
}
