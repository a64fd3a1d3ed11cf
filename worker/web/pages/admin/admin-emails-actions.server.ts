import type { RouterContextProvider } from "react-router";
import type { AdminEmailBody } from "../../../../app/schemas/admin/emails";
import { type EmailsAction, EmailsActionSchema } from "../../../../app/schemas/admin/emails-intents";
import { emailOperations as email } from "../../../services/email/operations";
import { adminIntentAction, type IntentTable, intent } from "../../forms/admin-intent.server";

/** What each intent performs and what its toast says. */
const EMAIL_INTENTS: IntentTable<EmailsAction> = {
  "resend-email": intent(email.resendEmail, {
    input: ({ emailId }) => ({ id: emailId }),
    says: () => ({ title: "E-mail queued again" }),
  }),
  "read-email": intent(email.readEmail, {
    input: ({ emailId }) => ({ id: emailId }),
    says: (body) => ({ toast: null, data: { email: body } satisfies { email: AdminEmailBody } }),
  }),
};

/** The E-mails tab's action: resend a message, or read one's body, as the JSON API does (audited). */
export function emailsAction(request: Request, context: Readonly<RouterContextProvider>) {
  return adminIntentAction(request, context, {
    tab: "emails",
    schema: EmailsActionSchema,
    intents: EMAIL_INTENTS,
  });
}
