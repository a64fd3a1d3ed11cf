import { Hono } from "hono";
import { z } from "zod";
import { TopupRequestSchema } from "../../app/schemas/topups";
import { readConfig } from "../env";
import { esimSupplierFor } from "../integrations/esim";
import { ownerTopupOffers } from "../services/topups/offers";
import { startTopup } from "../services/topups/start";
import { requireUser, type SignedInApiEnv } from "../web/guards/customer-session.server";
import { clientAddress } from "../web/http/client-address.server";
import { validateJson } from "./validate";

const iccidOf = (raw: string | undefined) =>
  z
    .string()
    .trim()
    .min(1)
    .max(40)
    .catch("")
    .parse(raw ?? "");

/**
 * `/api/user/esims/:iccid/topups`: the top-ups the owner may buy for one eSIM, and buying one
 * (an order of its own, paid on Stripe's page as a checkout is) → 201 { orderId, url }.
 */
export const topupsApi = new Hono<SignedInApiEnv>()
  .use(requireUser())
  .get("/", async (c) => {
    const supplier = esimSupplierFor(readConfig(c.env), c.env.SUPPLIER_KV);
    const items = await ownerTopupOffers(c.get("db"), supplier, {
      userId: c.get("customer").user.id,
      iccid: iccidOf(c.req.param("iccid")),
    });
    return c.json({ items });
  })
  .post("/", validateJson(TopupRequestSchema), async (c) => {
    const { topupId } = c.req.valid("json");
    const result = await startTopup(
      c.get("db"),
      c.env,
      esimSupplierFor(readConfig(c.env), c.env.SUPPLIER_KV),
      {
        customer: c.get("customer"),
        iccid: iccidOf(c.req.param("iccid")),
        topupId: topupId as number,
        origin: new URL(c.req.url).origin,
        client: clientAddress(c.req.raw),
      },
    );
    return c.json(result, 201);
  });
