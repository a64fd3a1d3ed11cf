import { z } from "zod";
import type { Database } from "../../db/client";
import { ESIM_ALERT_LEVELS } from "../../db/schema";
import { readConfig } from "../../env";
import { InvalidError, UnauthorizedError } from "../errors";
import { type AlertOutcome, raiseEsimAlert } from "./raise";
import { signatureMatches } from "./signature";

/** The supplier's low-data notification, in its own names; other fields it may add are ignored. */
const NotificationSchema = z.object({
  iccid: z
    .string({ error: "iccid is required" })
    .trim()
    .min(1, "iccid is required")
    .max(32, "iccid is too long"),
  level: z.enum(ESIM_ALERT_LEVELS, { error: `level must be one of ${ESIM_ALERT_LEVELS.join(", ")}` }),
});

function parseNotification(body: ArrayBuffer) {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(body));
  } catch {
    throw new InvalidError("Body must be JSON");
  }
  const parsed = NotificationSchema.safeParse(json);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw new InvalidError(issue?.message ?? "Invalid notification", { field: issue?.path.join(".") });
  }
  return parsed.data;
}

/**
 * POST /api/webhooks/esim. The signature is checked on the exact bytes received before anything is
 * read from them; without a configured secret nothing can be proven, so nothing is accepted. An
 * ICCID we do not know is answered as received, so that the supplier does not retry it for a day.
 */
export async function handleEsimWebhook(
  db: Database,
  env: Env,
  delivery: { body: ArrayBuffer; signature: string | null },
): Promise<{ received: true; outcome: AlertOutcome["outcome"] }> {
  const secret = readConfig(env).AIRALO_WEBHOOK_SECRET ?? "";
  if (!(await signatureMatches(delivery.body, delivery.signature, secret))) {
    throw new UnauthorizedError("Invalid or missing airalo-signature");
  }
  const { iccid, level } = parseNotification(delivery.body);
  const { outcome } = await raiseEsimAlert({ db, env }, { iccid, level, source: "supplier" });
  return { received: true, outcome };
}
