import { z } from "zod";
import { ProductFormSchema } from "./catalogue";
import { asPosted, formFlag, recordId } from "./intent-fields";
import { dataStated, TopupFields } from "./topups";

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

// The Top-ups section's form: the same operations, with kind "topup" posted as a hidden field.
const TopupForm = TopupFields.extend({
  name: asPosted(TopupFields.shape.name),
  supplierPackage: asPosted(TopupFields.shape.supplierPackage),
  price: asPosted(TopupFields.shape.price),
  unlimited: formFlag,
  active: formFlag,
});

export const ProductsActionSchema = z.discriminatedUnion("intent", [
  ProductForm.extend({ intent: z.literal("create") }),
  ProductForm.extend({ intent: z.literal("update"), id }),
  z.object({ intent: z.literal("delete"), id }),
  TopupForm.extend({ intent: z.literal("createTopup") }).superRefine(dataStated),
  TopupForm.extend({ intent: z.literal("updateTopup"), id }).superRefine(dataStated),
]);
export type ProductsAction = z.output<typeof ProductsActionSchema>;
