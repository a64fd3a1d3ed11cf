import { accountOperations } from "../../../services/accounts/operations";
import { checkoutOperations } from "../../../services/checkout/operations";
import { emailOperations } from "../../../services/email/operations";

// The services the back office's tab routes load their pages from. Route modules reach server code
// only through `*.server.ts` modules, so that an accidental import into the browser bundle fails.

export { BanLogListQuerySchema, listBanLogs } from "../../../services/accounts/ban-logs";
export { listUsers, UserListQuerySchema } from "../../../services/accounts/customers";
export { analytics } from "../../../services/analytics/overview";
export { dashboardToday } from "../../../services/analytics/today";
export { AuditListQuerySchema, listAuditLogs } from "../../../services/audit/audit-logs";
export { InventoryListQuerySchema, listInventory } from "../../../services/catalogue/inventory";
export { missingTranslations } from "../../../services/catalogue/missing-translations";
export { listAdminProducts, ProductListQuerySchema } from "../../../services/catalogue/product-editing";
export {
  listReviews,
  ReviewListQuerySchema,
  reviewProductChoices,
} from "../../../services/catalogue/review-moderation";
export { listAdminTopups } from "../../../services/catalogue/topup-editing";
export { staffChatUnread } from "../../../services/chat/access";
export { visitorChatPause } from "../../../services/chat/visitors";
export { readHoldRule } from "../../../services/checkout/hold-rule";
export const holdRuleAccess = checkoutOperations.saveHoldRule.access;
// What the Users and E-mails tabs offer beside their lists: the access of the operations behind them.
export const banUserAccess = accountOperations.banUser.access;
export const manageUsersAccess = accountOperations.updateUser.access;
export const readEmailAccess = emailOperations.readEmail.access;
export { requireVerifiedEmailForCheckout } from "../../../services/checkout/verification";
export { getClaimSettings } from "../../../services/content/claims";
export { listAllSiteImages } from "../../../services/content/image-uploads";
export { listPageContent } from "../../../services/content/page-editing";
export { getStoreContact } from "../../../services/content/store-contact";
export { EmailListQuerySchema, listEmails } from "../../../services/email/messages";
export {
  ContactListQuerySchema,
  listContacts,
  listPartnerships,
  PartnershipListQuerySchema,
} from "../../../services/enquiries/lists";
export { needsAttention } from "../../../services/orders/attention";
export { ordersCsv } from "../../../services/orders/export";
export { listOrders, OrderListQuerySchema, planChoices } from "../../../services/orders/list";
export { paymentSettingsView } from "../../../services/payments/config";
export { listPromotions } from "../../../services/promotions/editing";
export { consolidatedEinvoice, listEinvoiceRequests } from "../../../services/receipts/einvoice";
export { malaysiaMonthOf } from "../../../services/receipts/months";
export { getSellerDetails } from "../../../services/receipts/seller";
export { readShippingSettings } from "../../../services/shipping/rules";
export { staffAccount } from "../../../services/staff/account";
export { listStaff } from "../../../services/staff/members";
export { listStaffSessions } from "../../../services/staff/sessions";
