import { z } from "zod";
import { StockAdjustmentSchema, ThresholdSchema } from "./catalogue";
import { recordId } from "./intent-fields";

// The Inventory tab's one action, told apart by `intent`: the posted form of the operations' fields.

const productId = recordId("Product");

export const InventoryActionSchema = z.discriminatedUnion("intent", [
  StockAdjustmentSchema.extend({ intent: z.literal("adjust"), productId }),
  ThresholdSchema.extend({ intent: z.literal("threshold"), productId }),
]);
export type InventoryAction = z.output<typeof InventoryActionSchema>;
