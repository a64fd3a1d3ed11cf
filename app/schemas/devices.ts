import { z } from "./zod";

export const DeviceQuerySchema = z.object({
  q: z.string().trim().max(80, "Search must be at most 80 characters").default(""),
});

/** One phone of the compatibility list (GET /api/devices?q=). */
export interface Device {
  brand: string;
  model: string;
  esim: boolean;
  /** A condition worth reading before buying, e.g. "Not the mainland-China model". */
  note: string | null;
}

/** Which install link a page leads with: the one that works on the phone reading it. */
export type DevicePlatform = "android" | "ios" | "other";

/** GET /api/devices/detect: what we could tell about the phone asking; nulls when unknown. */
export interface DeviceDetection {
  brand: string | null;
  model: string | null;
  esim: boolean | null;
  note: string | null;
  /** The note's catalogue key when it is one of the shop's own (compatDevice.note.*), so pages can translate it. */
  noteKey?: string | null;
  platform: DevicePlatform;
  /** Said when the model cannot be known (an iPhone never names its model). */
  rule: string | null;
}

/** An iPhone's browser never names the model, so the rule is all we can say. */
export const IPHONE_ESIM_RULE = "iPhone XS, XR or newer supports eSIM (not the mainland-China model)";
