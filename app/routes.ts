import { index, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * The storefront, declared once under an optional language segment (decision 0077): "/shop",
 * "/ms/shop" and "/zh/shop" are one route, and its layout (routes/storefront.tsx) sets the page's
 * language from the segment and answers 404 for a segment that names none. The back office and
 * signing out stay outside it, in English; "*" catches the rest, in the language its address names.
 */
export default [
  route(":lang?", "routes/storefront.tsx", [
    index("routes/home.tsx"),
    route("shop", "routes/shop.tsx"),
    route("plans/:slug", "routes/plan.tsx"),
    route("about", "routes/about.tsx"),
    route("support", "routes/support.tsx"),
    route("partner", "routes/partner.tsx"),
    route("destinations", "routes/destinations.tsx"),
    route("esim/:slug", "routes/esim.tsx"),
    route("compatibility", "routes/compatibility.tsx"),
    // One module serves the three policies: an id per address.
    route("privacy", "routes/policy.tsx", { id: "routes/privacy" }),
    route("terms", "routes/policy.tsx", { id: "routes/terms" }),
    route("refund-policy", "routes/policy.tsx", { id: "routes/refund-policy" }),
    route("auth/login", "routes/auth.login.tsx"),
    route("auth/register", "routes/auth.register.tsx"),
    route("auth/forgot-password", "routes/auth.forgot-password.tsx"),
    route("auth/reset-password", "routes/auth.reset-password.tsx"),
    route("auth/verify-email", "routes/auth.verify-email.tsx"),
    route("auth/resend-verification", "routes/auth.resend-verification.tsx"),
    route("cart", "routes/cart.tsx"),
    route("checkout", "routes/checkout.tsx"),
    route("checkout/success", "routes/checkout.success.tsx"),
    route("checkout/cancel", "routes/checkout.cancel.tsx"),
    route("my-orders", "routes/my-orders.tsx"),
    route("my-orders/:id", "routes/my-orders.detail.tsx"),
    route("my-orders/:id/esim", "routes/my-orders.$id.esim.tsx"),
    route("my-orders/:id/receipt", "routes/my-orders.receipt.tsx"),
    route("my-esims", "routes/my-esims.tsx"),
    route("my-esims/:iccid/top-up", "routes/my-esims.$iccid.top-up.tsx"),
    route("profile", "routes/profile.tsx"),
    // A customer's referral link: what the friend gets, and the code kept (decisions 0049, 0073).
    route("r/:code", "routes/referral-landing.tsx"),
  ]),
  route("auth/logout", "routes/auth.logout.tsx"),
  route("admin/login", "routes/admin.login.tsx"),
  // The back office: one layout (the staff shell and its guard) and a child route per tab of
  // app/components/admin/tabs.ts. /admin itself is Analytics, as it always was.
  route("admin", "routes/admin.tsx", [
    index("routes/admin.analytics.tsx", { id: "routes/admin._index" }),
    route("account", "routes/admin.account.tsx"),
    route("analytics", "routes/admin.analytics.tsx"),
    route("users", "routes/admin.users.tsx"),
    route("users/:id", "routes/admin.users.$id.tsx"),
    route("orders", "routes/admin.orders.tsx"),
    route("orders/packing-slips", "routes/admin.orders.packing-slips.tsx"),
    route("orders/:id", "routes/admin.orders.desk.tsx"),
    route("orders.csv", "routes/admin.orders.csv.tsx"),
    route("einvoices", "routes/admin.einvoices.tsx"),
    route("products", "routes/admin.products.tsx"),
    route("images", "routes/admin.images.tsx"),
    route("reviews", "routes/admin.reviews.tsx"),
    route("content", "routes/admin.content.tsx"),
    route("contacts", "routes/admin.contacts.tsx"),
    route("partners", "routes/admin.partners.tsx"),
    route("bans", "routes/admin.bans.tsx"),
    route("audit", "routes/admin.audit.tsx"),
    route("inventory", "routes/admin.inventory.tsx"),
    route("promotions", "routes/admin.promotions.tsx"),
    route("settings", "routes/admin.settings.tsx"),
    route("chat", "routes/admin.chat.tsx"),
    route("emails", "routes/admin.emails.tsx"),
  ]),
  route("content-manager", "routes/content-manager.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
