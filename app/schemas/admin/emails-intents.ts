import { z } from "zod";
import { idParam } from "./common";

// The E-mails tab's intents: the message they act on, posted as a hidden field.

export const EmailsActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("resend-email"), emailId: idParam }),
  z.object({ intent: z.literal("read-email"), emailId: idParam }),
]);
export type EmailsAction = z.output<typeof EmailsActionSchema>;
