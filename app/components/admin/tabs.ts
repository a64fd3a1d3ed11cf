/**
 * The dashboard's tabs (SPEC.md §2) in order. Who may open each is the access of the operation its
 * page opens with (worker/web/guards/admin-page.server.ts), not written here.
 */
export const ADMIN_TABS = [
  { id: "analytics", label: "Analytics" },
  { id: "users", label: "Users" },
  { id: "orders", label: "Orders" },
  { id: "products", label: "Products" },
  { id: "images", label: "Images" },
  { id: "reviews", label: "Reviews" },
  { id: "content", label: "Content" },
  { id: "contacts", label: "Contacts" },
  { id: "partners", label: "Partners" },
  { id: "bans", label: "Bans" },
  { id: "audit", label: "Audit" },
  { id: "inventory", label: "Inventory" },
  { id: "promotions", label: "Promotions" },
  { id: "settings", label: "Settings" },
  { id: "chat", label: "Chat" },
  { id: "emails", label: "E-mails" },
] as const satisfies readonly { id: string; label: string }[];

export type AdminTabId = (typeof ADMIN_TABS)[number]["id"];
