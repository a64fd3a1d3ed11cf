// What the benchmark loads: the shop's routes (cached and uncached pages, API, signed-in pages,
// back office) and the floor app's two, the bare stack the shop is read against.

export function shopRoutes({ customerCookie, adminCookie, guestCartCookie }, base) {
  const json = { "Content-Type": "application/json", Origin: base };
  const admin = (name, path) => ({
    name,
    kind: "page",
    heavy: true,
    headers: { Cookie: adminCookie },
    path: () => path,
  });
  return [
    { name: "Home (cached)", kind: "page", path: () => "/" },
    { name: "Home in Malay (cached)", kind: "page", path: () => "/ms" },
    { name: "Home in Chinese (cached)", kind: "page", path: () => "/zh" },
    { name: "Shop signed out (cached)", kind: "page", path: () => "/shop" },
    { name: "Shop in Malay (cached)", kind: "page", path: () => "/ms/shop" },
    { name: "Shop in Chinese (cached)", kind: "page", path: () => "/zh/shop" },
    {
      name: "Shop as a guest with a cart",
      kind: "page",
      headers: { Cookie: guestCartCookie },
      path: () => "/shop",
    },
    {
      name: "Shop signed out (uncached)",
      kind: "page",
      heavy: true,
      path: (n) => `/shop?bench=${Date.now()}-${n}`,
    },
    // A reference, not a target: the storefront's layout (header, footer, inlined stylesheet) around
    // a short static page, never cached, so Shop uncached can be read against its own shell.
    { name: "Layout only: /terms", kind: "page", path: () => "/terms" },
    { name: "Plan page (cached)", kind: "page", path: () => "/plans/japan-5gb-7-days" },
    { name: "Plan page in Malay (cached)", kind: "page", path: () => "/ms/plans/japan-5gb-7-days" },
    { name: "Plan page in Chinese (cached)", kind: "page", path: () => "/zh/plans/japan-5gb-7-days" },
    { name: "Destination page (cached)", kind: "page", optional: true, path: () => "/esim/japan" },
    {
      name: "Destination page in Malay (cached)",
      kind: "page",
      optional: true,
      path: () => "/ms/esim/japan",
    },
    {
      name: "Destination page in Chinese (cached)",
      kind: "page",
      optional: true,
      path: () => "/zh/esim/japan",
    },
    { name: "Destination search", kind: "api", heavy: true, path: () => "/api/destinations?q=jap" },
    { name: "/api/products (cached)", kind: "api", path: () => "/api/products" },
    {
      name: "/api/products (uncached)",
      kind: "api",
      heavy: true,
      path: (n) => `/api/products?bench=${Date.now()}-${n}`,
    },
    {
      name: "Cart add as guest",
      kind: "api",
      method: "POST",
      headers: json,
      body: JSON.stringify({ productId: 1, quantity: 1 }),
      path: () => "/api/cart",
    },
    {
      name: "My Orders signed in",
      kind: "page",
      heavy: true,
      headers: { Cookie: customerCookie },
      path: () => "/my-orders",
    },
    admin("Admin Orders", "/admin/orders"),
    admin("Admin Orders search", "/admin/orders?q=bench"),
    admin("Admin Users", "/admin/users"),
    admin("Admin Users search", "/admin/users?q=bench"),
    admin("Admin Analytics", "/admin/analytics"),
  ];
}

export const FLOOR_ROUTES = [
  { name: "Floor: React Router page + 1 D1 row", kind: "page", path: () => "/" },
  { name: "Floor: Hono JSON", kind: "api", path: () => "/api/hello" },
];
