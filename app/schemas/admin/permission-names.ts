// Client-safe copy of worker/services/staff/permissions.ts PERMISSIONS (a type check there keeps them equal).
export const PERMISSION_NAMES = [
  "canBanUsers",
  "canManageProducts",
  "canManageImages",
  "canViewOrders",
  "canViewContacts",
  "canViewPartners",
  "canViewAuditLogs",
  "canManageInventory",
  "canManageUsers",
  "canManageReviews",
  "canManageContent",
  "canAnswerChat",
  "canRefundOrders",
  "canReadEmails",
  "canManagePromotions",
] as const;
