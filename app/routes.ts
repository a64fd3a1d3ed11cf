import { index, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * The storefront's pages, once per language: English at today's addresses, the same route modules
 * again under /ms/… and /zh/… (ids prefixed, since one module serves three routes). The language is
 * read from the address (app/lib/locale.ts); the back office and signing out stay English-only.
 */
function storefront(prefix?: "ms" | "zh"): RouteConfigEntry[] {
  // `name` gives a module serving several addresses (the policies) an id per address.
  const page = (path: string, file: string, name = file.replace(/\.tsx$/, "")) =>
    route(prefix ? `${prefix}/${path}` : path, file, { id: prefix ? `${prefix}/${name}` : name });
  return [
    prefix ? route(prefix, "routes/home.tsx", { id: `${prefix}/routes/home` }) : index("routes/home.tsx"),
    page("shop", "routes/shop.tsx"),
    page("plans/:slug", "routes/plan.tsx"),
    page("about", "routes/about.tsx"),
    page("support", "routes/support.tsx"),
    page("partner", "routes/partner.tsx"),
    page("destinations", "routes/destinations.tsx"),
    page("esim/:slug", "routes/esim.tsx"),
    page("compatibility", "routes/compatibility.tsx"),
    page("privacy", "routes/policy.tsx", "routes/privacy"),
    page("terms", "routes/policy.tsx", "routes/terms"),
    page("refund-policy", "routes/policy.tsx", "routes/refund-policy"),
    page("auth/login", "routes/auth.login.tsx"),
    page("auth/register", "routes/auth.register.tsx"),
    page("auth/forgot-password", "routes/auth.forgot-password.tsx"),
    page("auth/reset-password", "routes/auth.reset-password.tsx"),
    page("auth/verify-email", "routes/auth.verify-email.tsx"),
    page("auth/resend-verification", "routes/auth.resend-verification.tsx"),
    page("cart", "routes/cart.tsx"),
    page("checkout", "routes/checkout.tsx"),
    page("checkout/success", "routes/checkout.success.tsx"),
    page("checkout/cancel", "routes/checkout.cancel.tsx"),
    page("my-orders", "routes/my-orders.tsx"),
    page("my-orders/:id", "routes/my-orders.detail.tsx"),
    page("my-orders/:id/esim", "routes/my-orders.$id.esim.tsx"),
    page("my-orders/:id/receipt", "routes/my-orders.receipt.tsx"),
    page("my-esims", "routes/my-esims.tsx"),
    page("my-esims/:iccid/top-up", "routes/my-esims.$iccid.top-up.tsx"),
    page("profile", "routes/profile.tsx"),
    // A customer's referral link: what the friend gets, and the code kept (decisions 0049, 0073).
    page("r/:code", "routes/referral-landing.tsx"),
  ];
}

export default [
  ...storefront(),
  ...storefront("ms"),
  ...storefront("zh"),
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
