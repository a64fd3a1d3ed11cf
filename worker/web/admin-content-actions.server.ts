import type { RouterContextProvider } from "react-router";
import { CONTENT_INTENT_ACCESS, ContentActionSchema } from "../../app/schemas/admin/content-intents";
import { savePageContent } from "../services/content/page-editing";
import { adminIntentAction } from "./admin-intent.server";

/** The content manager's one action: save a page, as PUT /api/admin/content/:page does (audited). */
export function contentManagerAction(request: Request, context: Readonly<RouterContextProvider>) {
  return adminIntentAction(request, context, {
    area: "canManageContent",
    access: CONTENT_INTENT_ACCESS,
    failureTitles: { "save-content": "Failed to update content" },
    schema: ContentActionSchema,
    run: async ({ intent: _, page, ...content }, { db, actor }) => {
      await savePageContent(db, actor, page, content);
      return { title: "Content Updated", description: "Page content has been successfully updated." };
    },
  });
}
