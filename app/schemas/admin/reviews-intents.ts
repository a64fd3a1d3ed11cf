import { z } from "zod";
import { ReviewHideSchema, ReviewReplySchema, ReviewSchema } from "./catalogue";
import { asPosted, formFlag, recordId } from "./intent-fields";

// The Reviews tab's one action, told apart by `intent`: the posted form of the operations' fields.

const ReviewForm = ReviewSchema.extend({ verified: formFlag, featured: formFlag });
const id = recordId("Review");

export const ReviewsActionSchema = z.discriminatedUnion("intent", [
  ReviewForm.extend({ intent: z.literal("create") }),
  ReviewForm.extend({ intent: z.literal("update"), id }),
  z.object({ intent: z.literal("delete"), id }),
  z.object({ intent: z.literal("publish"), id }),
  z.object({ intent: z.literal("hide"), id, reason: asPosted(ReviewHideSchema.shape.reason) }),
  ReviewReplySchema.extend({ intent: z.literal("reply"), id }),
]);
export type ReviewsAction = z.output<typeof ReviewsActionSchema>;
