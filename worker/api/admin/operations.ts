import { Hono } from "hono";
import { StockAdjustmentSchema, ThresholdSchema } from "../../../app/schemas/admin/catalogue";
import { idParam } from "../../../app/schemas/admin/common";
import {
  StaffCreateSchema,
  StaffPermissionsSchema,
  StoreContactSchema,
} from "../../../app/schemas/admin/settings";
import { readConfig } from "../../env";
import {
  adjustStock,
  InventoryListQuerySchema,
  listInventory,
  setLowStockThreshold,
} from "../../services/catalogue/inventory";
import { getStoreContact } from "../../services/content/store-contact";
import {
  createStaff,
  listStaff,
  saveStoreContact,
  setStaffActive,
  setStaffPermissions,
} from "../../services/staff/members";
import type { ApiEnv } from "../../web/hono-env.server";
import { validateJson, validateParams, validateQuery } from "../validate";
import { requires } from "./access";

const productId = validateParams({ productId: idParam });
const staffId = validateParams({ id: idParam });

export const adminOperationsApi = new Hono<ApiEnv>()
  .get("/inventory", requires("canManageInventory"), validateQuery(InventoryListQuerySchema), async (c) =>
    c.json(await listInventory(c.get("db"), c.req.valid("query"))),
  )
  .post(
    "/inventory/:productId/adjust",
    requires("canManageInventory"),
    productId,
    validateJson(StockAdjustmentSchema),
    async (c) => {
      const { delta, reason } = c.req.valid("json");
      return c.json(
        await adjustStock(c.get("db"), c.get("actor"), c.req.valid("param").productId, delta, reason),
      );
    },
  )
  .put(
    "/inventory/:productId/threshold",
    requires("canManageInventory"),
    productId,
    validateJson(ThresholdSchema),
    async (c) => {
      const { lowStockThreshold } = c.req.valid("json");
      const id = c.req.valid("param").productId;
      return c.json(await setLowStockThreshold(c.get("db"), c.get("actor"), id, lowStockThreshold));
    },
  )
  .get("/settings/store", requires("canManageContent"), async (c) =>
    c.json(await getStoreContact(c.get("db"), readConfig(c.env))),
  )
  .put("/settings/store", requires("canManageContent"), validateJson(StoreContactSchema), async (c) =>
    c.json(await saveStoreContact(c.get("db"), c.get("actor"), c.req.valid("json"))),
  )
  .get("/staff", requires("superAdmin"), async (c) => c.json(await listStaff(c.get("db"))))
  .post("/staff", requires("superAdmin"), validateJson(StaffCreateSchema), async (c) =>
    c.json({ staff: await createStaff(c.get("db"), c.get("actor"), c.req.valid("json")) }, 201),
  )
  .put(
    "/staff/:id/permissions",
    requires("superAdmin"),
    staffId,
    validateJson(StaffPermissionsSchema),
    async (c) =>
      c.json({
        staff: await setStaffPermissions(
          c.get("db"),
          c.env,
          c.get("actor"),
          c.req.valid("param").id,
          c.req.valid("json"),
        ),
      }),
  )
  .post("/staff/:id/deactivate", requires("superAdmin"), staffId, async (c) =>
    c.json({
      staff: await setStaffActive(c.get("db"), c.env, c.get("actor"), c.req.valid("param").id, false),
    }),
  )
  .post("/staff/:id/activate", requires("superAdmin"), staffId, async (c) =>
    c.json({
      staff: await setStaffActive(c.get("db"), c.env, c.get("actor"), c.req.valid("param").id, true),
    }),
  );
