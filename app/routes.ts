import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("shop", "routes/shop.tsx"),
  route("admin/login", "routes/admin.login.tsx"),
  route("admin/:tab?", "routes/admin.tsx"),
  route("content-manager", "routes/content-manager.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
