// The services the back office's tab routes load their pages from. Route modules reach server code
// only through `*.server.ts` modules, so that an accidental import into the browser bundle fails.

export { analytics } from "../services/admin/analytics";
export { needsAttention } from "../services/admin/attention";
export { listPageContent } from "../services/admin/content";
export { EmailListQuerySchema, listEmails } from "../services/admin/emails";
export { InventoryListQuerySchema, listInventory } from "../services/admin/inventory";
export { ordersCsv } from "../services/admin/orders-export";
export { listAdminProducts, ProductListQuerySchema } from "../services/admin/products";
export {
  AuditListQuerySchema,
  BanLogListQuerySchema,
  ContactListQuerySchema,
  listAuditLogs,
  listBanLogs,
  listContacts,
  listOrders,
  listPartnerships,
  OrderListQuerySchema,
  PartnershipListQuerySchema,
} from "../services/admin/records";
export { listReviews, ReviewListQuerySchema, reviewProductChoices } from "../services/admin/reviews";
export { listStaff } from "../services/admin/settings";
export { listAllSiteImages } from "../services/admin/site-images";
export { staffAccount } from "../services/admin/staff-account";
export { listStaffSessions } from "../services/admin/staff-sessions";
export { listUsers, UserListQuerySchema } from "../services/admin/users";
export { staffChatUnread } from "../services/chat-access";
export { requireVerifiedEmailForCheckout } from "../services/checkout-verification";
export { paymentSettingsView } from "../services/payments/config";
export { getStoreContact } from "../services/store-settings";
