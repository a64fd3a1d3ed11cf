import { Hono } from "hono";
import { BuyerReviewApiSchema } from "../../app/schemas/reviews";
import { submitBuyerReview } from "../services/catalogue/buyer-reviews";
import { requireUser } from "../web/guards/customer-session.server";
import type { ApiEnv } from "../web/http/hono-env.server";
import { validateJson } from "./validate";

/**
 * POST /api/reviews: the signed-in buyer's review of a plan, in the style of POST /api/admin/reviews.
 * 201 with the review pending moderation; 403 without a delivered order of the plan; 409 the second time.
 */
export const reviewsApi = new Hono<ApiEnv>().post(
  "/",
  requireUser(),
  validateJson(BuyerReviewApiSchema),
  async (c) => {
    const { productId, ...review } = c.req.valid("json");
    const userId = c.get("customer").user.id;
    return c.json({ review: await submitBuyerReview(c.get("db"), { userId, productId, review }) }, 201);
  },
);
