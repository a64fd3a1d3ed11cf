// Web-edge entry for the receipt page and the order page's e-invoice request. Route modules import
// server code only through *.server.ts modules.
import { data, type RouterContextProvider } from "react-router";
import { formatMalaysiaDayIn, formatMalaysiaTimeIn } from "../../../../app/lib/dates-i18n";
import { einvoiceMessage } from "../../../../app/lib/einvoice-messages";
import type { Locale } from "../../../../app/lib/locale";
import { positiveIdOrNull } from "../../../../app/schemas/id";
import { EinvoiceRequestSchema, type EinvoiceState } from "../../../../app/schemas/receipts";
import { requestEinvoice } from "../../../services/receipts/einvoice";
import { customerReceipt, receiptSummary } from "../../../services/receipts/receipt";
import { actionFailure, formSuccess, invalidForm } from "../../forms/action-result.server";
import { formIntent } from "../../forms/form-action.server";
import { signedInCustomer } from "../../guards/customer-route.server";
import { appContext } from "../../http/context.server";
import { requestLocale, serverT } from "../../language/messages.server";

type RouteContext = Readonly<RouterContextProvider>;

export { receiptSummary };

/** The receipt of the signed-in customer's order, its times written in the page's language; 404 otherwise. */
export async function receiptPage(context: RouteContext, id: string | undefined) {
  const customer = signedInCustomer(context);
  const orderId = positiveIdOrNull(id);
  const locale = requestLocale(context);
  const receipt = orderId
    ? await customerReceipt(context.get(appContext).db, { userId: customer.user.id, orderId, locale }).catch(
        () => null,
      )
    : null;
  // Another customer's order, or one not paid, has no receipt to show.
  if (!receipt) throw data("Receipt not found", { status: 404 });
  const at = (iso: string) => formatMalaysiaTimeIn(locale, iso);
  const times = {
    issued: at(receipt.issuedAt),
    creditNotes: Object.fromEntries(receipt.creditNotes.map((note) => [note.number, at(note.issuedAt)])),
  };
  return { receipt, times };
}

export const EINVOICE_INTENT = "einvoice";

/** The order page's e-invoice form: the shared schema, then the service's month window and once-only rule. */
export function einvoiceIntent(context: RouteContext, orderId: number) {
  const customer = signedInCustomer(context);
  const t = serverT(requestLocale(context));
  const intent = EINVOICE_INTENT;
  return formIntent({
    schema: EinvoiceRequestSchema,
    run: async (input) => {
      await requestEinvoice(context.get(appContext).db, { userId: customer.user.id, orderId, input });
      return formSuccess(
        context,
        { title: t("einvoice.doneTitle"), description: t("einvoice.doneText") },
        { intent },
      );
    },
    invalid: (errors, { fields }) => invalidForm(errors, { intent, values: fields }),
    failure: (error) =>
      actionFailure(
        error,
        { intent },
        { context, title: t("einvoice.refused"), message: (failure) => einvoiceMessage(t, failure.error) },
      ),
  });
}

/** The order page's e-invoice times in its language: when it was asked for, the last day to ask. */
export function receiptTimes(locale: Locale, einvoice: EinvoiceState) {
  return {
    einvoiceRequested: einvoice.requestedAt ? formatMalaysiaTimeIn(locale, einvoice.requestedAt) : null,
    einvoiceUntil: formatMalaysiaDayIn(locale, einvoice.openUntil),
  };
}
