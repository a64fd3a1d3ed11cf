import { Hono } from "hono";
import { idParam } from "../../app/schemas/admin/common";
import { requireUser } from "../middleware/customer-session";
import { listUserOrders } from "../services/orders";
import { getUserOrder } from "../services/payments/order-detail";
import type { ApiEnv } from "./types";
import { parseOr400 } from "./validate";

export const userApi = new Hono<ApiEnv>()
  .get("/orders", requireUser(), async (c) =>
    c.json(await listUserOrders(c.get("db"), c.get("customer").user.id)),
  )
  // Issue 12: the owner's order detail; another user's id is 404, like one that does not exist.
  .get("/orders/:id", requireUser(), async (c) =>
    c.json(
      await getUserOrder(c.get("db"), c.get("customer").user.id, parseOr400(idParam, c.req.param("id"))),
    ),
  );
