import type { RouterContextProvider } from "react-router";
import { type ContentAction, ContentActionSchema } from "../../../../app/schemas/admin/content-intents";
import { contentOperations as content } from "../../../services/content/operations";
import { adminIntentAction, type IntentTable, intent } from "../../forms/admin-intent.server";

/** What each intent performs and what its toast says. */
const CONTENT_INTENTS: IntentTable<ContentAction> = {
  "save-content": intent(content.savePageContent, {
    says: () => ({
      title: "Content Updated",
      description: "Page content has been successfully updated.",
    }),
  }),
};

/** The content manager's one action: save a page, as PUT /api/admin/content/:page does (audited). */
export function contentManagerAction(request: Request, context: Readonly<RouterContextProvider>) {
  return adminIntentAction(request, context, {
    tab: "content",
    failureTitles: { "save-content": "Failed to update content" },
    schema: ContentActionSchema,
    intents: CONTENT_INTENTS,
  });
}
