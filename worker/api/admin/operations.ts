import { Hono } from "hono";
import { StockAdjustmentSchema, ThresholdSchema } from "../../../app/schemas/admin/catalogue";
import { idParam } from "../../../app/schemas/admin/common";
import {
  StaffCreateSchema,
  StaffPermissionsSchema,
  StoreContactSchema,
} from "../../../app/schemas/admin/settings";
import { readConfig } from "../../env";
import { currentAdmin } from "../../middleware/admin-guard";
import {
  adjustStock,
  InventoryListQuerySchema,
  listInventory,
  setLowStockThreshold,
} from "../../services/admin/inventory";
import {
  createStaff,
  listStaff,
  saveStoreContact,
  setStaffActive,
  setStaffPermissions,
} from "../../services/admin/settings";
import { getStoreContact } from "../../services/store-settings";
import { actorFrom } from "../../web/actor.server";
import type { ApiEnv } from "../types";
import { parseOr400 } from "../validate";

const body = (c: { req: { json(): Promise<unknown> } }) => c.req.json().catch(() => null);

export const adminOperationsApi = new Hono<ApiEnv>()
  .get("/inventory", async (c) =>
    c.json(await listInventory(c.get("db"), parseOr400(InventoryListQuerySchema, c.req.query()))),
  )
  .post("/inventory/:productId/adjust", async (c) => {
    const productId = parseOr400(idParam, c.req.param("productId"));
    const { delta, reason } = parseOr400(StockAdjustmentSchema, await body(c));
    return c.json(
      await adjustStock(c.get("db"), actorFrom(currentAdmin(c), c.req.raw), productId, delta, reason),
    );
  })
  .put("/inventory/:productId/threshold", async (c) => {
    const productId = parseOr400(idParam, c.req.param("productId"));
    const { lowStockThreshold } = parseOr400(ThresholdSchema, await body(c));
    return c.json(
      await setLowStockThreshold(
        c.get("db"),
        actorFrom(currentAdmin(c), c.req.raw),
        productId,
        lowStockThreshold,
      ),
    );
  })
  .get("/settings/store", async (c) => c.json(await getStoreContact(c.get("db"), readConfig(c.env))))
  .put("/settings/store", async (c) => {
    const input = parseOr400(StoreContactSchema, await body(c));
    return c.json(await saveStoreContact(c.get("db"), actorFrom(currentAdmin(c), c.req.raw), input));
  })
  .get("/staff", async (c) => c.json(await listStaff(c.get("db"))))
  .post("/staff", async (c) => {
    const input = parseOr400(StaffCreateSchema, await body(c));
    return c.json(
      { staff: await createStaff(c.get("db"), actorFrom(currentAdmin(c), c.req.raw), input) },
      201,
    );
  })
  .put("/staff/:id/permissions", async (c) => {
    const id = parseOr400(idParam, c.req.param("id"));
    const input = parseOr400(StaffPermissionsSchema, await body(c));
    return c.json({
      staff: await setStaffPermissions(c.get("db"), c.env, actorFrom(currentAdmin(c), c.req.raw), id, input),
    });
  })
  .post("/staff/:id/deactivate", async (c) => {
    const id = parseOr400(idParam, c.req.param("id"));
    return c.json({
      staff: await setStaffActive(c.get("db"), c.env, actorFrom(currentAdmin(c), c.req.raw), id, false),
    });
  })
  .post("/staff/:id/activate", async (c) => {
    const id = parseOr400(idParam, c.req.param("id"));
    return c.json({
      staff: await setStaffActive(c.get("db"), c.env, actorFrom(currentAdmin(c), c.req.raw), id, true),
    });
  });
