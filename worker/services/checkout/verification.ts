import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { storeSettings, users } from "../../db/schema";
import { CHECKOUT_REQUIRES_VERIFIED_EMAIL_KEY } from "../accounts/links";
import { type Actor, auditInsert } from "../audit/log";
import { ForbiddenError } from "../errors";

/** Does checkout require a verified e-mail? A store setting, off by default. */
export async function requireVerifiedEmailForCheckout(db: Database): Promise<boolean> {
  const row = await db
    .select({ value: storeSettings.value })
    .from(storeSettings)
    .where(eq(storeSettings.key, CHECKOUT_REQUIRES_VERIFIED_EMAIL_KEY))
    .get();
  return row?.value === "true";
}

/** For checkout to call first: 403 when the setting is on and the address is unverified. */
export async function assertEmailVerifiedForCheckout(db: Database, userId: number): Promise<void> {
  if (!(await requireVerifiedEmailForCheckout(db))) return;
  const user = await db
    .select({ verified: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  if (!user?.verified) {
    throw new ForbiddenError(
      { key: "forms.please_verify_your_e_mail_address_before_checking_out_see_your_profile" },
      {
        reason: "email_unverified",
      },
    );
  }
}

/** For the checkout page: tell the customer before the Pay button, not after it. */
export async function mustVerifyEmailBeforeCheckout(db: Database, emailVerified: boolean): Promise<boolean> {
  return !emailVerified && (await requireVerifiedEmailForCheckout(db));
}

/** Staff switch the setting (audited in the same batch). */
export async function setRequireVerifiedEmailForCheckout(
  db: Database,
  actor: Actor,
  value: boolean,
  now = Date.now(),
) {
  await db.batch([
    db
      .insert(storeSettings)
      .values({
        key: CHECKOUT_REQUIRES_VERIFIED_EMAIL_KEY,
        value: String(value),
        updatedAt: new Date(now),
        updatedBy: actor.id,
      })
      .onConflictDoUpdate({
        target: storeSettings.key,
        set: { value: String(value), updatedAt: new Date(now), updatedBy: actor.id },
      }),
    auditInsert(
      db,
      actor,
      {
        action: "SETTING_UPDATE",
        targetType: "setting",
        targetId: null,
        details: { key: CHECKOUT_REQUIRES_VERIFIED_EMAIL_KEY, value },
      },
      now,
    ),
  ]);
  return { requireVerifiedEmail: value };
}
