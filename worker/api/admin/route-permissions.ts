import type { Access } from "../../../app/schemas/admin/permissions";

/**
 * The one table of what every /api/admin route requires. The admin guard enforces it for every
 * request under /api/admin (a route missing here is unreachable), and a test fails when a route
 * registered on the API is missing from it.
 */
export const ADMIN_ROUTE_PERMISSIONS = {
  "POST /api/admin/login": "public",
  "POST /api/admin/logout": "staff",
  "GET /api/admin/me": "staff",
  "GET /api/admin/permissions": "staff",
  "GET /api/admin/analytics": "staff",

  "GET /api/admin/users": "canManageUsers",
  "POST /api/admin/users": "canManageUsers",
  "PUT /api/admin/users/:userId": "canManageUsers",
  "DELETE /api/admin/users/:userId": "canManageUsers",
  "POST /api/admin/users/:userId/change-password": "canManageUsers",
  "PUT /api/admin/users/:userId/role": "canManageUsers",
  "POST /api/admin/users/:userId/ban": "canBanUsers",
  "POST /api/admin/users/:userId/unban": "canBanUsers",
  "GET /api/admin/ban-logs": "canBanUsers",

  "GET /api/admin/audit-logs": "canViewAuditLogs",
  "GET /api/admin/orders": "canViewOrders",
  // Issue 13: fulfilment and e-mail. No finer flag exists; staff who see orders handle delivery.
  "GET /api/admin/orders/:id/delivery": "canViewOrders",
  "POST /api/admin/orders/:id/retry-fulfilment": "canViewOrders",
  "POST /api/admin/orders/:id/items/:itemId/ship": "canViewOrders",
  "GET /api/admin/emails": "canViewOrders",
  "POST /api/admin/emails/:id/resend": "canViewOrders",
  "GET /api/admin/contacts": "canViewContacts",
  "GET /api/admin/partnerships": "canViewPartners",

  "GET /api/admin/products": "canManageProducts",
  "POST /api/admin/products": "canManageProducts",
  "PUT /api/admin/products/:id": "canManageProducts",
  "DELETE /api/admin/products/:id": "canManageProducts",

  // The list is read by public pages too (SPEC.md §6); the storefront's router serves it.
  "GET /api/admin/site-images": "public",
  "POST /api/admin/site-images": "canManageImages",
  "POST /api/admin/site-images/upload": "canManageImages",
  "PUT /api/admin/site-images/:id": "canManageImages",
  "DELETE /api/admin/site-images/:id": "canManageImages",

  "GET /api/admin/reviews": "canManageReviews",
  "POST /api/admin/reviews": "canManageReviews",
  "PUT /api/admin/reviews/:id": "canManageReviews",
  "DELETE /api/admin/reviews/:id": "canManageReviews",

  "GET /api/admin/content": "canManageContent",
  "PUT /api/admin/content/:page": "canManageContent",

  "GET /api/admin/inventory": "canManageInventory",
  "POST /api/admin/inventory/:productId/adjust": "canManageInventory",
  "PUT /api/admin/inventory/:productId/threshold": "canManageInventory",

  "GET /api/admin/settings/store": "canManageContent",
  "PUT /api/admin/settings/store": "canManageContent",
  "GET /api/admin/settings/checkout": "canManageContent",
  "PUT /api/admin/settings/checkout": "canManageContent",

  "GET /api/admin/chat/rooms": "canAnswerChat",
  "GET /api/admin/chat/messages/:roomId": "canAnswerChat",
  "POST /api/admin/chat/send": "canAnswerChat",
  "POST /api/admin/chat/mark-read/:roomId": "canAnswerChat",
  "GET /api/admin/chat/ws/:roomId": "canAnswerChat",

  // Issue 12: payments.
  "GET /api/admin/settings/payments": "superAdmin",
  "PUT /api/admin/settings/payments": "superAdmin",
  "GET /api/admin/orders/:id": "canViewOrders",
  "POST /api/admin/orders/:id/refund": "canRefundOrders",
  "POST /api/admin/orders/:id/cancel": "canRefundOrders",
  "GET /api/admin/refund-requests": "canViewOrders",
  "POST /api/admin/refund-requests/:id/approve": "canRefundOrders",
  "POST /api/admin/refund-requests/:id/decline": "canRefundOrders",

  "GET /api/admin/staff": "superAdmin",
  "POST /api/admin/staff": "superAdmin",
  "PUT /api/admin/staff/:id/permissions": "superAdmin",
  "POST /api/admin/staff/:id/deactivate": "superAdmin",
  "POST /api/admin/staff/:id/activate": "superAdmin",

  // Issue 15: every staff member's own account; resets and the two-factor rule are the super admin's.
  "GET /api/admin/account": "staff",
  "POST /api/admin/account/password": "staff",
  "POST /api/admin/account/two-factor/setup": "staff",
  "POST /api/admin/account/two-factor/confirm": "staff",
  "POST /api/admin/account/two-factor/disable": "staff",
  "POST /api/admin/staff/:id/password": "superAdmin",
  "GET /api/admin/settings/security": "superAdmin",
  "PUT /api/admin/settings/security": "superAdmin",
} as const satisfies Record<string, Access>;

export type AdminRouteKey = keyof typeof ADMIN_ROUTE_PERMISSIONS;

interface CompiledRoute {
  method: string;
  pattern: RegExp;
  access: Access;
}

const COMPILED: CompiledRoute[] = Object.entries(ADMIN_ROUTE_PERMISSIONS).map(([key, access]) => {
  const [method = "", path = ""] = key.split(" ");
  const source = path
    .split("/")
    .map((part) => (part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return { method, pattern: new RegExp(`^${source}/?$`), access };
});

/** The access a request needs, or null when no admin route matches it. */
export function accessFor(method: string, path: string): Access | null {
  const wanted = method === "HEAD" ? "GET" : method;
  return COMPILED.find((r) => r.method === wanted && r.pattern.test(path))?.access ?? null;
}
