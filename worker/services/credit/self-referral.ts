import { and, eq, inArray, isNull } from "drizzle-orm";
import type { ReferralRefusal } from "../../../app/schemas/credit";
import { sha256Hex } from "../../auth/tokens";
import type { Database } from "../../db/client";
import { knownDevices, users } from "../../db/schema";

// A referral to oneself earns nothing (decision 0062). What the shop can tell before payment: the
// friend's mailbox is the referrer's once normalised, or the friend's browser is one the referrer
// signed in with (its device cookie). The card comes later, from Stripe, at grant time.

/** Mail providers that deliver "a.l.i.c.e" to "alice"; googlemail.com is gmail.com. */
const DOTLESS_DOMAINS: Record<string, string> = { "gmail.com": "gmail.com", "googlemail.com": "gmail.com" };

/**
 * The mailbox an address delivers to: lower case, without any "+tag", and for Gmail without the
 * dots of its local part. "A.Li.Ce+trip@GoogleMail.com" and "alice@gmail.com" are one mailbox.
 */
export function normalisedMailbox(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 0) return address;
  const domain = address.slice(at + 1);
  const plain = address.slice(0, at).split("+")[0] ?? "";
  const dotless = DOTLESS_DOMAINS[domain];
  return dotless ? `${plain.replaceAll(".", "")}@${dotless}` : `${plain}@${domain}`;
}

/** Does this browser carry a device token the referrer's account was signed in with? */
async function referrersBrowser(db: Database, referrerId: number, deviceTokens: string[]): Promise<boolean> {
  if (deviceTokens.length === 0) return false;
  const hashes = await Promise.all(deviceTokens.map(sha256Hex));
  const row = await db
    .select({ id: knownDevices.id })
    .from(knownDevices)
    .where(
      and(
        eq(knownDevices.accountKind, "customer"),
        eq(knownDevices.accountId, referrerId),
        inArray(knownDevices.tokenHash, hashes),
      ),
    )
    .get();
  return Boolean(row);
}

/** Why the friend (this e-mail, this browser) is the referrer themself; null when nothing says so. */
export async function selfReferralOf(
  db: Database,
  friend: { referrerId: number; email: string; deviceTokens: string[] },
): Promise<ReferralRefusal | null> {
  const referrer = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, friend.referrerId))
    .get();
  if (referrer && normalisedMailbox(referrer.email) === normalisedMailbox(friend.email)) {
    return "same_mailbox";
  }
  return (await referrersBrowser(db, friend.referrerId, friend.deviceTokens)) ? "same_device" : null;
}

/** Kept once found: the referral stays refused whatever the friend changes later. */
export function refuseReferral(db: Database, userId: number, reason: ReferralRefusal) {
  return db
    .update(users)
    .set({ referralRefused: reason })
    .where(and(eq(users.id, userId), isNull(users.referralRefused)));
}
