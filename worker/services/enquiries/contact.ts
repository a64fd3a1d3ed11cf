import type { Contact } from "../../../app/schemas/contact";
import type { Database } from "../../db/client";
import { contactSubmissions } from "../../db/schema";
import { RateLimitedError } from "../errors";
import { hitRateLimit, type RateLimitRule, rateLimitMessage } from "../shared/rate-limit";

/** Per client, shared by POST /api/contact and the /support page action. */
const CONTACT_RATE_LIMIT: RateLimitRule = { scope: "contact:ip", limit: 5, windowMs: 10 * 60_000 };

/** A stored contact message or partnership request. */
export interface Submission {
  id: number;
  submittedAt: Date;
}

/**
 * Store a validated contact message unless this client has used up its window. Only valid
 * submissions count, so a traveller fixing typos without JavaScript is not locked out, while a
 * flood of storable messages is refused (RateLimitedError) before anything more is written.
 */
export async function submitContact(
  db: Database,
  input: Contact,
  client: string,
  now = Date.now(),
): Promise<Submission> {
  const limit = await hitRateLimit(db, CONTACT_RATE_LIMIT, client, now);
  if (!limit.allowed) {
    throw new RateLimitedError(rateLimitMessage(limit.retryAfterSeconds), limit.retryAfterSeconds);
  }
  const [row] = await db
    .insert(contactSubmissions)
    .values({ name: input.name, email: input.email, message: input.message, submittedAt: new Date(now) })
    .returning({ id: contactSubmissions.id, submittedAt: contactSubmissions.submittedAt });
  if (!row) throw new Error("Contact submission was not stored");
  return row;
}
