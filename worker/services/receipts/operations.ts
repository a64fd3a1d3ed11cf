import { EinvoiceMonthSchema, SellerDetailsSchema } from "../../../app/schemas/receipts";
import { operation } from "../shared/operation";
import { consolidatedEinvoice, listEinvoiceRequests } from "./einvoice";
import { consolidatedCsv } from "./einvoice-csv";
import { getSellerDetails, saveSellerDetails } from "./seller";

/**
 * Receipts and MyInvois as staff see them. The seller details sit in Settings beside the store's
 * contact details, under the same permission; the e-invoices are read with the orders.
 */
export const receiptOperations = {
  readSellerDetails: operation({
    access: "canManageContent",
    run: ({ db }) => getSellerDetails(db),
  }),
  saveSellerDetails: operation({
    access: "canManageContent",
    input: SellerDetailsSchema,
    run: ({ db, actor }, seller) => saveSellerDetails(db, actor, seller),
  }),
  consolidatedEinvoice: operation({
    access: "canViewOrders",
    input: EinvoiceMonthSchema,
    run: async ({ db }, { month, format }) => {
      const einvoice = await consolidatedEinvoice(db, month);
      return format === "csv" ? { format, einvoice, csv: consolidatedCsv(einvoice) } : { format, einvoice };
    },
  }),
  listEinvoiceRequests: operation({
    access: "canViewOrders",
    run: async ({ db }) => ({ requests: await listEinvoiceRequests(db) }),
  }),
};
