// The floor's Worker: a bare Hono route answering JSON, and everything else to React Router.
import { Hono } from "hono";
import { createRequestHandler, RouterContextProvider } from "react-router";

const handleDocument = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

const app = new Hono<{ Bindings: { DB: D1Database } }>();
app.get("/api/hello", (c) => c.json({ hello: "world", at: 1 }));
app.all("*", (c) => {
  const context = new RouterContextProvider();
  (context as unknown as { db: D1Database }).db = c.env.DB;
  return handleDocument(c.req.raw, context);
});

export default app;
