import { z } from "zod";

// The one place that reads bindings and plain-text vars; `Env` itself comes from `wrangler types`.
const VarsSchema = z.object({
  BRAND_NAME: z.string().min(1).default("JalanSIM"),
  SUPPORT_EMAIL: z.email().default("support@jalansim.example"),
  SUPPORT_PHONE: z.string().min(1).default("+60 3-2788 1234"),
  SUPPORT_WHATSAPP: z.string().min(1).default("+60 12-345 6789"),
  // The one customer username the Profile page labels 'Super Admin' (SPEC.md §2); reserved at sign-up.
  SUPER_ADMIN_USERNAME: z.string().trim().default(""),
  // Fulfilment and e-mail (decision 0012). Secrets come from `wrangler secret put`.
  SITE_URL: z.url().default("http://localhost:8787"),
  ESIM_PROVIDER: z.enum(["demo", "airalo"]).default("demo"),
  AIRALO_API_URL: z.url().default("https://partners-api.airalo.com"),
  AIRALO_CLIENT_ID: z.string().optional(),
  AIRALO_CLIENT_SECRET: z.string().optional(),
  // Signs the supplier's usage notifications (POST /api/webhooks/esim); without it none is accepted.
  AIRALO_WEBHOOK_SECRET: z.string().trim().optional(),
  EMAIL_TRANSPORT: z.enum(["local", "cloudflare", "resend"]).default("local"),
  EMAIL_FROM: z.string().min(3).default("JalanSIM <no-reply@jalansim.example>"),
  RESEND_API_URL: z.url().default("https://api.resend.com"),
  RESEND_API_KEY: z.string().optional(),
  // A developer's mailbox (GET /__dev/mailbox): the local transport keeps what it "sent", links
  // included. Only with EMAIL_TRANSPORT=local; `.dev.vars.example` sets it, a deploy never does.
  DEV_MAILBOX: z.enum(["0", "1"]).default("0"),
  // First retry delay of the fulfilment and e-mail queues; doubles each attempt (tests use 0).
  QUEUE_RETRY_BASE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
});

export type AppConfig = z.infer<typeof VarsSchema>;

export function devMailboxOn(config: AppConfig): boolean {
  return config.DEV_MAILBOX === "1" && config.EMAIL_TRANSPORT === "local";
}

const cache = new WeakMap<object, AppConfig>();

export function readConfig(env: Env): AppConfig {
  let config = cache.get(env);
  if (!config) {
    config = VarsSchema.parse(env);
    cache.set(env, config);
  }
  return config;
}

// Stripe (decision 0011). Secrets (`wrangler secret put`, or .dev.vars locally) win over keys a super
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
