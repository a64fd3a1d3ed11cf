import { Hono } from "hono";
import { RefundRequestSchema } from "../../app/schemas/checkout";
import { PositiveIdSchema } from "../../app/schemas/id";
import { MyOrdersQuerySchema } from "../../app/schemas/my-orders";
import { readConfig } from "../env";
import { esimSupplierFor } from "../integrations/esim";
import { creditSummary } from "../services/credit/ledger";
import { listUserOrders } from "../services/orders/customer-orders";
import { getUserOrder } from "../services/orders/detail";
import { orderDelivery } from "../services/orders/esims";
import { requestRefund } from "../services/orders/refunds/requests";
import { requireUser } from "../web/guards/customer-session.server";
import type { ApiEnv } from "../web/http/hono-env.server";
import { userProfileApi } from "./user-profile";
import { accountRightsApi } from "./user-rights";
import { validateJson, validateParams, validateQuery } from "./validate";

const orderId = validateParams({ id: PositiveIdSchema });

export const userApi = new Hono<ApiEnv>()
  // The caller's own credit: balance and statement (decision 0049).
  .get("/credit", requireUser(), async (c) =>
    c.json(await creditSummary(c.get("db"), c.get("customer").user.id)),
  )
  // Every order by default (SPEC.md §7); `?view=active` leaves out cancelled payments, `?view=cancelled` keeps only them.
  .get("/orders", requireUser(), validateQuery(MyOrdersQuerySchema), async (c) =>
    c.json(await listUserOrders(c.get("db"), c.get("customer").user.id, c.req.valid("query").view)),
  )
  // The owner's order detail; another user's id is 404, like one that does not exist.
  .get("/orders/:id", requireUser(), orderId, async (c) =>
    c.json(await getUserOrder(c.get("db"), c.get("customer").user.id, c.req.valid("param").id)),
  )
  .post(
    "/orders/:id/refund-request",
    requireUser(),
    orderId,
    validateJson(RefundRequestSchema),
    async (c) => {
      const { reason } = c.req.valid("json");
      const id = c.req.valid("param").id;
      return c.json(
        await requestRefund(c.get("db"), { userId: c.get("customer").user.id, orderId: id, reason }),
        201,
      );
    },
  )
  // The eSIM codes of one order, for its owner only (anyone else gets 404).
  .get("/orders/:id/esims", requireUser(), orderId, async (c) => {
    const { id } = c.req.valid("param");
    const supplier = esimSupplierFor(readConfig(c.env), c.env.SUPPLIER_KV);
    c.header("Cache-Control", "private, no-store");
    return c.json(
      await orderDelivery(c.get("db"), supplier, { orderId: id, ownerId: c.get("customer").user.id }),
    );
  })
  .route("/", accountRightsApi)
  .route("/", userProfileApi);
