import { z } from "zod";
import { ProductFormSchema } from "./catalogue";
import { asPosted, formFlag, recordId } from "./intent-fields";

// The Products tab's one action, told apart by `intent`: the posted form of the operations' fields.

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
export type ProductsAction = z.output<typeof ProductsActionSchema>;
