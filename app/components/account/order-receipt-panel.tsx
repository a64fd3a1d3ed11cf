import { Link } from "react-router";
import { FormStatus } from "~/components/forms/form-status";
import { useRouteForm } from "~/components/forms/use-route-form";
import { buttonClass } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { FileText, ReceiptText } from "~/components/ui/icons";
import { einvoiceMessage } from "~/lib/einvoice-messages";
import type { FormResult } from "~/lib/form-errors";
import { useLocalePath, useT } from "~/lib/i18n";
import { EinvoiceRequestSchema, type EinvoiceState } from "~/schemas/receipts";

type EinvoiceFields = "name" | "taxId" | "address" | "email";
const EMPTY = { name: "", taxId: "", address: "", email: "" };
const INTENT = "einvoice";

export interface ReceiptSummary {
  number: string;
  einvoice: EinvoiceState;
}

/**
 * The order page's receipt: its number and a link to the printable page, then the e-invoice in
 * the customer's own name, offered until the end of the month of payment.
 */
export function OrderReceiptPanel({
  orderId,
  receipt,
  times,
  actionData,
}: {
  orderId: number;
  receipt: ReceiptSummary;
  times: { einvoiceRequested: string | null; einvoiceUntil: string };
  actionData?: FormResult;
}) {
  const t = useT();
  const href = useLocalePath();
  return (
    <section
      aria-labelledby="receipt-title"
      className="rounded-card border border-line bg-white p-5 shadow-card"
    >
      <h2 id="receipt-title" className="font-bold">
        {t("receipt.onOrder", { number: receipt.number })}
      </h2>
      <Link
        to={href(`/my-orders/${orderId}/receipt`)}
        className={buttonClass("secondary", "md", "mt-3 w-full")}
        data-testid="receipt-link"
      >
        <ReceiptText aria-hidden="true" className="size-4" />
        {t("receipt.view")}
      </Link>
      {times.einvoiceRequested ? (
        <p className="mt-4 text-sm text-muted" data-testid="einvoice-requested">
          {t("einvoice.requested", { on: times.einvoiceRequested })}
        </p>
      ) : receipt.einvoice.canRequest ? (
        <EinvoiceForm until={times.einvoiceUntil} actionData={actionData} />
      ) : null}
    </section>
  );
}

function EinvoiceForm({ until, actionData }: { until: string; actionData?: FormResult }) {
  const t = useT();
  const { formRef, control, onSubmit, errorFor, busy, failure } = useRouteForm({
    schema: EinvoiceRequestSchema,
    empty: EMPTY,
    actionData,
    intent: INTENT,
  });
  const errorOf = (name: EinvoiceFields) => {
    const message = errorFor(name);
    return message ? einvoiceMessage(t, message) : undefined;
  };
  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="einvoice-title"
      className="mt-5 border-t border-line pt-4"
    >
      <input type="hidden" name="intent" value={INTENT} />
      <h3 id="einvoice-title" className="font-semibold">
        {t("einvoice.title")}
      </h3>
      <p className="mt-1 text-sm text-muted">{t("einvoice.lead", { date: until })}</p>
      {failure && !failure.fieldErrors && (
        <div className="mt-3">
          <FormStatus error={einvoiceMessage(t, failure.error)} />
        </div>
      )}
      <div className="mt-3 flex flex-col gap-3">
        <Field id="einvoice-name" label={t("einvoice.name")} error={errorOf("name")}>
          {(aria) => <input {...aria} {...control("name", "h-11")} autoComplete="name" />}
        </Field>
        <Field id="einvoice-tax-id" label={t("einvoice.taxId")} error={errorOf("taxId")}>
          {(aria) => <input {...aria} {...control("taxId", "h-11")} autoComplete="off" />}
        </Field>
        <Field id="einvoice-address" label={t("einvoice.address")} error={errorOf("address")}>
          {(aria) => (
            <textarea {...aria} {...control("address", "py-2")} rows={3} autoComplete="street-address" />
          )}
        </Field>
        <Field id="einvoice-email" label={t("einvoice.email")} error={errorOf("email")}>
          {(aria) => <input {...aria} {...control("email", "h-11")} type="email" autoComplete="email" />}
        </Field>
      </div>
      <button type="submit" disabled={busy} className={buttonClass("secondary", "md", "mt-3 w-full")}>
        <FileText aria-hidden="true" className="size-4" />
        {t("einvoice.submit")}
      </button>
    </form>
  );
}
