import type { RouterContextProvider } from "react-router";
import { EMAILS_INTENT_ACCESS, EmailsActionSchema } from "../../app/schemas/admin/emails-intents";
import { resendEmail } from "../services/admin/emails";
import { adminIntentAction } from "./admin-intent.server";

/** The E-mails tab's one action: resend a message, as the JSON API does (audited). */
export function emailsAction(request: Request, context: Readonly<RouterContextProvider>) {
  return adminIntentAction(request, context, {
    area: "canViewOrders",
    access: EMAILS_INTENT_ACCESS,
    schema: EmailsActionSchema,
    run: async ({ emailId }, { db, env, actor }) => {
      await resendEmail(db, env, actor, emailId);
      return { title: "E-mail queued again" };
    },
  });
}
