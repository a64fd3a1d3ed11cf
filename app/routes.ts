import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("shop", "routes/shop.tsx"),
  route("plans/:slug", "routes/plan.tsx"),
  route("about", "routes/about.tsx"),
  route("support", "routes/support.tsx"),
  route("partner", "routes/partner.tsx"),
  route("auth/login", "routes/auth.login.tsx"),
  route("auth/register", "routes/auth.register.tsx"),
  route("auth/logout", "routes/auth.logout.tsx"),
  route("cart", "routes/cart.tsx"),
  route("checkout", "routes/checkout.tsx"),
  route("my-orders", "routes/my-orders.tsx"),
  route("profile", "routes/profile.tsx"),
  route("admin/login", "routes/admin.login.tsx"),
  route("admin/account", "routes/admin.account.tsx"),
  route("admin/:tab?", "routes/admin.tsx"),
  route("content-manager", "routes/content-manager.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
