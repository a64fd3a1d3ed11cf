import { z } from "zod";
import { decimalToSen } from "../../lib/money";
import { listInWords, PRODUCT_TYPES, REGIONS } from "../catalogue-vocabulary";
import { optionalText, webUrl } from "./common";
import { parseDataMb, parseDurationDays } from "./plan-fields";
import { PAGE_TEXT_FIELDS, PLAN_TEXT_FIELDS } from "./translations";

/** A yes/no fact that may be unstated: "" or null = unknown. */
const optionalBoolean = () =>
  z
    .union([z.boolean(), z.enum(["", "yes", "no"])])
    .nullish()
    .transform((v) => (v === true || v === "yes" ? true : v === false || v === "no" ? false : null));

const required = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).max(max);

/** The admin product form (SPEC.md §5): text fields as typed, validated as the store needs them. */
export const ProductFormSchema = z.object({
  name: required("Name is required", 120),
  region: required("Region is required").refine(
    (v) => (REGIONS as readonly string[]).includes(v),
    `Region must be ${listInWords(REGIONS)}`,
  ),
  duration: required("Duration is required", 20).refine(
    (v) => parseDurationDays(v) !== null,
    "Duration must be a number of days, e.g. 7 or 7 Days",
  ),
  data: required("Data is required", 20).refine(
    (v) => parseDataMb(v) !== undefined,
    "Data must be like 5 GB, 500 MB or Unlimited",
  ),
  price: required("Price is required", 20).refine(
    (v) => decimalToSen(v) !== null,
    "Price must be an amount like 25 or 25.90",
  ),
  originalPrice: z
    .string()
    .trim()
    .max(20)
    .nullish()
    .transform((v) => (v ? v : null))
    .refine(
      (v) => v === null || decimalToSen(v) !== null,
      "Original price must be an amount like 30 or 30.00",
    ),
  coverage: required("Coverage is required", 300),
  countries: z
    .string()
    .trim()
    .max(2000)
    .nullish()
    .transform((v) => v ?? ""),
  type: z
    .string({ error: "Type is required" })
    .trim()
    .min(1, "Type is required")
    .default("eSIM")
    .refine(
      (v) => (PRODUCT_TYPES as readonly string[]).includes(v),
      `Type must be ${listInWords(PRODUCT_TYPES)}`,
    ),
  image: webUrl("Must be a valid URL"),
  purchaseUrl: webUrl("Must be a valid URL"),
  // The eSIM supplier's package code; left out = unchanged, empty = none.
  supplierPackage: z
    .string()
    .trim()
    .max(100, "Supplier package must be at most 100 characters")
    .regex(/^[A-Za-z0-9._-]*$/, "Supplier package may contain letters, digits, dots, dashes and underscores")
    .optional(),
  popular: z.boolean().default(false),
  active: z.boolean().default(true),
  // Plan facts; empty = not stated on the card.
  networks: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((v) => v || null),
  speed: z
    .enum(["", "4G", "5G"])
    .nullish()
    .transform((v) => (v ? v : null)),
  hotspot: optionalBoolean(),
  validityStart: z
    .enum(["", "first-use", "purchase"])
    .nullish()
    .transform((v) => (v ? v : null)),
  topUp: optionalBoolean(),
  ...PLAN_TEXT_FIELDS,
});
export type ProductForm = z.input<typeof ProductFormSchema>;

export const SiteImageSchema = z.object({
  key: z
    .string({ error: "Key is required" })
    .trim()
    .min(1, "Key is required")
    .max(80)
    .regex(/^[a-z0-9][a-z0-9-]*$/, "Key may contain lowercase letters, digits and dashes"),
  url: webUrl("Must be a valid URL"),
  alt: z.string({ error: "Alt text is required" }).trim().min(1, "Alt text is required").max(300),
  description: optionalText(500),
});

export const ReviewSchema = z.object({
  productId: z.coerce.number({ error: "Product is required" }).int().min(1, "Product is required"),
  customerName: z
    .string({ error: "Customer name is required" })
    .trim()
    .min(1, "Customer name is required")
    .max(100),
  customerAvatar: z
    .string()
    .trim()
    .max(2000)
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || /^https?:\/\//.test(v) || v.startsWith("/"), "Invalid avatar URL")
    .refine((v) => v === null || URL.canParse(v, "http://x"), "Invalid avatar URL"),
  rating: z.coerce
    .number({ error: "Rating must be between 1 and 5" })
    .int("Rating must be between 1 and 5")
    .min(1, "Rating must be between 1 and 5")
    .max(5, "Rating must be between 1 and 5")
    .default(5),
  comment: z.string({ error: "Comment is required" }).trim().min(1, "Comment is required").max(2000),
  location: optionalText(100),
  // Accepted for SPEC.md's clients, never stored: only a buyer's delivered order verifies (decision 0068).
  verified: z.boolean().default(true),
  featured: z.boolean().default(false),
});

/** Hiding a review from the storefront needs a reason staff can read back later. */
export const ReviewHideSchema = z.object({
  reason: z
    .string({ error: "A reason is required to hide a review" })
    .trim()
    .min(1, "A reason is required to hide a review")
    .max(500, "Must be at most 500 characters"),
});

/** The shop's public answer under a review; empty removes it. */
export const ReviewReplySchema = z.object({ reply: optionalText(2000) });

export const CONTENT_PAGES = ["about", "support", "partner", "privacy", "terms", "refund-policy"] as const;
export type ContentPage = (typeof CONTENT_PAGES)[number];

/** Nothing a reader would see: whitespace, control characters (NUL…) and invisible format characters. */
const hasVisibleText = (value: string) => value.replace(/[\s\p{Cc}\p{Cf}]/gu, "") !== "";

export const ContentSchema = z.object({
  title: z
    .string({ error: "Title is required" })
    .trim()
    .min(1, "Title is required")
    .max(200)
    .refine(hasVisibleText, "Title is required"),
  subtitle: optionalText(300),
  content: z
    .string({ error: "Content is required" })
    .trim()
    .min(1, "Content is required")
    .max(50_000)
    .refine(hasVisibleText, "Content is required"),
  imageUrl: z
    .string()
    .trim()
    .max(2000)
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isUrlOrPath(v), "Must be a valid URL"),
  ...PAGE_TEXT_FIELDS,
});
export type ContentInput = z.input<typeof ContentSchema>;

function isUrlOrPath(v: string) {
  return webUrl("x").safeParse(v).success;
}

export const StockAdjustmentSchema = z.object({
  delta: z.coerce
    .number({ error: "Adjustment must be a whole number" })
    .int("Adjustment must be a whole number")
    .min(-1_000_000)
    .max(1_000_000)
    .refine((v) => v !== 0, "Adjustment cannot be 0"),
  reason: z.string({ error: "Reason is required" }).trim().min(1, "Reason is required").max(300),
});

export const ThresholdSchema = z.object({
  lowStockThreshold: z.coerce
    .number({ error: "Threshold must be a whole number" })
    .int("Threshold must be a whole number")
    .min(0, "Threshold cannot be negative")
    .max(1_000_000),
});
