import { eq, inArray } from "drizzle-orm";
import type { PaymentSettings } from "../../../app/schemas/admin/settings";
import type { Database } from "../../db/client";
import { storeSettings } from "../../db/schema";
import { type PaymentSecrets, readPaymentSecrets } from "../../env";
import type { StripeKeys } from "../../integrations/stripe";
import { type Actor, auditInsert } from "../audit/log";
import { InvalidError, UnavailableError } from "../errors";
import { maskKey, open, seal } from "./secret-box";

const PAYMENT_SETTING_KEYS = {
  secretKey: "stripe_secret_key",
  webhookSecret: "stripe_webhook_secret",
  lastWebhookAt: "stripe_last_webhook_at",
} as const;

export type PaymentMode = "demo" | "test" | "live";

export interface PaymentConfig {
  mode: PaymentMode;
  /** Set when mode is test or live. */
  keys: StripeKeys | null;
  webhookSecret: string | null;
  source: { secretKey: "secret" | "settings" | null; webhookSecret: "secret" | "settings" | null };
}

function modeOf(secretKey: string | null): PaymentMode {
  if (!secretKey) return "demo";
  return secretKey.startsWith("sk_live_") || secretKey.startsWith("rk_live_") ? "live" : "test";
}

async function storedSecrets(db: Database, secrets: PaymentSecrets) {
  const rows = await db
    .select()
    .from(storeSettings)
    .where(inArray(storeSettings.key, Object.values(PAYMENT_SETTING_KEYS)));
  const byKey = new Map(rows.map((r) => [r.key, r]));
  const reveal = async (key: string) => {
    const value = byKey.get(key)?.value;
    if (!value || !secrets.settingsEncryptionKey) return null;
    return open(secrets.settingsEncryptionKey, value);
  };
  return {
    secretKey: await reveal(PAYMENT_SETTING_KEYS.secretKey),
    webhookSecret: await reveal(PAYMENT_SETTING_KEYS.webhookSecret),
    lastWebhookAt: byKey.get(PAYMENT_SETTING_KEYS.lastWebhookAt)?.value ?? null,
    updatedAt: byKey.get(PAYMENT_SETTING_KEYS.secretKey)?.updatedAt ?? null,
  };
}

/** Worker secrets win over keys saved in Settings. Demo mode when there is no secret key. */
export async function paymentConfig(db: Database, env: Env): Promise<PaymentConfig> {
  const secrets = readPaymentSecrets(env);
  const stored =
    secrets.secretKey && secrets.webhookSecret
      ? { secretKey: null, webhookSecret: null }
      : await storedSecrets(db, secrets);
  const secretKey = secrets.secretKey ?? stored.secretKey;
  const webhookSecret = secrets.webhookSecret ?? stored.webhookSecret;
  return {
    mode: modeOf(secretKey),
    keys: secretKey ? { secretKey, apiUrl: secrets.apiUrl } : null,
    webhookSecret,
    source: {
      secretKey: secrets.secretKey ? "secret" : stored.secretKey ? "settings" : null,
      webhookSecret: secrets.webhookSecret ? "secret" : stored.webhookSecret ? "settings" : null,
    },
  };
}

/** What the Settings tab shows: the mode, masked keys, where each comes from, the last webhook. */
export async function paymentSettingsView(db: Database, env: Env): Promise<PaymentSettings> {
  const secrets = readPaymentSecrets(env);
  const config = await paymentConfig(db, env);
  const lastWebhook = await db
    .select({ value: storeSettings.value })
    .from(storeSettings)
    .where(eq(storeSettings.key, PAYMENT_SETTING_KEYS.lastWebhookAt))
    .get();
  return {
    mode: config.mode,
    secretKey: config.keys ? maskKey(config.keys.secretKey) : null,
    webhookSecret: config.webhookSecret ? maskKey(config.webhookSecret) : null,
    source: config.source,
    canSaveKeys: Boolean(secrets.settingsEncryptionKey),
    lastWebhookAt: lastWebhook ? new Date(Number(lastWebhook.value)).toISOString() : null,
  };
}

/** Save (or with empty strings, clear) the keys in Settings, encrypted; audited without the values. */
export async function savePaymentKeys(
  db: Database,
  env: Env,
  actor: Actor,
  input: { secretKey: string; webhookSecret: string },
) {
  const now = Date.now();
  const secrets = readPaymentSecrets(env);
  if (!secrets.settingsEncryptionKey) {
    throw new UnavailableError(
      "Keys cannot be stored: set the SETTINGS_ENCRYPTION_KEY secret first (or set the Stripe keys as secrets)",
    );
  }
  if (input.secretKey && !/^(sk|rk)_(test|live)_/.test(input.secretKey)) {
    throw new InvalidError("The secret key starts with sk_test_ or sk_live_", { field: "secretKey" });
  }
  if (input.webhookSecret && !input.webhookSecret.startsWith("whsec_")) {
    throw new InvalidError("The webhook signing secret starts with whsec_", { field: "webhookSecret" });
  }
  const at = new Date(now);
  const statements = [];
  for (const [field, key] of [
    ["secretKey", PAYMENT_SETTING_KEYS.secretKey],
    ["webhookSecret", PAYMENT_SETTING_KEYS.webhookSecret],
  ] as const) {
    const plain = input[field];
    if (!plain) {
      statements.push(db.delete(storeSettings).where(eq(storeSettings.key, key)));
      continue;
    }
    const value = await seal(secrets.settingsEncryptionKey, plain);
    statements.push(
      db
        .insert(storeSettings)
        .values({ key, value, updatedAt: at, updatedBy: actor.id })
        .onConflictDoUpdate({
          target: storeSettings.key,
          set: { value, updatedAt: at, updatedBy: actor.id },
        }),
    );
  }
  // The audit row first, so the batch visibly has a statement (one transaction: order is moot).
  await db.batch([
    auditInsert(
      db,
      actor,
      {
        action: "PAYMENT_KEYS_UPDATE",
        targetType: "store_settings",
        targetId: null,
        details: {
          description: "Stripe keys",
          mode: modeOf(input.secretKey || null),
          keyHint: input.secretKey ? maskKey(input.secretKey) : "cleared",
          signingHint: input.webhookSecret ? maskKey(input.webhookSecret) : "cleared",
        },
      },
      now,
    ),
    ...statements,
  ]);
  return paymentSettingsView(db, env);
}

/** Statement recording that a verified webhook arrived (for the Settings tab). */
export function webhookSeenStatement(db: Database, now: number) {
  return db
    .insert(storeSettings)
    .values({ key: PAYMENT_SETTING_KEYS.lastWebhookAt, value: String(now), updatedAt: new Date(now) })
    .onConflictDoUpdate({
      target: storeSettings.key,
      set: { value: String(now), updatedAt: new Date(now) },
    });
}
