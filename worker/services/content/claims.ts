import { like } from "drizzle-orm";
import { CLAIM_NAMES, type StorefrontClaims, type StorefrontClaimsInput } from "../../../app/schemas/claims";
import type { Database } from "../../db/client";
import { storeSettings } from "../../db/schema";
import { type Actor, auditInsert } from "../audit/log";
import { InvalidError } from "../errors";

// One store setting per claim, `claim.<name>`: {"shown":…,"source":…}. No row: hidden (decision 0068).
const keyOf = (name: string) => `claim.${name}`;

/** The statement alone, for the home page's batch. */
export function claimsQuery(db: Database) {
  return db
    .select({ key: storeSettings.key, value: storeSettings.value })
    .from(storeSettings)
    .where(like(storeSettings.key, "claim.%"));
}

/** Every claim as staff left it: shown or not, and its source. */
function toClaimSettings(rows: { key: string; value: string }[]): StorefrontClaimsInput {
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  return Object.fromEntries(
    CLAIM_NAMES.map((name) => {
      const parsed = parseClaim(stored.get(keyOf(name)));
      return [name, parsed];
    }),
  ) as StorefrontClaimsInput;
}

function parseClaim(value: string | undefined): { shown: boolean; source: string | null } {
  if (!value) return { shown: false, source: null };
  try {
    const { shown, source } = JSON.parse(value) as { shown?: unknown; source?: unknown };
    const text = typeof source === "string" && source.trim() ? source.trim() : null;
    // A claim without a source is never shown, whatever the row says.
    return { shown: shown === true && text !== null, source: text };
  } catch {
    return { shown: false, source: null };
  }
}

/** What the storefront may say: each shown claim's source, null for the rest. */
export function toStorefrontClaims(rows: { key: string; value: string }[]): StorefrontClaims {
  const settings = toClaimSettings(rows);
  return Object.fromEntries(
    CLAIM_NAMES.map((name) => [name, settings[name].shown ? settings[name].source : null]),
  ) as StorefrontClaims;
}

export async function getClaimSettings(db: Database): Promise<StorefrontClaimsInput> {
  return toClaimSettings(await claimsQuery(db));
}

/** Staff switch claims on (with their source) or off; audited in the same batch. */
export async function saveClaimSettings(
  db: Database,
  actor: Actor,
  input: StorefrontClaimsInput,
  now = Date.now(),
): Promise<StorefrontClaimsInput> {
  // The back office's form reaches here without the API schema's check: the rule holds here too.
  for (const name of CLAIM_NAMES) {
    const { shown, source } = input[name];
    if (shown && !source)
      throw new InvalidError("A source is required to show this claim", { field: `${name}Source` });
    if (source && source.length > 300)
      throw new InvalidError("Must be at most 300 characters", { field: `${name}Source` });
  }
  const at = new Date(now);
  const upserts = CLAIM_NAMES.map((name) => {
    const value = JSON.stringify(input[name]);
    return db
      .insert(storeSettings)
      .values({ key: keyOf(name), value, updatedAt: at, updatedBy: actor.id })
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
        details: { ...input, description: "Storefront claims" },
      },
      now,
    ),
    ...upserts,
  ]);
  return input;
}
