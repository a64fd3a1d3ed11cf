import { z } from "zod";
import { PositiveIdSchema } from "./id";

/**
 * One signed-in session in "Where you're signed in" (customers on /profile, staff on My account):
 * a readable device name and an approximate place, never the address or the token.
 */
export interface SignedInSession {
  id: number;
  /** "Chrome on Android"; "Unknown device" without a User-Agent. */
  device: string;
  /** "Kuala Lumpur, Malaysia"; "Unknown location" when Cloudflare named none. */
  place: string;
  lastSeenAt: string | null;
  createdAt: string;
  /** The session of the browser asking. */
  current: boolean;
}

/** Ending one session: its id from the list (forms post it as text). */
export const EndSessionSchema = z.object({ sessionId: PositiveIdSchema });
