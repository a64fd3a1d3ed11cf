import { inArray } from "drizzle-orm";
import type { z } from "zod";
import type { StoreContact, StoreContactSchema } from "../../../app/schemas/admin/settings";
import type { Database } from "../../db/client";
import { storeSettings } from "../../db/schema";
import type { AppConfig } from "../../env";
import { type Actor, auditInsert } from "../audit/log";

/** Store contact details staff can edit (Settings tab); `[vars]` in wrangler.toml are the defaults. */
const STORE_CONTACT_KEYS = {
  supportEmail: "support_email",
  supportPhone: "support_phone",
  supportWhatsapp: "support_whatsapp",
} as const;

/** The statement alone, for a caller that batches it with others (the page shell). */
export function storeContactQuery(db: Database) {
  return db
    .select({ key: storeSettings.key, value: storeSettings.value })
    .from(storeSettings)
    .where(inArray(storeSettings.key, Object.values(STORE_CONTACT_KEYS)));
}

export async function getStoreContact(db: Database, config: AppConfig): Promise<StoreContact> {
  return toStoreContact(await storeContactQuery(db), config);
}

export function toStoreContact(rows: { key: string; value: string }[], config: AppConfig): StoreContact {
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  return {
    supportEmail: stored.get(STORE_CONTACT_KEYS.supportEmail) ?? config.SUPPORT_EMAIL,
    supportPhone: stored.get(STORE_CONTACT_KEYS.supportPhone) ?? config.SUPPORT_PHONE,
    supportWhatsapp: stored.get(STORE_CONTACT_KEYS.supportWhatsapp) ?? config.SUPPORT_WHATSAPP,
  };
}

/** Staff change the contact details the Support page shows; audited in the same batch. */
export async function saveStoreContact(
  db: Database,
  actor: Actor,
  input: z.output<typeof StoreContactSchema>,
  now = Date.now(),
) {
  const at = new Date(now);
  const upserts = (Object.keys(STORE_CONTACT_KEYS) as (keyof typeof STORE_CONTACT_KEYS)[]).map((field) =>
    db
      .insert(storeSettings)
      .values({ key: STORE_CONTACT_KEYS[field], value: input[field], updatedAt: at, updatedBy: actor.id })
      .onConflictDoUpdate({
        target: storeSettings.key,
        set: { value: input[field], updatedAt: at, updatedBy: actor.id },
      }),
  );
  // The audit row first, so the batch visibly has a statement (one transaction: order is moot).
  await db.batch([
    auditInsert(
      db,
      actor,
      {
        action: "SETTINGS_UPDATE",
        targetType: "store_settings",
        targetId: null,
        details: { ...input, description: "Store contact details" },
      },
      now,
    ),
    ...upserts,
  ]);
  return input;
}
