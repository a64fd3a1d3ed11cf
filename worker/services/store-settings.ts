import { inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { storeSettings } from "../db/schema";
import type { AppConfig } from "../env";

/** Store contact details staff can edit (Settings tab); `[vars]` in wrangler.toml are the defaults. */
export const STORE_CONTACT_KEYS = {
  supportEmail: "support_email",
  supportPhone: "support_phone",
  supportWhatsapp: "support_whatsapp",
} as const;

export interface StoreContact {
  supportEmail: string;
  supportPhone: string;
  supportWhatsapp: string;
}

export async function getStoreContact(db: Database, config: AppConfig): Promise<StoreContact> {
  const rows = await db
    .select()
    .from(storeSettings)
    .where(inArray(storeSettings.key, Object.values(STORE_CONTACT_KEYS)));
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  return {
    supportEmail: stored.get(STORE_CONTACT_KEYS.supportEmail) ?? config.SUPPORT_EMAIL,
    supportPhone: stored.get(STORE_CONTACT_KEYS.supportPhone) ?? config.SUPPORT_PHONE,
    supportWhatsapp: stored.get(STORE_CONTACT_KEYS.supportWhatsapp) ?? config.SUPPORT_WHATSAPP,
  };
}
