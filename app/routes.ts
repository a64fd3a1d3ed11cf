import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("shop", "routes/shop.tsx"),
  route("plans/:slug", "routes/plan.tsx"),
  route("about", "routes/about.tsx"),
  route("support", "routes/support.tsx"),
  route("partner", "routes/partner.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
