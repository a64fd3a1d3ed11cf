import type { RouterContextProvider } from "react-router";
import { type ProductsAction, ProductsActionSchema } from "../../../../app/schemas/admin/products-intents";
import { catalogueOperations as catalogue } from "../../../services/catalogue/operations";
import { adminIntentAction, type IntentTable, intent } from "../../forms/admin-intent.server";

/** What each intent performs and what its toast says. */
const PRODUCT_INTENTS: IntentTable<ProductsAction> = {
  create: intent(catalogue.createProduct, { says: () => ({ title: "Product created successfully" }) }),
  update: intent(catalogue.updateProduct, { says: () => ({ title: "Product updated successfully" }) }),
  delete: intent(catalogue.deleteProduct, { says: () => ({ title: "Product deleted successfully" }) }),
  createTopup: intent(catalogue.createProduct, { says: () => ({ title: "Top-up created" }) }),
  updateTopup: intent(catalogue.updateProduct, {
    says: (topup) => ({ title: topup?.active === false ? "Top-up switched off" : "Top-up updated" }),
  }),
};

/** The Products tab's action: create, edit or delete a plan. */
export function productsAction(request: Request, context: Readonly<RouterContextProvider>) {
  return adminIntentAction(request, context, {
    tab: "products",
    schema: ProductsActionSchema,
    intents: PRODUCT_INTENTS,
  });
}
