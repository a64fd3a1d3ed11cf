import { inArray } from "drizzle-orm";
import type { StoreContact } from "../../../app/schemas/admin/settings";
import type { Database } from "../../db/client";
import { storeSettings } from "../../db/schema";
import type { AppConfig } from "../../env";

/** Store contact details staff can edit (Settings tab); `[vars]` in wrangler.toml are the defaults. */
export const STORE_CONTACT_KEYS = {
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
