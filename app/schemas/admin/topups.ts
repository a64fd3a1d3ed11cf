import { z } from "zod";
import { decimalToSen } from "../../lib/money";
import { ProductFormSchema } from "./catalogue";

// A top-up as staff price it: a catalogue item of kind "topup", mapped to the supplier's package id.
// It is sold only for an eSIM the supplier says can take that package, never in the shop.

const SUPPLIER_PACKAGE = /^[A-Za-z0-9._-]+$/;
const emptyAsMissing = (value: unknown) => (value === "" || value === null ? undefined : value);

export const TopupFields = z.object({
  kind: z.literal("topup"),
  name: z.string({ error: "Name is required" }).trim().min(1, "Name is required").max(120),
  supplierPackage: z
    .string({ error: "Supplier package is required" })
    .trim()
    .min(1, "Supplier package is required")
    .max(100, "Supplier package must be at most 100 characters")
    .regex(SUPPLIER_PACKAGE, "Supplier package may contain letters, digits, dots, dashes and underscores"),
  /** Megabytes added; left out when `unlimited`. */
  dataMb: z.preprocess(
    emptyAsMissing,
    z.coerce
      .number({ error: "Data must be a whole number of MB" })
      .int("Data must be a whole number of MB")
      .min(1, "Data must be at least 1 MB")
      .max(10_000_000, "Data is too large")
      .optional(),
  ),
  unlimited: z.boolean().default(false),
  days: z.preprocess(
    emptyAsMissing,
    z.coerce
      .number({ error: "Days are required" })
      .int("Days must be a whole number from 1 to 365")
      .min(1, "Days must be a whole number from 1 to 365")
      .max(365, "Days must be a whole number from 1 to 365"),
  ),
  price: z
    .union([z.string(), z.number()], { error: "Price is required" })
    .transform((v) => String(v).trim())
    .refine((v) => v !== "", "Price is required")
    .refine((v) => v === "" || decimalToSen(v) !== null, "Price must be an amount like 10 or 10.90"),
  active: z.boolean().default(true),
});

/** Data is stated unless the top-up is unlimited. */
export function dataStated(value: { dataMb?: number; unlimited: boolean }, ctx: z.RefinementCtx) {
  if (!value.unlimited && value.dataMb === undefined)
    ctx.addIssue({ code: "custom", path: ["dataMb"], message: "Data is required (MB), or tick Unlimited" });
}

const TopupFormSchema = TopupFields.superRefine(dataStated);
export type TopupForm = z.output<typeof TopupFormSchema>;

/** A plan as before: `kind` may be left out (every existing client sends plans). */
const PlanFormSchema = ProductFormSchema.extend({ kind: z.literal("plan") });

/**
 * The body of `POST/PUT /api/admin/products` and of the Products screen's forms: a plan, or with
 * `kind: "topup"` a top-up with only the fields top-ups need.
 */
export const CatalogueItemSchema = z.preprocess(
  (raw) =>
    raw && typeof raw === "object" && !("kind" in raw && (raw as { kind?: unknown }).kind !== undefined)
      ? { ...raw, kind: "plan" }
      : raw,
  z.discriminatedUnion("kind", [PlanFormSchema, TopupFormSchema], {
    error: 'Kind must be "plan" or "topup"',
  }),
);
