import type { RouterContextProvider } from "react-router";
import { PRODUCTS_INTENT_ACCESS, ProductsActionSchema } from "../../app/schemas/admin/products-intents";
import { createProduct, deleteProduct, updateProduct } from "../services/catalogue/product-editing";
import { adminIntentAction } from "./admin-intent.server";

/** The Products tab's action: create, edit or delete a plan. */
export function productsAction(request: Request, context: Readonly<RouterContextProvider>) {
  return adminIntentAction(request, context, {
    area: "canManageProducts",
    access: PRODUCTS_INTENT_ACCESS,
    schema: ProductsActionSchema,
    run: async (action, { db, actor }) => {
      switch (action.intent) {
        case "create": {
          const { intent: _, ...product } = action;
          await createProduct(db, actor, product);
          return { title: "Product created successfully" };
        }
        case "update": {
          const { intent: _, id, ...product } = action;
          await updateProduct(db, actor, id, product);
          return { title: "Product updated successfully" };
        }
        case "delete":
          await deleteProduct(db, actor, action.id);
          return { title: "Product deleted successfully" };
      }
    },
  });
}
