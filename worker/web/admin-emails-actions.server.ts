import type { RouterContextProvider } from "react-router";
import type { AdminEmailBody } from "../../app/schemas/admin/emails";
import { EMAILS_INTENT_ACCESS, EmailsActionSchema } from "../../app/schemas/admin/emails-intents";
import { readEmail, resendEmail } from "../services/email/messages";
import { adminIntentAction } from "./admin-intent.server";

/** The E-mails tab's action: resend a message, or read one's body, as the JSON API does (audited). */
export function emailsAction(request: Request, context: Readonly<RouterContextProvider>) {
  return adminIntentAction(request, context, {
    area: "canViewOrders",
    access: EMAILS_INTENT_ACCESS,
    schema: EmailsActionSchema,
    run: async (action, { db, env, config, actor }) => {
      switch (action.intent) {
        case "resend-email":
          await resendEmail(db, env, actor, action.emailId);
          return { title: "E-mail queued again" };
        case "read-email": {
          const email = await readEmail(db, config, actor, action.emailId);
          return { toast: null, data: { email } satisfies { email: AdminEmailBody } };
        }
      }
    },
  });
}
