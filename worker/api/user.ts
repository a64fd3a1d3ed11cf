import { Hono } from "hono";
import { requireUser } from "../middleware/customer-session";
import { listUserOrders } from "../services/orders";
import type { ApiEnv } from "./types";

export const userApi = new Hono<ApiEnv>().get("/orders", requireUser(), async (c) =>
  c.json(await listUserOrders(c.get("db"), c.get("customer").user.id)),
);
