import { and, like, type SQL } from "drizzle-orm";
import type { Device } from "../../../app/schemas/devices";
import type { Database } from "../../db/client";
import { devices } from "../../db/schema";
import { searchKeyOf } from "./search-key";

/** A listed phone as both search and detection read it: the public fields and its search key. */
export const DEVICE_ROW = {
  brand: devices.brand,
  model: devices.model,
  esim: devices.esim,
  note: devices.note,
  key: devices.searchKey,
};

const MAX_RESULTS = 20;
/** More words than this add nothing but cost: "samsung galaxy s23 ultra 5g 256gb" is already found. */
const MAX_WORDS = 6;

function wordsOf(query: string): string[] {
  return query
    .replace(/\+/g, " plus ")
    .split(/[^\p{L}\p{N}]+/u)
    .map(searchKeyOf)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
}

/** 0: the whole name; 1: the start of it; 2: somewhere in it; 3: every word somewhere. Lower is better. */
function rankOf(device: Device, key: string, typed: string): number {
  const model = searchKeyOf(device.model);
  if (model === typed || key === typed) return 0;
  if (model.startsWith(typed) || key.startsWith(typed)) return 1;
  return key.includes(typed) ? 2 : 3;
}

/**
 * At most 20 phones whose brand and model hold every word typed, the closest first: "pixel7",
 * "Pixel 7" and "google pixel 7" all put the Pixel 7 before the 7 Pro and the 7a.
 */
export async function searchDevices(db: Database, query: string): Promise<Device[]> {
  const words = wordsOf(query);
  if (words.length === 0) return [];
  // Words are letters and digits only, so none of them is a LIKE wildcard.
  const conditions: SQL[] = words.map((word) => like(devices.searchKey, `%${word}%`));
  const rows = await db
    .select(DEVICE_ROW)
    .from(devices)
    .where(and(...conditions));
  const typed = words.join("");
  return rows
    .map(({ key, ...device }) => ({ device, rank: rankOf(device, key, typed), length: device.model.length }))
    .sort((a, b) => a.rank - b.rank || a.length - b.length || a.device.model.localeCompare(b.device.model))
    .slice(0, MAX_RESULTS)
    .map(({ device }) => device);
}
