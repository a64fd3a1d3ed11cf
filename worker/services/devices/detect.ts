import { like } from "drizzle-orm";
import {
  type Device,
  type DeviceDetection,
  type DevicePlatform,
  IPHONE_ESIM_RULE,
} from "../../../app/schemas/devices";
import type { Database } from "../../db/client";
import { devices } from "../../db/schema";
import { DEVICE_ROW } from "./search";
import { searchKeyOf } from "./search-key";

/** What the browser said about the phone it runs on; any of it may be missing. */
export interface DeviceClues {
  /** The browser's own description of itself (its product string). */
  browser: string | null;
  /** The model it names when asked (Chromium: "Pixel 7", "SM-S918B"). */
  model: string | null;
  /** The system it names when asked (Chromium: "Android", "iOS", "Windows"…). */
  platform: string | null;
}

/**
 * Samsung phones name themselves by model number, which no compatibility list uses. The most
 * travelled ones, by the number's stem (the letters after it are the region: SM-S918B, SM-S918U…).
 */
const SAMSUNG_NUMBERS: Record<string, string> = {
  G991: "Galaxy S21",
  G996: "Galaxy S21+",
  G998: "Galaxy S21 Ultra",
  G990: "Galaxy S21 FE",
  S901: "Galaxy S22",
  S906: "Galaxy S22+",
  S908: "Galaxy S22 Ultra",
  S911: "Galaxy S23",
  S916: "Galaxy S23+",
  S918: "Galaxy S23 Ultra",
  S711: "Galaxy S23 FE",
  S921: "Galaxy S24",
  S926: "Galaxy S24+",
  S928: "Galaxy S24 Ultra",
  S721: "Galaxy S24 FE",
  S931: "Galaxy S25",
  S936: "Galaxy S25+",
  S938: "Galaxy S25 Ultra",
  S937: "Galaxy S25 Edge",
  F711: "Galaxy Z Flip3",
  F721: "Galaxy Z Flip4",
  F731: "Galaxy Z Flip5",
  F741: "Galaxy Z Flip6",
  F926: "Galaxy Z Fold3",
  F936: "Galaxy Z Fold4",
  F946: "Galaxy Z Fold5",
  F956: "Galaxy Z Fold6",
  A356: "Galaxy A35 5G",
  A546: "Galaxy A54 5G",
  A556: "Galaxy A55 5G",
  A145: "Galaxy A14",
  A155: "Galaxy A15",
  A256: "Galaxy A25 5G",
};

export function platformOf(clues: DeviceClues): DevicePlatform {
  const browser = clues.browser ?? "";
  // The product string first: an Android phone's browser says so there even when a hint disagrees.
  if (/iPhone|iPad|iPod/.test(browser)) return "ios";
  if (/Android/.test(browser)) return "android";
  const platform = clues.platform?.toLowerCase();
  if (platform === "android") return "android";
  if (platform === "ios") return "ios";
  return "other";
}

/** The model an Android browser names: the hint, else the product string (unless reduced to "K"). */
function androidModelOf(clues: DeviceClues): string | null {
  const hint = clues.model?.trim();
  if (hint) return hint;
  const match = /Android[^;)]*;\s*(?:[a-z]{2}[-_][a-z]{2};\s*)?([^;)]+?)(?:\s+Build\/[^;)]*)?\s*[;)]/i.exec(
    clues.browser ?? "",
  );
  const named = match?.[1]?.trim();
  return named && named !== "K" && !/^wv$/i.test(named) ? named : null;
}

function samsungName(model: string): string | null {
  const stem = /^SM-([A-Z]\d{3})/i.exec(model)?.[1]?.toUpperCase();
  return stem ? (SAMSUNG_NUMBERS[stem] ?? null) : null;
}

/** The listed phone this model name is, by its whole name with or without the brand in front. */
async function findDevice(db: Database, model: string): Promise<Device | null> {
  const key = searchKeyOf(samsungName(model) ?? model);
  if (!key) return null;
  const rows = await db
    .select(DEVICE_ROW)
    .from(devices)
    .where(like(devices.searchKey, `%${key}`));
  const match = rows.find((row) => row.key === key || searchKeyOf(row.model) === key);
  if (!match) return null;
  const { key: _key, ...device } = match;
  return device;
}

const UNKNOWN = { brand: null, model: null, esim: null, note: null, rule: null } as const;

/**
 * What we can tell about the phone from what its browser says. An iPhone never names its model, so
 * it gets the rule instead; an Android phone is looked up in the device list by the model it names.
 */
export async function detectDevice(db: Database, clues: DeviceClues): Promise<DeviceDetection> {
  const platform = platformOf(clues);
  if (platform === "ios") return { ...UNKNOWN, platform, brand: "Apple", rule: IPHONE_ESIM_RULE };
  if (platform !== "android") return { ...UNKNOWN, platform };
  const named = androidModelOf(clues);
  const found = named ? await findDevice(db, named) : null;
  if (!found) return { ...UNKNOWN, platform, model: named };
  return { ...found, platform, rule: null };
}
