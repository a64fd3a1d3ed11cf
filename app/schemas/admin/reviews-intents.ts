import { z } from "zod";
import { ReviewSchema } from "./catalogue";
import { formFlag, recordId } from "./intent-fields";
import type { Permission } from "./permissions";

// Issue 15: the Reviews tab's one action, told apart by `intent`; the fields are the JSON API's.

type ReviewsIntent = "create" | "update" | "delete";

/** The permission each intent needs: the same flag its JSON API route `requires(...)`. */
export const REVIEWS_INTENT_ACCESS: Record<ReviewsIntent, Permission> = {
  create: "canManageReviews",
  update: "canManageReviews",
  delete: "canManageReviews",
};

const ReviewForm = ReviewSchema.extend({ verified: formFlag, featured: formFlag });
const id = recordId("Review");

export const ReviewsActionSchema = z.discriminatedUnion("intent", [
  ReviewForm.extend({ intent: z.literal("create") }),
  ReviewForm.extend({ intent: z.literal("update"), id }),
  z.object({ intent: z.literal("delete"), id }),
]);
