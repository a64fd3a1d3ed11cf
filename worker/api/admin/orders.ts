import { auditOperations as audit } from "../../services/audit/operations";
import { emailOperations as email } from "../../services/email/operations";
import { enquiryOperations as enquiries } from "../../services/enquiries/operations";
import { fulfilmentOperations as fulfilment } from "../../services/fulfilment/operations";
import { orderOperations as orders } from "../../services/orders/operations";
import { receiptOperations as receipts } from "../../services/receipts/operations";
import { csvDownload } from "../../web/http/csv.server";
import { operationRoutes, route } from "./operation-routes";

/** Orders and their money, delivery and e-mails; the read-only lists of the dashboard. */
export const adminOrdersApi = operationRoutes([
  route("get", "/orders", orders.listOrders),
  route("get", "/orders/:id", orders.readOrder),
  route("get", "/orders/:id/delivery", orders.readOrderDelivery),
  route("post", "/orders/:id/refund", orders.refundOrder),
  route("post", "/orders/:id/cancel", orders.cancelOrder),
  route("post", "/orders/:id/supplier-checked", orders.markSupplierChecked),
  route("post", "/orders/:id/retry-fulfilment", fulfilment.retryFulfilment),
  route("post", "/orders/:id/items/:itemId/ship", fulfilment.shipLine),
  route("post", "/orders/:id/items/:itemId/delivered", fulfilment.deliverLine),
  route("get", "/refund-requests", orders.listRefundRequests),
  route("post", "/refund-requests/:id/approve", orders.approveRefundRequest),
  route("post", "/refund-requests/:id/decline", orders.declineRefundRequest),
  route("get", "/einvoice/consolidated", receipts.consolidatedEinvoice, {
    respond: (c, result) =>
      result.csv === undefined
        ? c.json(result.einvoice)
        : csvDownload(result.csv, `einvoice-consolidated-${result.einvoice.month}.csv`),
  }),
  route("get", "/einvoice/requests", receipts.listEinvoiceRequests),
  route("get", "/emails", email.listEmails),
  route("get", "/emails/:id", email.readEmail),
  route("post", "/emails/:id/resend", email.resendEmail),
  route("get", "/audit-logs", audit.listAuditLogs),
  route("get", "/contacts", enquiries.listContacts),
  route("post", "/contacts/:id/reply", enquiries.replyContact),
  route("get", "/partnerships", enquiries.listPartnerships),
  route("put", "/partnerships/:id/status", enquiries.setPartnershipStatus),
]);
