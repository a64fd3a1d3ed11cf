import { z } from "zod";

/** What a packing slip prints; produced by worker/services/orders/packing-slips.ts. */
export interface PackingSlip {
  orderId: number;
  paidAt: string | null;
  recipient: string;
  phone: string | null;
  email: string;
  addressLines: string[];
  lines: { name: string; quantity: number }[];
  /** Code 128 of the order number: bars as [x, width] in modules, drawn as SVG by the page. */
  barcode: { width: number; bars: [number, number][]; text: string };
}

/** `?order=12` for one order, or `?day=2026-12-01` (a Malaysia day of payment) for a day's; A6 or A4 paper. */
export const PackingSlipQuerySchema = z
  .object({
    order: z.coerce.number().int().positive().optional(),
    day: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "Day must be YYYY-MM-DD")
      .optional(),
    size: z.enum(["a6", "a4"]).catch("a6"),
  })
  .refine((query) => (query.order === undefined) !== (query.day === undefined), {
    message: "Choose one order or one day",
  });
