import { z } from "zod";

/**
 * Claims the storefront makes that the shop must be able to back: each is shown only while staff
 * have switched it on with its source (a contract, a report, a URL), in Settings (decision 0068).
 * Operators, customers and delivery time are counted from the shop's data instead (decision 0085).
 */
export const CLAIM_NAMES = ["partners"] as const;
export type ClaimName = (typeof CLAIM_NAMES)[number];

/** What each claim is, as staff read it in Settings. */
export const CLAIM_LABELS: Record<ClaimName, string> = {
  partners: "“Trusted Partners” operator logos and the “Official Partner” badge",
};

/** Each claim's source while it is shown, or null: hidden. */
export type StorefrontClaims = Record<ClaimName, string | null>;

const ClaimSchema = z
  .object({
    shown: z.boolean().default(false),
    source: z
      .string()
      .trim()
      .max(300, "Must be at most 300 characters")
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .refine((claim) => !claim.shown || claim.source !== null, {
    message: "A source is required to show this claim",
    path: ["source"],
  });

export const StorefrontClaimsSchema = z.object(
  Object.fromEntries(
    CLAIM_NAMES.map((name) => [name, ClaimSchema.default({ shown: false, source: null })]),
  ) as Record<ClaimName, z.ZodDefault<typeof ClaimSchema>>,
);
export type StorefrontClaimsInput = z.output<typeof StorefrontClaimsSchema>;
