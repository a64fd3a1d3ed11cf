import { z } from "zod";
import { StockAdjustmentSchema, ThresholdSchema } from "./catalogue";
import { recordId } from "./intent-fields";
import type { Permission } from "./permissions";

// Issue 15: the Inventory tab's one action, told apart by `intent`; the fields are the JSON API's.

type InventoryIntent = "adjust" | "threshold";

/** The permission each intent needs: the same flag its JSON API route `requires(...)`. */
export const INVENTORY_INTENT_ACCESS: Record<InventoryIntent, Permission> = {
  adjust: "canManageInventory",
  threshold: "canManageInventory",
};

const productId = recordId("Product");

export const InventoryActionSchema = z.discriminatedUnion("intent", [
  StockAdjustmentSchema.extend({ intent: z.literal("adjust"), productId }),
  ThresholdSchema.extend({ intent: z.literal("threshold"), productId }),
]);
