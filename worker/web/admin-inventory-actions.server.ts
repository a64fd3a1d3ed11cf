import { eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { INVENTORY_INTENT_ACCESS, InventoryActionSchema } from "../../app/schemas/admin/inventory-intents";
import { products } from "../db/schema";
import { adjustStock, setLowStockThreshold } from "../services/catalogue/inventory";
import { adminIntentAction } from "./admin-intent.server";

/** The Inventory tab's action: adjust stock (with a reason) or set the low-stock threshold. */
export function inventoryAction(request: Request, context: Readonly<RouterContextProvider>) {
  return adminIntentAction(request, context, {
    area: "canManageInventory",
    access: INVENTORY_INTENT_ACCESS,
    schema: InventoryActionSchema,
    run: async (action, { db, actor }) => {
      if (action.intent === "threshold") {
        await setLowStockThreshold(db, actor, action.productId, action.lowStockThreshold);
        return { title: "Threshold updated" };
      }
      await adjustStock(db, actor, action.productId, action.delta, action.reason);
      const product = await db.query.products.findFirst({
        where: eq(products.id, action.productId),
        columns: { name: true },
      });
      const change = `${action.delta > 0 ? "+" : ""}${action.delta}`;
      return { title: "Stock updated", description: `${product?.name ?? "Product"}: ${change}` };
    },
  });
}
