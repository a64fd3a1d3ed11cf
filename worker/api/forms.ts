import { type Context, Hono } from "hono";
import { ContactSchema } from "../../app/schemas/contact";
import { PartnershipSchema } from "../../app/schemas/partnership";
import { type SubmissionResult, submitContact } from "../services/enquiries/contact";
import { submitPartnership } from "../services/enquiries/partnership";
import { rateLimitMessage } from "../services/shared/rate-limit";
import { clientAddress } from "../web/client-address.server";
import type { ApiEnv } from "../web/hono-env.server";
import { validateJson } from "./validate";

/** Both forms answer alike: 201 with the stored row's id and time, or 429 with Retry-After. */
function submitted(c: Context<ApiEnv>, result: SubmissionResult) {
  if (!result.ok) {
    c.header("Retry-After", String(result.retryAfterSeconds));
    return c.json({ error: rateLimitMessage(result.retryAfterSeconds) }, 429);
  }
  return c.json({ id: result.id, submittedAt: result.submittedAt.toISOString() }, 201);
}

/** POST /api/contact and POST /api/partnership (SPEC.md §7 Forms). */
export const formsApi = new Hono<ApiEnv>()
  .post("/contact", validateJson(ContactSchema), async (c) =>
    submitted(c, await submitContact(c.get("db"), c.req.valid("json"), clientAddress(c.req.raw))),
  )
  .post("/partnership", validateJson(PartnershipSchema), async (c) =>
    submitted(c, await submitPartnership(c.get("db"), c.req.valid("json"), clientAddress(c.req.raw))),
  );
