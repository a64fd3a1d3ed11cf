import type { z } from "zod";
import {
  type ProductFormSchema,
  ReviewHideSchema,
  ReviewReplySchema,
  ReviewSchema,
  StockAdjustmentSchema,
  ThresholdSchema,
} from "../../../app/schemas/admin/catalogue";
import { idParam } from "../../../app/schemas/admin/common";
import { CatalogueItemSchema, type TopupForm } from "../../../app/schemas/admin/topups";
import { operation } from "../shared/operation";
import { adjustStock, InventoryListQuerySchema, listInventory, setLowStockThreshold } from "./inventory";
import { missingTranslations } from "./missing-translations";
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
  moderateReview,
  ReviewListQuerySchema,
  updateReview,
} from "./review-moderation";
import { createTopup, listAdminTopups, updateTopup } from "./topup-editing";

const byId = { id: idParam };
type PlanForm = z.output<typeof ProductFormSchema>;
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
    input: CatalogueItemSchema,
    run: async ({ db, actor }, { kind, ...item }) => {
      if (kind === "topup") return createTopup(db, actor, { kind, ...(item as Omit<TopupForm, "kind">) });
      return createProduct(db, actor, item as PlanForm);
    },
  }),
  updateProduct: operation({
    access: "canManageProducts",
    target: byId,
    input: CatalogueItemSchema,
    run: async ({ db, actor }, { id, kind, ...item }) => {
      if (kind === "topup")
        return updateTopup(db, { actor, id, form: { kind, ...(item as Omit<TopupForm, "kind">) } });
      return updateProduct(db, { actor, id, form: item as PlanForm });
    },
  }),
  // Plans and pages still without a Malay or Chinese version; page titles are public, so product staff may read them.
  missingTranslations: operation({
    access: "canManageProducts",
    run: async ({ db }) => {
      const items = await missingTranslations(db);
      return { count: items.length, items };
    },
  }),
  listTopups: operation({
    access: "canManageProducts",
    run: ({ db }) => listAdminTopups(db),
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
  publishReview: operation({
    access: "canManageReviews",
    target: byId,
    run: ({ db, actor }, { id }) => moderateReview(db, { actor, id, change: { kind: "publish" } }),
  }),
  hideReview: operation({
    access: "canManageReviews",
    target: byId,
    input: ReviewHideSchema,
    run: ({ db, actor }, { id, reason }) =>
      moderateReview(db, { actor, id, change: { kind: "hide", reason } }),
  }),
  replyToReview: operation({
    access: "canManageReviews",
    target: byId,
    input: ReviewReplySchema,
    run: ({ db, actor }, { id, reply }) =>
      moderateReview(db, { actor, id, change: { kind: "reply", reply } }),
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
