import { z } from "zod";

/** Staff mark a Physical SIM line shipped. */
export const ShipLineSchema = z.object({
  carrier: z.string({ error: "Carrier is required" }).trim().min(1, "Carrier is required").max(60),
  trackingNumber: z
    .string({ error: "Tracking number is required" })
    .trim()
    .min(3, "Tracking number is required")
    .max(60)
    .regex(/^[A-Za-z0-9 -]+$/, "Tracking number may contain letters, digits, spaces and dashes"),
});
