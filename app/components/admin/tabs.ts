import type { Access } from "~/schemas/admin/permissions";

/** The dashboard's tabs (SPEC.md §2) in order, each with the permission that shows it. */
export const ADMIN_TABS = [
  { id: "analytics", label: "Analytics", access: "staff" },
  { id: "users", label: "Users", access: "canManageUsers" },
  { id: "orders", label: "Orders", access: "canViewOrders" },
  { id: "products", label: "Products", access: "canManageProducts" },
  { id: "images", label: "Images", access: "canManageImages" },
  { id: "reviews", label: "Reviews", access: "canManageReviews" },
  { id: "content", label: "Content", access: "canManageContent" },
  { id: "contacts", label: "Contacts", access: "canViewContacts" },
  { id: "partners", label: "Partners", access: "canViewPartners" },
  { id: "bans", label: "Bans", access: "canBanUsers" },
  { id: "audit", label: "Audit", access: "canViewAuditLogs" },
  { id: "inventory", label: "Inventory", access: "canManageInventory" },
  { id: "promotions", label: "Promotions", access: "canManagePromotions" },
  { id: "settings", label: "Settings", access: "canManageContent" },
  { id: "chat", label: "Chat", access: "canAnswerChat" },
  { id: "emails", label: "E-mails", access: "canViewOrders" },
] as const satisfies readonly { id: string; label: string; access: Access }[];

export type AdminTabId = (typeof ADMIN_TABS)[number]["id"];
