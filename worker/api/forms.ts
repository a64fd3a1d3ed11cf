import { Hono } from "hono";
import { ContactSchema } from "../../app/schemas/contact";
import { PartnershipSchema } from "../../app/schemas/partnership";
import { submitContact } from "../services/contact";
import { submitPartnership } from "../services/partnership";
import { rateLimitMessage } from "../services/rate-limit";
import { clientAddress } from "../web/client-address.server";
import { HttpError } from "./errors";
import type { ApiEnv } from "./types";
import { parseOr400 } from "./validate";

async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw new HttpError(400, "Request body must be valid JSON");
  }
}

/** POST /api/contact and POST /api/partnership (SPEC.md §7 Forms). */
export const formsApi = new Hono<ApiEnv>()
  .post("/contact", async (c) => {
    const input = parseOr400(ContactSchema, await readJson(c.req.raw));
    const result = await submitContact(c.get("db"), input, clientAddress(c.req.raw));
    if (!result.ok) {
      c.header("Retry-After", String(result.retryAfterSeconds));
      return c.json({ error: rateLimitMessage(result.retryAfterSeconds) }, 429);
    }
    return c.json({ id: result.id, submittedAt: result.submittedAt.toISOString() }, 201);
  })
  .post("/partnership", async (c) => {
    const input = parseOr400(PartnershipSchema, await readJson(c.req.raw));
    const result = await submitPartnership(c.get("db"), input, clientAddress(c.req.raw));
    if (!result.ok) {
      c.header("Retry-After", String(result.retryAfterSeconds));
      return c.json({ error: rateLimitMessage(result.retryAfterSeconds) }, 429);
    }
    return c.json({ id: result.id, submittedAt: result.submittedAt.toISOString() }, 201);
  });
