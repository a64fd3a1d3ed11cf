import { sql } from "drizzle-orm";
import type { Device } from "../../../app/schemas/devices";
import type { Database } from "../../db/client";
import { devices } from "../../db/schema";
import type { EsimSupplier } from "../../integrations/esim";
import { searchKeyOf } from "./search-key";

/** D1 binds at most 100 values a statement; a row takes six. */
const ROWS_PER_STATEMENT = 16;

/**
 * Writes the supplier's list into the device table. Nothing is deleted and a note the supplier does
 * not give is kept: a phone that took an eSIM yesterday still does, and Airalo's list carries no
 * notes, so the shop's own ("not the mainland-China model") must survive a refresh (decision 0032).
 */
async function saveDevices(db: Database, list: readonly Device[], now = Date.now()): Promise<number> {
  const unique = new Map(list.map((d) => [`${d.brand}\u0000${d.model}`, d]));
  const rows = [...unique.values()].map((d) => ({
    brand: d.brand,
    model: d.model,
    esim: d.esim,
    note: d.note,
    searchKey: searchKeyOf(`${d.brand} ${d.model}`),
    updatedAt: new Date(now),
  }));
  const statements = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    statements.push(
      db
        .insert(devices)
        .values(rows.slice(i, i + ROWS_PER_STATEMENT))
        .onConflictDoUpdate({
          target: [devices.brand, devices.model],
          set: {
            esim: sql`excluded.esim`,
            note: sql`coalesce(excluded.note, ${devices.note})`,
            searchKey: sql`excluded.search_key`,
            updatedAt: sql`excluded.updated_at`,
          },
        }),
    );
  }
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
  return rows.length;
}

/** The daily refresh: the supplier's current list, saved. A supplier that is down changes nothing. */
export async function refreshDevices(
  db: Database,
  supplier: EsimSupplier,
  now = Date.now(),
): Promise<number> {
  return saveDevices(db, await supplier.compatibleDevices(), now);
}
