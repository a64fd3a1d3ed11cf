import { z } from "zod";
import { CONTENT_PAGES, ContentSchema } from "./catalogue";

// The content manager saves a page through its route's intent action: the posted form of the
// savePageContent operation's fields (ContentSchema) and the page it names.

export const ContentActionSchema = z.discriminatedUnion("intent", [
  ContentSchema.extend({
    intent: z.literal("save-content"),
    page: z.enum(CONTENT_PAGES, { error: `Page must be one of ${CONTENT_PAGES.join(", ")}` }),
  }),
]);
export type ContentAction = z.output<typeof ContentActionSchema>;
