import type { PERMISSION_NAMES } from "./permission-names";

export type Permission = (typeof PERMISSION_NAMES)[number];
export type PermissionMap = Record<Permission, boolean>;

/**
 * What a route needs: a flag, the super admin, any signed-in staff member, or nothing (public).
 */
export type Access = Permission | "superAdmin" | "staff" | "public";

export const PERMISSION_LABELS: Record<Permission, string> = {
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
  canRefundOrders: "Refund, cancel and fulfil orders",
  canReadEmails: "Read e-mail bodies",
  canManagePromotions: "Manage promotion codes",
};
