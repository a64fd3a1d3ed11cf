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
