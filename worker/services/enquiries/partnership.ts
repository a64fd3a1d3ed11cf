import type { Partnership } from "../../../app/schemas/partnership";
import type { Database } from "../../db/client";
import { partnershipRequests } from "../../db/schema";
import { enforceRateLimit, type RateLimitRule } from "../shared/rate-limit";
import type { Submission } from "./contact";

/** Per client, shared by POST /api/partnership and the /partner page action. */
const PARTNERSHIP_RATE_LIMIT: RateLimitRule = {
  scope: "partnership:ip",
  limit: 5,
  windowMs: 10 * 60_000,
};

/** Store a validated partnership request unless this client has used up its window (RateLimitedError). */
export async function submitPartnership(
  db: Database,
  input: Partnership,
  client: string,
  now = Date.now(),
): Promise<Submission> {
  await enforceRateLimit(db, PARTNERSHIP_RATE_LIMIT, client, { now });
  const [row] = await db
    .insert(partnershipRequests)
    .values({ ...input, submittedAt: new Date(now) })
    .returning({ id: partnershipRequests.id, submittedAt: partnershipRequests.submittedAt });
  if (!row) throw new Error("Partnership request was not stored");
  return row;
}
