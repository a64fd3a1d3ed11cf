import { z } from "./zod";

// SPEC.md §5 partnership form: the same schema checks the browser form and the server.
export const BUSINESS_TYPES = {
  "travel-agency": "Travel agency",
  "retail-shop": "Retail shop",
  affiliate: "Affiliate",
  reseller: "Reseller",
  other: "Other",
} as const;

type BusinessType = keyof typeof BUSINESS_TYPES;
const businessTypeValues = Object.keys(BUSINESS_TYPES) as [BusinessType, ...BusinessType[]];

const PARTNERSHIP_MESSAGES = {
  name: "Name must be at least 2 characters",
  company: "Company name must be at least 2 characters",
  email: "Please enter a valid email address",
  businessType: "Please select a business type",
  message: "Message must be at least 20 characters",
} as const;

export const PartnershipSchema = z.object({
  name: z
    .string(PARTNERSHIP_MESSAGES.name)
    .trim()
    .min(2, PARTNERSHIP_MESSAGES.name)
    .max(100, "Name must be at most 100 characters"),
  company: z
    .string(PARTNERSHIP_MESSAGES.company)
    .trim()
    .min(2, PARTNERSHIP_MESSAGES.company)
    .max(120, "Company name must be at most 120 characters"),
  email: z
    .string(PARTNERSHIP_MESSAGES.email)
    .trim()
    .max(254, PARTNERSHIP_MESSAGES.email)
    .pipe(z.email(PARTNERSHIP_MESSAGES.email)),
  // The form's select holds a string ("" until one is picked); the schema narrows it to a type.
  businessType: z
    .string(PARTNERSHIP_MESSAGES.businessType)
    .pipe(z.enum(businessTypeValues, PARTNERSHIP_MESSAGES.businessType)),
  message: z
    .string(PARTNERSHIP_MESSAGES.message)
    .trim()
    .min(20, PARTNERSHIP_MESSAGES.message)
    .max(5000, "Message must be at most 5000 characters"),
});

export type PartnershipInput = z.input<typeof PartnershipSchema>;
export type Partnership = z.output<typeof PartnershipSchema>;

export const PARTNERSHIP_FIELDS = ["name", "company", "email", "businessType", "message"] as const;

// Its toasts (SPEC.md §8) are catalogue words, chosen in the page's language by the form's action.
