import type { PERMISSION_NAMES } from "../../../app/schemas/admin/permission-names";

export const PERMISSION_LABELS: Record<(typeof PERMISSION_NAMES)[number], string> = {
  canBanUsers: "Ban users",
  canManageProducts: "Manage products",
  canManageImages: "Manage images",
  canViewOrders: "View orders",
  canViewContacts: "View contacts",
  canViewPartners: "View partners",
  canViewAuditLogs: "View audit logs",
  canManageInventory: "Manage inventory",
  canManageUsers: "Manage users",
  canManageReviews: "Manage reviews",
  canManageContent: "Manage content",
  canAnswerChat: "Answer chat",
  canRefundOrders: "Refund and cancel orders",
};
