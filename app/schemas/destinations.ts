import { z } from "./zod";

export const DestinationQuerySchema = z.object({
  q: z.string().trim().max(80, "Search must be at most 80 characters").default(""),
  limit: z.coerce.number().int().min(1).max(20).default(8),
});

/** One suggestion of GET /api/destinations?q= (decisions 0014, 0038). */
export interface DestinationSuggestion {
  /** A country or territory (opens /esim/<slug>), or a plan region (opens /shop?region=<slug>). */
  type: "destination" | "region";
  /** ISO code; empty for a region. */
  code: string;
  slug: string;
  name: string;
  region: string;
  flag: string;
  /** The alias typed, when it was not the English name ("Tokyo"). */
  matched: string | null;
  kind: "exact" | "prefix" | "typo" | "near";
  /** "Global" when only the global plans cover it; null when a local or regional plan does. */
  coveredBy: "Global" | null;
}
