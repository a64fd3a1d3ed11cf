import { inArray } from "drizzle-orm";
import type { SellerDetails } from "../../../app/schemas/receipts";
import type { Database } from "../../db/client";
import { storeSettings } from "../../db/schema";
import { type Actor, auditInsert } from "../audit/log";

/** The seller details a receipt prints, kept beside the store's other settings. */
const SELLER_KEYS = {
  legalName: "seller_legal_name",
  registrationNumber: "seller_registration_number",
  address: "seller_address",
  sstNumber: "seller_sst_number",
  sstRate: "seller_sst_rate",
} as const;
type SellerField = keyof typeof SELLER_KEYS;
const FIELDS = Object.keys(SELLER_KEYS) as SellerField[];

/** What Settings says; an empty store has no seller details and no SST rate. */
export async function getSellerDetails(db: Database): Promise<SellerDetails> {
  const rows = await db
    .select({ key: storeSettings.key, value: storeSettings.value })
    .from(storeSettings)
    .where(inArray(storeSettings.key, Object.values(SELLER_KEYS)));
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const text = (field: SellerField) => stored.get(SELLER_KEYS[field]) ?? "";
  const rate = text("sstRate");
  return {
    legalName: text("legalName"),
    registrationNumber: text("registrationNumber"),
    address: text("address"),
    sstNumber: text("sstNumber"),
    sstRate: rate === "" ? null : Number(rate),
  };
}

/** Staff change the seller details receipts print; audited in the same batch. */
export async function saveSellerDetails(db: Database, actor: Actor, input: SellerDetails, now = Date.now()) {
  const at = new Date(now);
  const upserts = FIELDS.map((field) => {
    const value = input[field] === null ? "" : String(input[field]);
    return db
      .insert(storeSettings)
      .values({ key: SELLER_KEYS[field], value, updatedAt: at, updatedBy: actor.id })
      .onConflictDoUpdate({ target: storeSettings.key, set: { value, updatedAt: at, updatedBy: actor.id } });
  });
  await db.batch([
    auditInsert(
      db,
      actor,
      {
        action: "SETTINGS_UPDATE",
        targetType: "store_settings",
        targetId: null,
        details: { ...input, description: "Seller details for receipts" },
      },
      now,
    ),
    ...upserts,
  ]);
  return input;
}
