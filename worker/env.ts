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
  // Staff who may refund, manage users or manage staff must set up two-factor sign-in before
  // anything else (decision 0065). Only local development may say "optional" (`.dev.vars`): a
  // deployed Worker refuses to serve with it (deploy-secrets.ts).
  STAFF_TWO_FACTOR: z.enum(["required", "optional"]).default("required"),
  // Set to 1 only by `.dev.vars` and the local test set-ups: example secrets are then accepted on
  // a local address (deploy-secrets.ts). `wrangler deploy` never uploads `.dev.vars`.
  LOCAL_DEVELOPMENT: z.enum(["0", "1"]).default("0"),
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

// What a deployed Worker refuses to serve with (decision 0065): each signing or encryption secret
// must be long and not one of the values this repository ships for local runs and tests.
const SECRET_MIN_LENGTH = 32;
const EXAMPLE_SECRETS = new Set([
  "local-dev-only-settings-encryption-key",
  "local-dev-only-esim-webhook-secret",
  "test-only-settings-encryption-key",
  "e2e-only-settings-encryption-key",
  "whsec_standin_local_signing_secret",
  "whsec_integration_test_secret",
  "sk_test_standin_local_4242",
  "standin-secret",
]);
const PLACEHOLDER = /(?:dev|test|e2e)-only|standin|change-?me|example/i;

const DeploySettingsSchema = z.object({
  SETTINGS_ENCRYPTION_KEY: z.string().trim().optional().default(""),
  STRIPE_WEBHOOK_SECRET: z.string().trim().optional().default(""),
  AIRALO_WEBHOOK_SECRET: z.string().trim().optional().default(""),
  STRIPE_SECRET_KEY: z.string().trim().optional().default(""),
  AIRALO_CLIENT_SECRET: z.string().trim().optional().default(""),
});

/** Signing and encryption secrets: required ones must be set; any that is set must be long. */
const SIGNING_SECRETS = [
  { name: "SETTINGS_ENCRYPTION_KEY", required: true },
  { name: "STRIPE_WEBHOOK_SECRET", required: false },
  { name: "AIRALO_WEBHOOK_SECRET", required: false },
] as const;
/** Keys a third party issues (their length is theirs): only the repository's own values are refused. */
const ISSUED_SECRETS = ["STRIPE_SECRET_KEY", "AIRALO_CLIENT_SECRET"] as const;

/** Host names no deployed Worker answers on: loopback, private networks, reserved test names. */
function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (host === "localhost" || host === "::1") return true;
  if (/(?:^|\.)(?:localhost|test|local)$/.test(host)) return true;
  return /^(?:127\.|10\.|192\.168\.|172\.(?:1[6-9]|2\d|3[01])\.)[\d.]+$/.test(host);
}

/**
 * Local development, told apart from a deploy by two things at once: LOCAL_DEVELOPMENT=1, which
 * only `.dev.vars` and the test set-ups carry (`wrangler deploy` never uploads `.dev.vars`), and a
 * request to an address no deployed Worker answers on. Either alone could be copied by mistake to a
 * deploy (a secret set from `.dev.vars`) or faked (any host name can point at 127.0.0.1).
 */
export function isLocalDevelopment(env: Env, url: URL): boolean {
  return readConfig(env).LOCAL_DEVELOPMENT === "1" && isLocalHost(url.hostname);
}

const problemsCache = new WeakMap<object, string[]>();

/**
 * Why a deployed Worker must not serve: one sentence per setting, naming the variable, never its
 * value. Empty when all is well. Worked out once per `env` (an isolate's bindings never change).
 */
export function deployProblems(env: Env): string[] {
  let problems = problemsCache.get(env);
  if (problems) return problems;
  problems = [];
  const raw = DeploySettingsSchema.parse(env);
  for (const { name, required } of SIGNING_SECRETS) {
    const value = raw[name];
    if (!value) {
      if (required)
        problems.push(`${name} is not set: set a random secret of at least ${SECRET_MIN_LENGTH} characters`);
    } else if (EXAMPLE_SECRETS.has(value) || PLACEHOLDER.test(value)) {
      problems.push(`${name} is an example value: set your own random secret`);
    } else if (value.length < SECRET_MIN_LENGTH) {
      problems.push(`${name} is shorter than ${SECRET_MIN_LENGTH} characters`);
    }
  }
  for (const name of ISSUED_SECRETS) {
    const value = raw[name];
    if (value && (EXAMPLE_SECRETS.has(value) || PLACEHOLDER.test(value))) {
      problems.push(`${name} is an example value: set the one your provider issued`);
    }
  }
  const config = readConfig(env);
  if (config.STAFF_TWO_FACTOR === "optional") {
    problems.push("STAFF_TWO_FACTOR is optional, which only local development may use: remove it");
  }
  if (config.DEV_MAILBOX === "1") {
    problems.push("DEV_MAILBOX is on, which would show e-mailed links to anyone: remove it");
  }
  problemsCache.set(env, problems);
  return problems;
}
