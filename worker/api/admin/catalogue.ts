import { catalogueOperations as catalogue } from "../../services/catalogue/operations";
import { contentOperations as content } from "../../services/content/operations";
import { operationRoutes, route } from "./operation-routes";

/** Plans, reviews, stock and page content (SPEC.md §7). */
export const adminCatalogueApi = operationRoutes([
  route("get", "/products", catalogue.listProducts),
  route("get", "/translations/missing", catalogue.missingTranslations),
  route("get", "/products/topups", catalogue.listTopups, { answer: (items) => ({ items }) }),
  route("post", "/products", catalogue.createProduct, { status: 201, answer: (product) => ({ product }) }),
  route("put", "/products/:id", catalogue.updateProduct, { answer: (product) => ({ product }) }),
  route("delete", "/products/:id", catalogue.deleteProduct, { answer: () => ({ success: true }) }),
  route("get", "/reviews", catalogue.listReviews),
  route("post", "/reviews", catalogue.createReview, { status: 201, answer: (review) => ({ review }) }),
  route("put", "/reviews/:id", catalogue.updateReview, { answer: (review) => ({ review }) }),
  route("delete", "/reviews/:id", catalogue.deleteReview, { answer: () => ({ success: true }) }),
  route("post", "/reviews/:id/publish", catalogue.publishReview, { answer: (review) => ({ review }) }),
  route("post", "/reviews/:id/hide", catalogue.hideReview, { answer: (review) => ({ review }) }),
  route("post", "/reviews/:id/reply", catalogue.replyToReview, { answer: (review) => ({ review }) }),
  route("get", "/inventory", catalogue.listInventory),
  route("post", "/inventory/:productId/adjust", catalogue.adjustStock),
  route("put", "/inventory/:productId/threshold", catalogue.setLowStockThreshold),
  route("get", "/content", content.listPageContent),
  route("put", "/content/:page", content.savePageContent, { answer: (saved) => ({ content: saved }) }),
]);
