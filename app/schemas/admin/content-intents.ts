import { z } from "zod";
import { CONTENT_PAGES, ContentSchema } from "./catalogue";
import type { Permission } from "./permissions";

// Issue 15: the content manager saves a page through its route's intent action, with the fields the
// JSON API's PUT /api/admin/content/:page validates (ContentSchema) and the page it names.

/** The permission each intent needs: the same flag its JSON API route `requires(...)`. */
export const CONTENT_INTENT_ACCESS: Record<"save-content", Permission> = {
  "save-content": "canManageContent",
};

export const ContentActionSchema = z.discriminatedUnion("intent", [
  ContentSchema.extend({
    intent: z.literal("save-content"),
    page: z.enum(CONTENT_PAGES, { error: `Page must be one of ${CONTENT_PAGES.join(", ")}` }),
  }),
]);
