import { eq } from "drizzle-orm";
import type { Locale } from "../../../app/lib/locale";
import type { AccountName, AlertPreferences } from "../../../app/schemas/account";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { NotFoundError } from "../errors";

/** The signed-in customer's own settings (the profile page and GET /api/user/profile). */
export async function alertPreferencesOf(db: Database, userId: number): Promise<AlertPreferences> {
  const row = await db
    .select({ esimAlertEmails: users.esimAlertEmails })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  if (!row) throw new NotFoundError("User not found");
  return row;
}

/** Turns the usage-alert e-mails on or off; alerts raised while off are never sent later. */
export async function saveAlertPreferences(
  db: Database,
  userId: number,
  input: AlertPreferences,
): Promise<AlertPreferences> {
  const [row] = await db
    .update(users)
    .set({ esimAlertEmails: input.esimAlertEmails, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ esimAlertEmails: users.esimAlertEmails });
  if (!row) throw new NotFoundError("User not found");
  return row;
}

/** The language the customer chose in the switcher: their e-mails are written in it from now on. */
export async function saveAccountLocale(db: Database, userId: number, locale: Locale): Promise<void> {
  await db.update(users).set({ locale, updatedAt: new Date() }).where(eq(users.id, userId));
}

/**
 * The name the customer gives once: later receipts, e-mails and checkouts are addressed to it
 * (receipts already issued keep the name they were issued to).
 */
export async function saveAccountName(
  db: Database,
  userId: number,
  input: AccountName,
): Promise<AccountName> {
  const [row] = await db
    .update(users)
    .set({ firstName: input.firstName, lastName: input.lastName || null, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ firstName: users.firstName, lastName: users.lastName });
  if (!row) throw new NotFoundError("User not found");
  return { firstName: row.firstName ?? "", lastName: row.lastName ?? "" };
}
