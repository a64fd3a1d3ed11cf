import { z } from "zod";
import { idParam } from "./common";
import type { Permission } from "./permissions";

// Issue 15: the E-mails tab resends a message through its route's intent action, with the id the
// JSON API's POST /api/admin/emails/:id/resend takes (idParam).

/** The permission each intent needs: the same flag its JSON API route `requires(...)`. */
export const EMAILS_INTENT_ACCESS: Record<"resend-email", Permission> = {
  "resend-email": "canViewOrders",
};

export const EmailsActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("resend-email"), emailId: idParam }),
]);
