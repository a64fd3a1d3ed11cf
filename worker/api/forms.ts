import { type Context, Hono } from "hono";
import { ContactSchema } from "../../app/schemas/contact";
import { PartnershipSchema } from "../../app/schemas/partnership";
import { receiveContact, type Submission } from "../services/enquiries/contact";
import { submitPartnership } from "../services/enquiries/partnership";
import { clientAddress } from "../web/http/client-address.server";
import type { ApiEnv } from "../web/http/hono-env.server";
import { validateJson } from "./validate";

/**
 * Both forms answer alike: 201 with the stored row's id and time. A client over its limit gets the
 * service's RateLimitedError, which the API's error handler answers as 429 with Retry-After.
 */
function submitted(c: Context<ApiEnv>, row: Submission) {
  return c.json({ id: row.id, submittedAt: row.submittedAt.toISOString() }, 201);
}

/** POST /api/contact and POST /api/partnership (SPEC.md §7 Forms). */
export const formsApi = new Hono<ApiEnv>()
  .post("/contact", validateJson(ContactSchema), async (c) =>
    submitted(c, await receiveContact(c.env, c.get("db"), c.req.valid("json"), clientAddress(c.req.raw))),
  )
  .post("/partnership", validateJson(PartnershipSchema), async (c) =>
    submitted(c, await submitPartnership(c.get("db"), c.req.valid("json"), clientAddress(c.req.raw))),
  );
