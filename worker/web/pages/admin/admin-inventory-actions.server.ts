import { eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { type InventoryAction, InventoryActionSchema } from "../../../../app/schemas/admin/inventory-intents";
import type { Database } from "../../../db/client";
import { products } from "../../../db/schema";
import { catalogueOperations as catalogue } from "../../../services/catalogue/operations";
import { adminIntentAction, type IntentTable, intent } from "../../forms/admin-intent.server";

/** What each intent performs and what its toast says. */
const INVENTORY_INTENTS: IntentTable<InventoryAction> = {
  threshold: intent(catalogue.setLowStockThreshold, { says: () => ({ title: "Threshold updated" }) }),
  adjust: intent(catalogue.adjustStock, {
    says: async ({ productId }, { delta }, { db }) => {
      const change = `${delta > 0 ? "+" : ""}${delta}`;
      return { title: "Stock updated", description: `${await productName(db, productId)}: ${change}` };
    },
  }),
};

/** The Inventory tab's action: adjust stock (with a reason) or set the low-stock threshold. */
export function inventoryAction(request: Request, context: Readonly<RouterContextProvider>) {
  return adminIntentAction(request, context, {
    tab: "inventory",
    schema: InventoryActionSchema,
    intents: INVENTORY_INTENTS,
  });
}

/** The toast names the plan whose stock changed. */
async function productName(db: Database, productId: number) {
  const product = await db.query.products.findFirst({
    where: eq(products.id, productId),
    columns: { name: true },
  });
  return product?.name ?? "Product";
}
