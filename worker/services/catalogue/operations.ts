import {
  ProductFormSchema,
  ReviewSchema,
  StockAdjustmentSchema,
  ThresholdSchema,
} from "../../../app/schemas/admin/catalogue";
import { idParam } from "../../../app/schemas/admin/common";
import { operation } from "../shared/operation";
import { adjustStock, InventoryListQuerySchema, listInventory, setLowStockThreshold } from "./inventory";
import {
  createProduct,
  deleteProduct,
  listAdminProducts,
  ProductListQuerySchema,
  updateProduct,
} from "./product-editing";
import {
  createReview,
  deleteReview,
  listReviews,
  ReviewListQuerySchema,
  updateReview,
} from "./review-moderation";

const byId = { id: idParam };
const byProduct = { productId: idParam };

/** Plans, their stock and their reviews, as staff manage them. */
export const catalogueOperations = {
  listProducts: operation({
    access: "canManageProducts",
    input: ProductListQuerySchema,
    run: ({ db }, query) => listAdminProducts(db, query),
  }),
  createProduct: operation({
    access: "canManageProducts",
    input: ProductFormSchema,
    run: ({ db, actor }, product) => createProduct(db, actor, product),
  }),
  updateProduct: operation({
    access: "canManageProducts",
    target: byId,
    input: ProductFormSchema,
    run: ({ db, actor }, { id, ...product }) => updateProduct(db, { actor, id, form: product }),
  }),
  deleteProduct: operation({
    access: "canManageProducts",
    target: byId,
    run: ({ db, actor }, { id }) => deleteProduct(db, actor, id),
  }),
  listReviews: operation({
    access: "canManageReviews",
    input: ReviewListQuerySchema,
    run: ({ db }, query) => listReviews(db, query),
  }),
  createReview: operation({
    access: "canManageReviews",
    input: ReviewSchema,
    run: ({ db, actor }, review) => createReview(db, actor, review),
  }),
  updateReview: operation({
    access: "canManageReviews",
    target: byId,
    input: ReviewSchema,
    run: ({ db, actor }, { id, ...review }) => updateReview(db, { actor, id, input: review }),
  }),
  deleteReview: operation({
    access: "canManageReviews",
    target: byId,
    run: ({ db, actor }, { id }) => deleteReview(db, actor, id),
  }),
  listInventory: operation({
    access: "canManageInventory",
    input: InventoryListQuerySchema,
    run: ({ db }, query) => listInventory(db, query),
  }),
  adjustStock: operation({
    access: "canManageInventory",
    target: byProduct,
    input: StockAdjustmentSchema,
    run: ({ db, actor }, { productId, delta, reason }) =>
      adjustStock(db, { actor, productId, delta, reason }),
  }),
  setLowStockThreshold: operation({
    access: "canManageInventory",
    target: byProduct,
    input: ThresholdSchema,
    run: ({ db, actor }, { productId, lowStockThreshold }) =>
      setLowStockThreshold(db, { actor, productId, threshold: lowStockThreshold }),
  }),
};
