import { z } from "zod";

// The one place that reads bindings and plain-text vars; `Env` itself comes from `wrangler types`.
const VarsSchema = z.object({
  BRAND_NAME: z.string().min(1).default("JalanSIM"),
  SUPPORT_EMAIL: z.email().default("support@jalansim.example"),
  SUPPORT_PHONE: z.string().min(1).default("+60 3-2788 1234"),
  SUPPORT_WHATSAPP: z.string().min(1).default("+60 12-345 6789"),
  // The one customer username the Profile page labels 'Super Admin' (SPEC.md §2); reserved at sign-up.
  SUPER_ADMIN_USERNAME: z.string().trim().default(""),
});

export type AppConfig = z.infer<typeof VarsSchema>;

const cache = new WeakMap<object, AppConfig>();

export function readConfig(env: Env): AppConfig {
  let config = cache.get(env);
  if (!config) {
    config = VarsSchema.parse(env);
    cache.set(env, config);
  }
  return config;
}

// Issue 12: Stripe. Secrets (`wrangler secret put`, or .dev.vars locally) win over keys a super
// admin saved in Settings; STRIPE_API_URL points the SDK at a stand-in in tests and local runs.
const PaymentSecretsSchema = z.object({
  STRIPE_SECRET_KEY: z.string().trim().optional().default(""),
  STRIPE_WEBHOOK_SECRET: z.string().trim().optional().default(""),
  STRIPE_API_URL: z.string().trim().optional().default(""),
  // Encrypts the keys saved in Settings (AES-GCM); without it, keys can only come from secrets.
  SETTINGS_ENCRYPTION_KEY: z.string().trim().optional().default(""),
});

export interface PaymentSecrets {
  secretKey: string | null;
  webhookSecret: string | null;
  apiUrl: string;
  settingsEncryptionKey: string | null;
}

export function readPaymentSecrets(env: Env): PaymentSecrets {
  const raw = PaymentSecretsSchema.parse(env);
  return {
    secretKey: raw.STRIPE_SECRET_KEY || null,
    webhookSecret: raw.STRIPE_WEBHOOK_SECRET || null,
    apiUrl: raw.STRIPE_API_URL || "https://api.stripe.com",
    settingsEncryptionKey: raw.SETTINGS_ENCRYPTION_KEY || null,
  };
}
