import { sha256Hex } from "../../auth/tokens";
import type { Database } from "../../db/client";
import { hitRateLimit, type RateLimitRule } from "../shared/rate-limit";

const MINUTE = 60_000;

/**
 * How many link e-mails one address receives, whoever asks and from however many clients
 * (decision 0067). A request past the cap still "succeeds" (the visitor's answer never changes,
 * so the cap tells nobody whether the address has an account); only the e-mail is not sent.
 */
export const LINK_MAIL_CAPS = {
  /**
   * The window is a reset link's life: whenever the cap refuses, the links sent in the same
   * window are still valid in the owner's inbox, so a stranger's flood never leaves them without one.
   */
  password_reset: { scope: "reset-mail:address", limit: 5, windowMs: 30 * MINUTE },
  /** Sign-up's link and the five resends Profile allows in an hour all arrive. */
  email_verify: { scope: "verify-mail:address", limit: 6, windowMs: 60 * MINUTE },
} satisfies Record<"password_reset" | "email_verify", RateLimitRule>;

/**
 * Count one link e-mail to `email` and say whether it may go. Keyed on the SHA-256 of the
 * normalised address, so the limits table holds no address.
 */
export async function linkMailAllowed(
  db: Database,
  kind: keyof typeof LINK_MAIL_CAPS,
  email: string,
  now: number,
): Promise<boolean> {
  const subject = await sha256Hex(email.trim().toLowerCase());
  return (await hitRateLimit(db, LINK_MAIL_CAPS[kind], subject, now)).allowed;
}
