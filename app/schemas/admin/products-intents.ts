import { z } from "zod";
import { ProductFormSchema } from "./catalogue";
import { asPosted, formFlag, recordId } from "./intent-fields";
import type { Permission } from "./permissions";

// Issue 15: the Products tab's one action, told apart by `intent`; the fields are the JSON API's.

type ProductsIntent = "create" | "update" | "delete";

/** The permission each intent needs: the same flag its JSON API route `requires(...)`. */
export const PRODUCTS_INTENT_ACCESS: Record<ProductsIntent, Permission> = {
  create: "canManageProducts",
  update: "canManageProducts",
  delete: "canManageProducts",
};

const ProductForm = ProductFormSchema.extend({
  image: asPosted(ProductFormSchema.shape.image),
  purchaseUrl: asPosted(ProductFormSchema.shape.purchaseUrl),
  popular: formFlag,
  active: formFlag,
  // The form always has this field and empty ones are not posted: missing here means cleared.
  supplierPackage: ProductFormSchema.shape.supplierPackage.default(""),
});
const id = recordId("Product");

export const ProductsActionSchema = z.discriminatedUnion("intent", [
  ProductForm.extend({ intent: z.literal("create") }),
  ProductForm.extend({ intent: z.literal("update"), id }),
  z.object({ intent: z.literal("delete"), id }),
]);
