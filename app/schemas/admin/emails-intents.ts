import { z } from "zod";
import { idParam } from "./common";
import type { Permission } from "./permissions";

// Issue 15: the E-mails tab resends a message through its route's intent action, with the id the
// JSON API's POST /api/admin/emails/:id/resend takes (idParam).

/** The permission each intent needs: the same flag its JSON API route `requires(...)`. */
export const EMAILS_INTENT_ACCESS: Record<"resend-email" | "read-email", Permission> = {
  "resend-email": "canViewOrders",
  // Bodies hold order details and eSIM codes: reading them is its own permission, audited.
  "read-email": "canReadEmails",
};

export const EmailsActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("resend-email"), emailId: idParam }),
  z.object({ intent: z.literal("read-email"), emailId: idParam }),
]);
